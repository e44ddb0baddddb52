package dev.aesref;

import dev.aesref.ct.Pack;

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
 * <p>Every computation here is branch-free in the IV bytes: carries are derived with masks, not
 * comparisons.
 */
public enum CounterFlavour {

    CTR128_BE(128) {
        @Override
        public void counterBlock(byte[] iv, long index, byte[] dst, int off) {
            long hi = Pack.loadLongBE(iv, 0);
            long lo = Pack.loadLongBE(iv, 8);
            long sum = lo + index;
            hi += Pack.carryOut(lo, index, sum);
            Pack.storeLongBE(hi, dst, off);
            Pack.storeLongBE(sum, dst, off + 8);
        }
    },

    CTR32_BE(32) {
        @Override
        public void counterBlock(byte[] iv, long index, byte[] dst, int off) {
            System.arraycopy(iv, 0, dst, off, 12);
            int low = Pack.loadIntBE(iv, 12) + (int) index;
            Pack.storeIntBE(low, dst, off + 12);
        }
    },

    CTR64_BE(64) {
        @Override
        public void counterBlock(byte[] iv, long index, byte[] dst, int off) {
            System.arraycopy(iv, 0, dst, off, 8);
            Pack.storeLongBE(Pack.loadLongBE(iv, 8) + index, dst, off + 8);
        }
    },

    XCTR(128) {
        @Override
        public void counterBlock(byte[] iv, long index, byte[] dst, int off) {
            // i + 1 as a 128-bit number: the index is public, so this carry may be computed freely.
            long lo = index + 1;
            long hi = (lo == 0) ? 1 : 0;
            Pack.storeLongLE(Pack.loadLongLE(iv, 0) ^ lo, dst, off);
            Pack.storeLongLE(Pack.loadLongLE(iv, 8) ^ hi, dst, off + 8);
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
     * Writes counter block number {@code index} (unsigned, counted from 0) of the stream that
     * starts from {@code iv} into {@code dst[off .. off + 16)}.
     */
    public abstract void counterBlock(byte[] iv, long index, byte[] dst, int off);
}
