package dev.aesref.testkit;

import dev.aesref.BlockEngine;
import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.ct.Pack;
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
 * <p>The counter blocks come from {@link CounterFlavour}, the one place they are computed; the
 * block index (public: it is a stream position) is split into two longs, and for the two
 * 128-bit flavours the high long is folded in here. Key and IV are copied and wiped by
 * {@link #destroy()}; the expanded key and the counter blocks of a call are wiped before it
 * returns. Not thread-safe.
 */
public final class ExpectedCtr {

    /** 2^128: the number of blocks any stream has. */
    private static final BigInteger BLOCKS = BigInteger.ONE.shiftLeft(128);

    private static final BigInteger LONG_MASK = BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE);

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
            long lo = blockOffset.and(LONG_MASK).longValue();
            long hi = blockOffset.shiftRight(64).longValue();
            for (int j = 0; j < blocks; j++) {
                counterBlock(lo, hi, counters, 16 * j);
                lo++;
                if (lo == 0) {
                    hi++;
                }
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
     * Counter block number {@code hi * 2^64 + lo} (unsigned longs) into {@code dst[off..off+16)}.
     * The flavours' arithmetic takes a 64-bit index; the high half only matters to the 128-bit
     * counters, and is folded into the IV's halves first (in the little-endian long form of
     * {@link CounterFlavour#counterLo}).
     */
    private void counterBlock(long lo, long hi, byte[] dst, int off) {
        long ivLo = Pack.loadLongLE(iv, 0);
        long ivHi = Pack.loadLongLE(iv, 8);
        if (flavour == CounterFlavour.CTR128_BE) {
            // iv + hi * 2^64 + lo: hi adds to bytes 0..7, the high half of the big-endian number
            // (no carry out of 128 bits); the flavour then adds lo with its carry.
            ivLo = Long.reverseBytes(Long.reverseBytes(ivLo) + hi);
        } else if (flavour == CounterFlavour.XCTR) {
            // iv XOR LE128(hi * 2^64 + lo + 1). The flavour XORs in LE128(lo + 1 mod 2^128),
            // whose bytes 8..15 are the carry c out of lo + 1; the rest is LE64(hi + c) XOR c.
            long c = lo == -1L ? 1 : 0;
            ivHi ^= (hi + c) ^ c;
        }
        Pack.storeLongLE(flavour.counterLo(ivLo, ivHi, lo), dst, off);
        Pack.storeLongLE(flavour.counterHi(ivLo, ivHi, lo), dst, off + 8);
    }

    /** Zeroes the copies of key and IV; later calls throw {@link IllegalStateException}. */
    public void destroy() {
        Arrays.fill(key, (byte) 0);
        Arrays.fill(iv, (byte) 0);
        destroyed = true;
    }
}
