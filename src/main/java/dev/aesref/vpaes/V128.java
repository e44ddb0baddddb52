package dev.aesref.vpaes;

import dev.aesref.ct.Pack;

/**
 * A 128-bit vector of sixteen byte lanes, held in two longs: the value type of the vpaes engine.
 *
 * <p>Lane {@code q} (0..15) is byte {@code q} of the block in memory order: lanes 0..7 are the
 * bytes of {@link #lo} from least to most significant, lanes 8..15 those of {@link #hi}. So a
 * little-endian load of bytes 0..7 gives {@code lo}, which is how an SSE register sees memory.
 * The engine's inner loops work on the two longs directly (an object per step would cost an
 * allocation); this class is the form the public and test-facing methods speak.
 */
public final class V128 {

    /** Lanes 0..7, lane q in bits 8q .. 8q+7. */
    public final long lo;
    /** Lanes 8..15, lane 8+q in bits 8q .. 8q+7. */
    public final long hi;

    private V128(long lo, long hi) {
        this.lo = lo;
        this.hi = hi;
    }

    public static V128 of(long lo, long hi) {
        return new V128(lo, hi);
    }

    /** The vector whose lane q is {@code bytes[q]}; exactly 16 values, each taken modulo 256. */
    public static V128 ofLanes(int... bytes) {
        if (bytes.length != 16) {
            throw new IllegalArgumentException("a V128 has 16 lanes, got " + bytes.length);
        }
        long lo = 0;
        long hi = 0;
        for (int q = 0; q < 8; q++) {
            lo |= (bytes[q] & 0xFFL) << (8 * q);
            hi |= (bytes[q + 8] & 0xFFL) << (8 * q);
        }
        return new V128(lo, hi);
    }

    /** Loads 16 bytes from {@code b[off..off+16)}. */
    public static V128 load(byte[] b, int off) {
        return new V128(Pack.loadLongLE(b, off), Pack.loadLongLE(b, off + 8));
    }

    /** Stores the 16 lanes into {@code b[off..off+16)}. */
    public void store(byte[] b, int off) {
        Pack.storeLongLE(lo, b, off);
        Pack.storeLongLE(hi, b, off + 8);
    }

    /** The 16 lanes as bytes. */
    public byte[] toBytes() {
        byte[] b = new byte[16];
        store(b, 0);
        return b;
    }

    /** Lane {@code q} as 0..255. */
    public int lane(int q) {
        long half = q < 8 ? lo : hi;
        return (int) (half >>> (8 * (q & 7))) & 0xFF;
    }

    public V128 xor(V128 other) {
        return new V128(lo ^ other.lo, hi ^ other.hi);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof V128 && ((V128) o).lo == lo && ((V128) o).hi == hi;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(lo) * 31 + Long.hashCode(hi);
    }

    /** The lanes in memory order as hex, lane 0 first. */
    @Override
    public String toString() {
        StringBuilder s = new StringBuilder(32);
        for (int q = 0; q < 16; q++) {
            s.append(Character.forDigit(lane(q) >>> 4, 16)).append(Character.forDigit(lane(q) & 15, 16));
        }
        return s.toString();
    }
}
