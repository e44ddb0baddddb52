package dev.aesref.testkit;

import dev.aesref.BlockEngine;
import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.engines.Engines;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.Objects;

/**
 * The expected answer of counter mode at any block of the stream: a test oracle for other
 * projects' CTR code.
 *
 * <p>{@code ExpectedCtr.of(flavour, key, iv).keystream(blockOffset, length)} is the keystream
 * from block {@code blockOffset} of the stream that starts at {@code iv}; {@link #xor} applies
 * it to a message. The block offset is a {@link BigInteger} in {@code [0, 2^128)}, so the blocks
 * a {@code long} position cannot name (block 2^64 - 2 of {@code XCTR}, block 2^128 - 4 of
 * {@code CTR128_BE}) can be asked for. Blocks are encrypted with the FIPS-197 {@code spec}
 * engine, the one written to read like the standard.
 *
 * <p>What happens at the wrap (policy). This oracle gives each flavour's counter as its
 * definition has it, modulo its width, and never refuses:
 * <ul>
 *   <li>{@code CTR128_BE} (SP 800-38A B.1, m = 128): block i uses {@code iv + i mod 2^128}; after
 *       2^128 - 1 comes 0. The JDK's {@code AES/CTR/NoPadding} and Bouncy Castle's
 *       {@code SICBlockCipher} with a 16-byte IV wrap the same way.</li>
 *   <li>{@code CTR64_BE}, {@code CTR32_BE}: the last 64 or 32 bits count modulo 2^64 or 2^32, the
 *       rest of the IV never changes; after 2^64 or 2^32 blocks the keystream repeats.</li>
 *   <li>{@code XCTR} (HCTR2, ePrint 2021/1441, section 3): block i uses {@code iv XOR LE128(i + 1)
 *       mod 2^128}; block 2^128 - 1 uses the IV itself.</li>
 * </ul>
 * aesref's own {@code Ctr.stream} refuses by default ({@code CounterReuse.REFUSE}) to run past
 * the last distinct counter block, as Go panics; only {@code CounterReuse.WRAP} matches this
 * oracle past that point. A request that would run past block 2^128 - 1 of the stream itself
 * is refused here.
 *
 * <p>The counter blocks are computed here from the definitions above with {@link BigInteger}
 * arithmetic on the flavour's slice of the block ({@link #counterBlock}); nothing of the
 * library's own counter arithmetic ({@code CounterFlavour}) is used, so that this oracle can
 * catch a bug there. Key and IV are copied and wiped by
 * {@link #destroy()}; the expanded key and the counter blocks of a call are wiped before it
 * returns. Not thread-safe.
 */
public final class ExpectedCtr {

    /** 2^128: the number of blocks any stream has. */
    private static final BigInteger BLOCKS = BigInteger.ONE.shiftLeft(128);

    private final BlockEngine engine;
    private final CounterFlavour flavour;
    private final byte[] key;
    private final byte[] iv;
    private boolean destroyed;

    private ExpectedCtr(BlockEngine engine, CounterFlavour flavour, byte[] key, byte[] iv) {
        this.engine = engine;
        this.flavour = flavour;
        this.key = key;
        this.iv = iv;
    }

    /**
     * The stream of {@code flavour} under the AES key {@code key} (16, 24 or 32 bytes) from the
     * 16-byte {@code iv}. Both arrays are copied.
     */
    public static ExpectedCtr of(CounterFlavour flavour, byte[] key, byte[] iv) {
        return of(Engines.byName("spec"), flavour, key, iv);
    }

    /** {@link #of(CounterFlavour, byte[], byte[])} on another engine (for the wipe tests). */
    static ExpectedCtr of(BlockEngine engine, CounterFlavour flavour, byte[] key, byte[] iv) {
        Objects.requireNonNull(flavour, "flavour");
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(iv, "iv");
        if (key.length != 16 && key.length != 24 && key.length != 32) {
            throw new IllegalArgumentException("key must be 16, 24 or 32 bytes, got " + key.length);
        }
        if (iv.length != 16) {
            throw new IllegalArgumentException("iv must be 16 bytes, got " + iv.length);
        }
        return new ExpectedCtr(engine, flavour, key.clone(), iv.clone());
    }

    /** The flavour of this stream. */
    public CounterFlavour flavour() {
        return flavour;
    }

    /**
     * {@code length} bytes of keystream from the start of block {@code blockOffset}.
     *
     * @throws IllegalArgumentException if {@code blockOffset} is outside {@code [0, 2^128)},
     *         {@code length} is negative, or the request runs past block 2^128 - 1
     * @throws IllegalStateException after {@link #destroy()}
     */
    public byte[] keystream(BigInteger blockOffset, int length) {
        if (length < 0) {
            throw new IllegalArgumentException("length must not be negative, got " + length);
        }
        return xor(blockOffset, new byte[length]);
    }

