package dev.aesref.internal.hwmodel;

import java.util.Locale;

/**
 * A test-side 128-bit value in the notation of Intel's white papers, for checking the
 * instruction models of {@link AesNi}, {@link Simd} and {@link Vaes} against printed examples.
 * {@code of(lo, hi)}: {@code lo} holds bytes 0..7 (bits 63:0), {@code hi} bytes 8..15 (STYLE.md,
 * "Naming"). {@link #hex} and {@link #toString} write one 128-bit number, most significant digit
 * first ("7b5b...475d" has byte 0 equal to 0x5d).
 *
 * <p>The {@code run} methods put the operands into a register array, execute one instruction
 * model on it in place and return the destination register.
 */
record Xmm(long lo, long hi) {

    static final Xmm ZERO = new Xmm(0, 0);

    static Xmm of(long lo, long hi) {
        return new Xmm(lo, hi);
    }

    /** Dwords from 0 (bits 31:0) to 3. */
    static Xmm ofDwords(int d0, int d1, int d2, int d3) {
        return new Xmm(Simd.qword(d1, d0), Simd.qword(d3, d2));
    }

    static Xmm hex(String digits) {
        if (digits.length() != 32) {
            throw new IllegalArgumentException("an XMM value needs 32 hex digits, got " + digits.length());
        }
        return new Xmm(Long.parseUnsignedLong(digits.substring(16), 16),
                Long.parseUnsignedLong(digits.substring(0, 16), 16));
    }

    static Xmm at(long[] r, int off) {
        return new Xmm(r[off], r[off + 1]);
    }

    long[] register() {
        return new long[] {lo, hi};
    }

    int dword(int i) {
        return Simd.dword(register(), 0, i);
    }

    int byteAt(int i) {
        return (int) ((i < 8 ? lo : hi) >>> (8 * (i & 7))) & 0xFF;
    }

    byte[] toBytes() {
        byte[] b = new byte[16];
        Simd.store(register(), 0, b, 0);
        return b;
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "%016x%016x", hi, lo);
    }

    interface Binary {
        void apply(long[] d, int dOff, long[] s, int sOff);
    }

    interface BinaryImm {
        void apply(long[] d, int dOff, long[] s, int sOff, int imm8);
    }

    interface UnaryImm {
        void apply(long[] d, int dOff, int imm8);
    }

    static Xmm run(Binary op, Xmm d, Xmm s) {
        long[] r = {d.lo, d.hi, s.lo, s.hi};
        op.apply(r, 0, r, 2);
        return at(r, 0);
    }

    static Xmm run(BinaryImm op, Xmm d, Xmm s, int imm8) {
        long[] r = {d.lo, d.hi, s.lo, s.hi};
        op.apply(r, 0, r, 2, imm8);
        return at(r, 0);
    }

    static Xmm run(UnaryImm op, Xmm d, int imm8) {
        long[] r = {d.lo, d.hi};
        op.apply(r, 0, imm8);
        return at(r, 0);
    }
}
