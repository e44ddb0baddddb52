package dev.aesref.testkit;

import dev.aesref.CounterFlavour;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * The counter-boundary cases of a counter flavour: a fixed, deterministic list of IVs and
 * chunkings aimed at the places where counter code goes wrong.
 *
 * <p>For every width W = 8, 16, ..., up to the flavour's {@link CounterFlavour#counterBits()
 * counter field}, and k in {@link #KS}, the counter field read the flavour's way (big-endian in
 * the last {@code counterBits / 8} bytes, or the whole block little-endian for {@code XCTR}) has
 * its low W bits equal to
 * <ul>
 *   <li>{@code 2^W - k}: the message crosses the carry out of bit W (at W equal to the field
 *       width, the wrap of the whole field), or</li>
 *   <li>{@code 2^(W-1) - k}: the sign boundary. Java's bytes, shorts, ints and longs are
 *       signed, so a carry decided by a signed comparison goes wrong exactly where bit
 *       {@code W-1} turns on (0x7F to 0x80 inside a byte, 0x7FFF to 0x8000, ...).</li>
 * </ul>
 * Above bit W the counter field holds all ones (so a carry runs on to the top of the field) or
 * a fixed pattern (so a carry stops at the next byte), alternating with k; outside the field
 * (the fixed nonce of {@code CTR32_BE} and {@code CTR64_BE}) the IV holds a fixed pattern whose
 * byte next to the field is {@code 0xFF}, so a carry that leaks out of the field changes it.
 * The message is {@code k + 2} blocks less 5 bytes long, so that block k has a counter with its
 * low W bits at {@code 0} (or at {@code 2^(W-1)}) and the last block is partial; it is split into
 * chunks in one of three ways, two of them with chunks shorter than a block so that a partial
 * block is continued by the next call.
 *
 * <p>{@code XCTR} (HCTR2) XORs the index into the IV and carries only inside the index, which
 * starts at 1: a stream from block 0 meets no carry below 2^W unless it is that long. Its cases
 * shape the IV in the same way (the counter block is then {@code 2^W - k} XOR a small number);
 * its own carries at 2^64 and 2^128 are reached through a block offset, with
 * {@link ExpectedCtr#keystream}.
 *
 * <p>The list is public data, not secret: nothing here is constant-time, and nothing needs to be.
 */
public final class CounterBoundaries {

    /** How far below each boundary a case starts, in blocks. */
    static final int[] KS = {1, 2, 3};

    /** The number of chunkings a case cycles through. */
    static final int CHUNKINGS = 3;

    private CounterBoundaries() {}

    /** One case: an IV at a boundary, a message length and how the message is split. */
    public static final class Case {
        private final CounterFlavour flavour;
        private final int width;
        private final boolean signBoundary;
        private final int k;
        private final byte[] iv;
        private final int[] chunks;

        Case(CounterFlavour flavour, int width, boolean signBoundary, int k, byte[] iv, int[] chunks) {
            this.flavour = flavour;
            this.width = width;
            this.signBoundary = signBoundary;
            this.k = k;
            this.iv = iv;
            this.chunks = chunks;
        }

        /** The flavour whose counter field is shaped. */
        public CounterFlavour flavour() {
            return flavour;
        }

        /** W: the boundary is at 2^W, or at 2^(W-1) for a sign boundary. */
        public int width() {
            return width;
        }

        /** Whether the boundary is the sign boundary 2^(W-1) rather than 2^W. */
        public boolean signBoundary() {
            return signBoundary;
        }

        /** How many blocks below the boundary the stream starts. */
        public int k() {
            return k;
        }

        /** The 16-byte IV (a copy). */
        public byte[] iv() {
            return iv.clone();
        }

        /** The message length in bytes: {@code 16 (k + 2) - 5}. */
        public int length() {
            return Arrays.stream(chunks).sum();
        }

        /** The chunk lengths, in order, summing to {@link #length()} (a copy). */
        public int[] chunks() {
            return chunks.clone();
        }

        /**
         * The boundary this case crosses, as a Wycheproof-style flag: {@code CounterWrap<W>} for
         * 2^W, {@code CounterSign<W>} for 2^(W-1).
         */
        public String flag() {
            return (signBoundary ? "CounterSign" : "CounterWrap") + width;
        }

        /** Whether W is the whole counter field, so that the field itself wraps to 0. */
        public boolean wrapsField() {
            return !signBoundary && width == flavour.counterBits();
        }

        @Override
        public String toString() {
            return flavour + " low " + width + " bits = 2^" + (signBoundary ? width - 1 : width) + " - " + k
                    + ", iv=" + hex(iv) + ", chunks=" + Arrays.toString(chunks);
        }
    }

    /** Every case of {@code flavour}, in a fixed order: by W, then 2^W before 2^(W-1), then k. */
    public static List<Case> of(CounterFlavour flavour) {
        Objects.requireNonNull(flavour, "flavour");
        List<Case> cases = new ArrayList<>();
        int n = 0;
        for (int w : widths(flavour)) {
            for (boolean sign : new boolean[] {false, true}) {
                for (int k : KS) {
                    BigInteger top = BigInteger.ONE.shiftLeft(sign ? w - 1 : w);
                    byte[] iv = base(flavour, k % 2 == 1);
                    place(flavour, top.subtract(BigInteger.valueOf(k)), w, iv);
                    cases.add(new Case(flavour, w, sign, k, iv, chunking(16 * (k + 2) - 5, k, n % CHUNKINGS)));
                    n++;
                }
            }
        }
        return List.copyOf(cases);
    }

    /** The boundary widths of {@code flavour}: 8, 16, ..., its counter field's width. */
    public static List<Integer> widths(CounterFlavour flavour) {
        List<Integer> ws = new ArrayList<>();
        for (int w = 8; w <= flavour.counterBits(); w += 8) {
            ws.add(w);
        }
        return List.copyOf(ws);
    }

    /**
     * Writes {@code value mod 2^width} into the low {@code width} bits of {@code iv}'s counter
     * field, read the flavour's way: big-endian at the end of the block, or little-endian from
     * the start for {@code XCTR}. {@code width} is a multiple of 8 from 8 to the field's width;
     * the rest of the IV is left as it is.
     */
    public static void place(CounterFlavour flavour, BigInteger value, int width, byte[] iv) {
        Objects.requireNonNull(flavour, "flavour");
        if (width < 8 || width > flavour.counterBits() || width % 8 != 0) {
            throw new IllegalArgumentException("width must be a multiple of 8 from 8 to " + flavour.counterBits()
                    + ", got " + width);
        }
        if (iv.length != 16) {
            throw new IllegalArgumentException("iv must be 16 bytes, got " + iv.length);
        }
        int n = width / 8;
        BigInteger low = value.mod(BigInteger.ONE.shiftLeft(width));
        for (int i = 0; i < n; i++) {
            // Byte i of the number counted from its least significant end.
            byte b = (byte) low.shiftRight(8 * i).intValue();
            iv[flavour == CounterFlavour.XCTR ? i : 15 - i] = b;
        }
    }

    /**
     * The IV before the low W bits are placed: the counter field all ones ({@code ones}) or a
     * fixed pattern, the bytes outside it a fixed pattern whose byte next to the field is 0xFF.
     */
    private static byte[] base(CounterFlavour flavour, boolean ones) {
        byte[] iv = new byte[16];
        for (int i = 0; i < 16; i++) {
            iv[i] = (byte) (0x3C + 0x51 * i);
        }
        int field = flavour.counterBits() / 8;
        if (ones) {
            // The field is the last `field` bytes, or for XCTR all 16 of them.
            for (int i = 16 - field; i < 16; i++) {
                iv[i] = (byte) 0xFF;
            }
        }
        if (field < 16) {
            iv[15 - field] = (byte) 0xFF;
        }
        return iv;
    }

    /**
     * Splits {@code length} bytes: 0, one chunk; 1, chunks of 7 bytes; 2, up to one byte before
     * the boundary block, then single bytes across it, then the rest.
     */
    private static int[] chunking(int length, int k, int kind) {
        List<Integer> sizes = new ArrayList<>();
        if (kind == 0) {
            sizes.add(length);
        } else if (kind == 1) {
            for (int left = length; left > 0; left -= 7) {
                sizes.add(Math.min(7, left));
            }
        } else {
            int before = 16 * k - 1;
            sizes.add(before);
            sizes.add(1);
            sizes.add(1);
            sizes.add(length - before - 2);
        }
        return sizes.stream().mapToInt(Integer::intValue).toArray();
    }

    static String hex(byte[] b) {
        StringBuilder s = new StringBuilder(2 * b.length);
        for (byte x : b) {
            s.append(Character.forDigit((x >> 4) & 0xF, 16)).append(Character.forDigit(x & 0xF, 16));
        }
        return s.toString();
    }
}
