package dev.aesref;

import dev.aesref.internal.ct.Pack;
import dev.aesref.internal.ct.Secret;

/**
 * How a counter-mode stream turns its 16-byte IV and a block index into a counter block.
 *
 * <p>Each flavour is a function {@code counterBlock(iv, i)} of the IV and the (public) index
 * {@code i} of the block in the stream, counted from 0. Writing the mode this way rather than as
 * "increment the previous block" makes seeking trivial and lets the tests compare every engine
 * against a per-block BigInteger reference.
 *
 * <ul>
 *   <li>{@link #CTR128_BE}: NIST SP 800-38A, Appendix B.1 with m = 128: the whole block is a
 *       big-endian integer, block i is {@code iv + i mod 2^128}. This is the JDK's and OpenSSL's
 *       {@code AES/CTR}.</li>
 *   <li>{@link #CTR32_BE}: GCM's {@code inc32} (SP 800-38D, section 6.2), also RFC 3686: the
 *       first 96 bits never change, the last 32 bits count big-endian modulo 2^32.</li>
 *   <li>{@link #CTR64_BE}: the first 64 bits never change, the last 64 bits count big-endian
 *       modulo 2^64 (SP 800-38A B.1 with m = 64).</li>
 *   <li>{@link #XCTR}: HCTR2 (Crowley, Huckleberry, Biggers, "Length-preserving encryption with HCTR2",
 *       IACR ePrint 2021/1441, section 3): block i uses
 *       {@code iv XOR LE128(i + 1)}, i.e. the counter starts at 1 and is little-endian.</li>
 * </ul>
 *
 * <p>This is the one place counter blocks are computed. The primitive is {@link #counterLo} /
 * {@link #counterHi}: the block as two longs, {@code lo} = bytes 0..7 and {@code hi} = bytes
 * 8..15 each loaded little-endian, from the IV in the same form. Engines that build counter
 * blocks straight into their own layout call these two; {@link #counterBlock} writes the same
 * block as bytes. The big-endian flavours do their arithmetic on the byte-reversed halves
 * ({@link Long#reverseBytes} is a fixed permutation of bits).
 *
 * <p>Every computation here is branch-free in the IV and in the index: carries come from
 * {@link Pack#carryOut}, not from comparisons. Only the flavour (public) chooses what is
 * computed.
 */
public enum CounterFlavour {

    CTR128_BE(128) {
        @Override
        public long counterLo(@Secret long ivLo, @Secret long ivHi, long index) {
            // Bytes 0..7 are the high half of one big-endian 128-bit number; the carry enters here.
            long low = Long.reverseBytes(ivHi);
            long sum = low + index;
            return Long.reverseBytes(Long.reverseBytes(ivLo) + Pack.carryOut(low, index, sum));
        }

        @Override
        public long counterHi(@Secret long ivLo, @Secret long ivHi, long index) {
            return Long.reverseBytes(Long.reverseBytes(ivHi) + index);
        }
    },

    CTR32_BE(32) {
        @Override
        public long counterLo(@Secret long ivLo, @Secret long ivHi, long index) {
            return ivLo;
        }

        @Override
        public long counterHi(@Secret long ivLo, @Secret long ivHi, long index) {
            // Bytes 12..15 (the top of hi) count big-endian modulo 2^32; bytes 8..11 stay.
            int counter = Integer.reverseBytes((int) (ivHi >>> 32)) + (int) index;
            return (ivHi & 0xFFFFFFFFL) | ((long) Integer.reverseBytes(counter) << 32);
        }
    },

    CTR64_BE(64) {
        @Override
        public long counterLo(@Secret long ivLo, @Secret long ivHi, long index) {
            return ivLo;
        }

        @Override
        public long counterHi(@Secret long ivLo, @Secret long ivHi, long index) {
            return Long.reverseBytes(Long.reverseBytes(ivHi) + index);
        }
    },

    XCTR(128) {
        @Override
        public long counterLo(@Secret long ivLo, @Secret long ivHi, long index) {
            return ivLo ^ (index + 1);
        }

        @Override
        public long counterHi(@Secret long ivLo, @Secret long ivHi, long index) {
            // LE128(i + 1): the high half is 1 exactly when i + 1 wrapped to 0.
            return ivHi ^ Pack.carryOut(index, 1L, index + 1);
        }
    };

    private final int counterBits;

    CounterFlavour(int counterBits) {
        this.counterBits = counterBits;
    }

    /**
     * Width of the part of the block that counts. A stream longer than {@code 2^counterBits}
     * blocks would reuse a counter block.
     */
    public int counterBits() {
        return counterBits;
    }

    /**
     * Bytes 0..7 of counter block number {@code index} (unsigned, counted from 0), as a
     * little-endian long, for the IV whose bytes 0..7 and 8..15 are {@code ivLo} and
     * {@code ivHi} (little-endian loads).
     */
    @Secret
    public abstract long counterLo(@Secret long ivLo, @Secret long ivHi, long index);

    /** Bytes 8..15 of counter block number {@code index}, in the form of {@link #counterLo}. */
    @Secret
    public abstract long counterHi(@Secret long ivLo, @Secret long ivHi, long index);

    /**
     * Writes counter block number {@code index} (unsigned, counted from 0) of the stream that
     * starts from {@code iv} into {@code dst[off .. off + 16)}.
     */
    public final void counterBlock(byte[] iv, long index, byte[] dst, int off) {
        long ivLo = Pack.loadLongLE(iv, 0);
        long ivHi = Pack.loadLongLE(iv, 8);
        Pack.storeLongLE(counterLo(ivLo, ivHi, index), dst, off);
        Pack.storeLongLE(counterHi(ivLo, ivHi, index), dst, off + 8);
    }
}
