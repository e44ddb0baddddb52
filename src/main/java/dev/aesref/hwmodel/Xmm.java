package dev.aesref.hwmodel;

import java.util.Locale;

/**
 * An immutable 128-bit XMM register value.
 *
 * <p>Byte order is the one of the Intel SDM (Vol. 1, section 4.1, "Fundamental data types"):
 * byte 0 is the least significant byte, so {@code MOVDQU} from memory puts memory byte
 * {@code i} into register byte {@code i}. The value is kept as two longs: {@link #lo()} holds
 * bytes 0..7 (bits 63:0) and {@link #hi()} holds bytes 8..15 (bits 127:64).
 *
 * <p>{@link #hex(String)} and {@link #toString()} write the register as one 128-bit number,
 * most significant digit first, which is how Intel's AES-NI and CLMUL white papers print
 * register contents.
 */
public final class Xmm {

    /** The all-zero register. */
    public static final Xmm ZERO = new Xmm(0L, 0L);

    private final long hi;
    private final long lo;

    private Xmm(long hi, long lo) {
        this.hi = hi;
        this.lo = lo;
    }

    /** The register whose bits 127:64 are {@code hi} and bits 63:0 are {@code lo}. */
    public static Xmm of(long hi, long lo) {
        return new Xmm(hi, lo);
    }

    /** The register with dword {@code i} (bits 32i+31:32i) equal to {@code di}. */
    public static Xmm ofDwords(int d3, int d2, int d1, int d0) {
        return new Xmm(((long) d3 << 32) | (d2 & 0xFFFFFFFFL), ((long) d1 << 32) | (d0 & 0xFFFFFFFFL));
    }

    /**
     * Parses 32 hex digits as a 128-bit number, most significant digit first (the notation of
     * the Intel white papers: "7b5b5465...5d" has byte 0 equal to 0x5d).
     */
    public static Xmm hex(String digits) {
        if (digits.length() != 32) {
            throw new IllegalArgumentException("an XMM value needs 32 hex digits, got " + digits.length());
        }
        return new Xmm(Long.parseUnsignedLong(digits.substring(0, 16), 16),
                Long.parseUnsignedLong(digits.substring(16), 16));
    }

    /** MOVDQU load: memory byte {@code off + i} becomes register byte {@code i}. */
    public static Xmm load(byte[] src, int off) {
        long l = 0;
        long h = 0;
        for (int i = 7; i >= 0; i--) {
            l = (l << 8) | (src[off + i] & 0xFF);
            h = (h << 8) | (src[off + 8 + i] & 0xFF);
        }
        return new Xmm(h, l);
    }

    /** MOVDQU store: register byte {@code i} goes to memory byte {@code off + i}. */
    public void store(byte[] dst, int off) {
        for (int i = 0; i < 8; i++) {
            dst[off + i] = (byte) (lo >>> (8 * i));
            dst[off + 8 + i] = (byte) (hi >>> (8 * i));
        }
    }

    /** The 16 register bytes in memory order (byte 0 first). */
    public byte[] toBytes() {
        byte[] b = new byte[16];
        store(b, 0);
        return b;
    }

    /** Bits 63:0. */
    public long lo() {
        return lo;
    }

    /** Bits 127:64. */
    public long hi() {
        return hi;
    }

    /** Quadword {@code i} (0 or 1). */
    public long qword(int i) {
        return i == 0 ? lo : hi;
    }

    /** Dword {@code i} (0..3), bits 32i+31:32i. */
    public int dword(int i) {
        long q = i < 2 ? lo : hi;
        return (int) (q >>> (32 * (i & 1)));
    }

    /** Byte {@code i} (0..15) as 0..255. */
    public int byteAt(int i) {
        long q = i < 8 ? lo : hi;
        return (int) (q >>> (8 * (i & 7))) & 0xFF;
    }

    /** This register with dword {@code i} replaced (the effect of PINSRD). */
    public Xmm withDword(int i, int value) {
        int[] d = {dword(0), dword(1), dword(2), dword(3)};
        d[i] = value;
        return ofDwords(d[3], d[2], d[1], d[0]);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Xmm && ((Xmm) o).hi == hi && ((Xmm) o).lo == lo;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(hi) * 31 + Long.hashCode(lo);
    }

    /** The value as 32 hex digits, most significant first (the white papers' notation). */
    @Override
    public String toString() {
        return String.format(Locale.ROOT, "%016x%016x", hi, lo);
    }
}
