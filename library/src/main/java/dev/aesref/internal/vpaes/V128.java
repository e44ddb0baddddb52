package dev.aesref.internal.vpaes;

import dev.aesref.internal.ct.ConstantTime;
import dev.aesref.internal.ct.Pack;
import dev.aesref.internal.ct.Secret;

/**
 * A 128-bit vector of sixteen byte lanes, held in two longs: the value type of the vpaes engine.
 *
 * <p>Lane {@code q} (0..15) is byte {@code q} of the block in memory order: lanes 0..7 are the
 * bytes of {@link #lo} from least to most significant, lanes 8..15 those of {@link #hi}. So a
 * little-endian load of bytes 0..7 gives {@code lo}, which is how an SSE register sees memory.
 * The engine's inner loops work on the two longs directly (an object per step would cost an
 * allocation); this class is the form the public and test-facing methods speak.
 */
final class V128 {

    /** Lanes 0..7, lane q in bits 8q .. 8q+7. */
    @Secret
    public final long lo;
    /** Lanes 8..15, lane 8+q in bits 8q .. 8q+7. */
    @Secret
    public final long hi;

    private V128(@Secret long lo, @Secret long hi) {
        this.lo = lo;
        this.hi = hi;
    }

    public static V128 of(@Secret long lo, @Secret long hi) {
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
        if (!(o instanceof V128)) {
            return false;
        }
        V128 v = (V128) o;
        long diff = (lo ^ v.lo) | (hi ^ v.hi);
        int differs = (int) ((diff | -diff) >>> 63);
        return ConstantTime.declassify(differs, "the verdict of a comparison is public once computed") == 0;
    }

    /** {@code Long.hashCode(lo) * 31 + Long.hashCode(hi)}, computed here without a call. */
    @Override
    public int hashCode() {
        return (int) (lo ^ (lo >>> 32)) * 31 + (int) (hi ^ (hi >>> 32));
    }
}