    /**
     * {@code message} XOR the keystream from the start of block {@code blockOffset}: the
     * encryption (and decryption) of {@code message} there. {@code message} is not changed.
     *
     * @throws IllegalArgumentException as {@link #keystream}
     */
    public byte[] xor(BigInteger blockOffset, byte[] message) {
        Objects.requireNonNull(blockOffset, "blockOffset");
        Objects.requireNonNull(message, "message");
        if (destroyed) {
            throw new IllegalStateException("this ExpectedCtr has been destroyed");
        }
        if (blockOffset.signum() < 0 || blockOffset.compareTo(BLOCKS) >= 0) {
            throw new IllegalArgumentException("blockOffset must be in [0, 2^128), got " + blockOffset);
        }
        int blocks = (message.length + 15) / 16;
        if (blockOffset.add(BigInteger.valueOf(blocks)).compareTo(BLOCKS) > 0) {
            throw new IllegalArgumentException("blockOffset + blocks must be at most 2^128 (the stream's last block is"
                    + " 2^128 - 1), got " + blockOffset + " + " + blocks);
        }
        byte[] out = message.clone();
        byte[] counters = new byte[16 * blocks];
        ExpandedKey k = engine.expandKey(key);
        try {
            for (int j = 0; j < blocks; j++) {
                writeCounterBlock(flavour, iv, blockOffset.add(BigInteger.valueOf(j)), counters, 16 * j);
            }
            k.encryptBlocks(counters, 0, counters, 0, blocks);
            for (int i = 0; i < out.length; i++) {
                out[i] ^= counters[i];
            }
            return out;
        } finally {
            Arrays.fill(counters, (byte) 0);
            k.destroy();
        }
    }

    /**
     * Counter block number {@code index} of the stream of {@code flavour} that starts at
     * {@code iv}, from the definitions in the class comment: {@code index} in {@code [0, 2^128)}
     * is added, modulo the slice's width, to the big-endian slice the flavour counts in (all 16
     * bytes, the last 8 or the last 4), or for {@code XCTR} {@code LE128(index + 1 mod 2^128)} is
     * XORed into the IV. {@code iv} is not changed.
     *
     * @throws IllegalArgumentException if {@code iv} is not 16 bytes or {@code index} is outside
     *         {@code [0, 2^128)}
     */
    public static byte[] counterBlock(CounterFlavour flavour, byte[] iv, BigInteger index) {
        Objects.requireNonNull(flavour, "flavour");
        Objects.requireNonNull(iv, "iv");
        Objects.requireNonNull(index, "index");
        if (iv.length != 16) {
            throw new IllegalArgumentException("iv must be 16 bytes, got " + iv.length);
        }
        if (index.signum() < 0 || index.compareTo(BLOCKS) >= 0) {
            throw new IllegalArgumentException("index must be in [0, 2^128), got " + index);
        }
        byte[] out = new byte[16];
        writeCounterBlock(flavour, iv, index, out, 0);
        return out;
    }

    /**
     * {@link #counterBlock}'s block, written to {@code out[off, off + 16)}: {@link #xor} writes
     * its counter blocks straight into the array it encrypts, so that no copy is left to wipe.
     */
    private static void writeCounterBlock(CounterFlavour flavour, byte[] iv, BigInteger index, byte[] out, int off) {
        System.arraycopy(iv, 0, out, off, 16);
        switch (flavour) {
            case CTR128_BE:
                sliceAdd(out, off, 16, index);
                return;
            case CTR64_BE:
                sliceAdd(out, off + 8, 8, index);
                return;
            case CTR32_BE:
                sliceAdd(out, off + 12, 4, index);
                return;
            case XCTR: {
                byte[] be = toFixed(index.add(BigInteger.ONE).mod(BLOCKS), 16);
                for (int k = 0; k < 16; k++) {
                    out[off + k] ^= be[15 - k]; // little-endian: byte k of LE128(i) is byte 15 - k of BE
                }
                return;
            }
            default:
                throw new AssertionError(flavour);
        }
    }

    /** Replaces the big-endian slice {@code block[from, from + len)} by {@code (slice + index) mod 2^(8 len)}. */
    private static void sliceAdd(byte[] block, int from, int len, BigInteger index) {
        BigInteger slice = new BigInteger(1, block, from, len);
        System.arraycopy(toFixed(slice.add(index).mod(BigInteger.ONE.shiftLeft(8 * len)), len), 0, block, from, len);
    }

    /** The {@code len}-byte big-endian form of {@code 0 <= v < 2^(8 len)}. */
    private static byte[] toFixed(BigInteger v, int len) {
        byte[] raw = v.toByteArray();
        byte[] out = new byte[len];
        int copy = Math.min(raw.length, len);
        System.arraycopy(raw, raw.length - copy, out, len - copy, copy);
        return out;
    }

    /** Zeroes the copies of key and IV; later calls throw {@link IllegalStateException}. */
    public void destroy() {
        Arrays.fill(key, (byte) 0);
        Arrays.fill(iv, (byte) 0);
        destroyed = true;
    }
}
