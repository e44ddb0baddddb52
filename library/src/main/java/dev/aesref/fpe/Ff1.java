package dev.aesref.fpe;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.internal.ct.ConstantTime;
import dev.aesref.internal.share.Lifetime;
import dev.aesref.internal.share.ScratchPool;
import dev.aesref.internal.share.Wipeable;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.Objects;

/**
 * FF1 format-preserving encryption, NIST SP 800-38G Rev. 1 (2019), section 6.1 (Algorithm 7,
 * FF1.Encrypt, and Algorithm 8, FF1.Decrypt), with AES as CIPH.
 *
 * <p>A message is a string of {@code n} numerals in {@code 0..radix-1}, given as an {@code int[]}.
 * {@code int} rather than {@code char} or {@code short}: the radix reaches {@code 2^16}, so a
 * numeral needs 16 unsigned bits, and an {@code int} lets a caller pass any value and get the
 * "numeral below radix" rule checked, instead of a silent wrap of an out-of-range value into a
 * valid one. The string form over an alphabet is {@link Ff1Text}.
 *
 * <p>Domain (section 5.2 of Rev. 1): {@code 2 <= radix <= 2^16}; {@code radix^minLen >= 1,000,000};
 * {@code 2 <= minLen <= n <= maxLen}; the tweak is {@code 0..maxTweakBytes} bytes. Each rule
 * fails with an exception naming it before any output numeral is written. {@code maxLen} is
 * bounded by Java's array size ({@code 2^31 - 1}) instead of the standard's {@code 2^32}.
 *
 * <p>Secrets are the numerals and the tweak; the radix, the lengths and therefore every loop count
 * are public. The numeral arithmetic (NUM_radix, the reduction of the PRF output y mod radix^m,
 * the modular addition and STR^m_radix) is {@link RadixArithmetic}: fixed-width limbs, no
 * {@link BigInteger}, no {@code /} or {@code %} on secrets. The PRF is CBC-MAC with a zero IV over
 * {@code P || Q} through {@link ExpandedKey#encryptBlocks}. A rejected message reveals that some
 * numeral was out of range, not which one.
 *
 * <p>Thread-safe when the key is: each call borrows scratch from a pool of the object's. A
 * scratch grows to the longest message it has served, so steady use allocates nothing but the
 * one-shot results; each call zeroes its scratch before every return or throw. A call that
 * overlaps {@link #destroy()} returns the right numerals or throws
 * {@link IllegalStateException} with its output zeroed. The caller keeps owning the
 * {@link ExpandedKey}; {@link #destroy()} never touches it.
 */
public final class Ff1 {

    /** SP 800-38G Rev. 1 section 5.2: radix in [2 .. 2^16]. */
    public static final int MAX_RADIX = 1 << 16;

    /** SP 800-38G Rev. 1 section 5.2: radix^minlen >= 1,000,000. */
    public static final int MIN_DOMAIN = 1_000_000;

    private static final int ROUNDS = 10; // Algorithm 7 step 6: i from 0 to 9

    private final ExpandedKey key;
    private final RadixArithmetic arith;
    private final int minLen;
    private final int maxLen;
    private final int maxTweakBytes;
    /** The scratch of the calls running now, one each. */
    private final ScratchPool<Scratch> scratch = new ScratchPool<>(Scratch::new);
    private final Lifetime lifetime = new Lifetime("Ff1");

    private Ff1(ExpandedKey key, RadixArithmetic arith, int minLen, int maxLen, int maxTweakBytes) {
        this.key = key;
        this.arith = arith;
        this.minLen = minLen;
        this.maxLen = maxLen;
        this.maxTweakBytes = maxTweakBytes;
    }

    /**
     * FF1 over {@code key} for numeral strings of {@code minLen..maxLen} numerals in
     * {@code 0..radix-1}, with tweaks of {@code 0..maxTweakBytes} bytes.
     *
     * @throws IllegalArgumentException naming the SP 800-38G rule a parameter breaks
     */
    public static Ff1 create(ExpandedKey key, int radix, int minLen, int maxLen, int maxTweakBytes) {
        Objects.requireNonNull(key, "key");
        RadixArithmetic arith = new RadixArithmetic(radix); // checks the radix rule
        if (minLen < 2) {
            throw new IllegalArgumentException("minLen must be >= 2 (SP 800-38G Rev. 1 section 5.2), "
                    + "got " + minLen);
        }
        if (maxLen < minLen) {
            throw new IllegalArgumentException("maxLen must be >= minLen (SP 800-38G Rev. 1 section "
                    + "5.2), got minLen " + minLen + ", maxLen " + maxLen);
        }
        if (!domainLargeEnough(radix, minLen)) {
            throw new IllegalArgumentException("radix^minLen must be >= 1000000 (SP 800-38G Rev. 1 "
                    + "section 5.2), got radix " + radix + ", minLen " + minLen);
        }
        if (maxTweakBytes < 0) {
            throw new IllegalArgumentException("maxTweakBytes must be >= 0 (SP 800-38G section 5.2, "
                    + "maxTlen), got " + maxTweakBytes);
        }
        return new Ff1(key, arith, minLen, maxLen, maxTweakBytes);
    }

    /**
     * The smallest {@code minLen} that Rev. 1 allows for {@code radix}: the least
     * {@code len >= 2} with {@code radix^len >= 1,000,000} (20 for radix 2, 6 for radix 10, 2 from
     * radix 1000 up).
     */
    public static int smallestMinLen(int radix) {
        RadixArithmetic.checkRadix(radix);
        int len = 2;
        while (!domainLargeEnough(radix, len)) {
            len++;
        }
        return len;
    }

    /** radix^len >= 1,000,000, by repeated multiplication that stops once the bound is reached. */
    static boolean domainLargeEnough(int radix, int len) {
        long p = 1;
        for (int i = 0; i < len && p < MIN_DOMAIN; i++) {
            p *= radix;
        }
        return p >= MIN_DOMAIN;
    }

    public int radix() {
        return arith.radix;
    }

    public int minLen() {
        return minLen;
    }

    public int maxLen() {
        return maxLen;
    }

    public int maxTweakBytes() {
        return maxTweakBytes;
    }

    /** FF1.Encrypt(K, T, X) (Algorithm 7); returns a new array of the same length. */
    public int[] encrypt(byte[] tweak, int[] numerals) {
        Objects.requireNonNull(numerals, "numerals");
        int[] out = new int[numerals.length];
        encrypt(tweak, numerals, 0, out, 0, numerals.length);
        return out;
    }

    /** FF1.Decrypt(K, T, Y) (Algorithm 8); returns a new array of the same length. */
    public int[] decrypt(byte[] tweak, int[] numerals) {
        Objects.requireNonNull(numerals, "numerals");
        int[] out = new int[numerals.length];
        decrypt(tweak, numerals, 0, out, 0, numerals.length);
        return out;
    }

    /**
     * Encrypts {@code in[inOff..inOff+len)} into {@code out[outOff..outOff+len)}; input and
     * output may alias in any way.
     */
    public void encrypt(byte[] tweak, int[] in, int inOff, int[] out, int outOff, int len) {
        run(true, tweak, in, inOff, out, outOff, len);
    }

    /** Decrypts, with the same argument rules as {@link #encrypt(byte[], int[], int, int[], int, int)}. */
    public void decrypt(byte[] tweak, int[] in, int inOff, int[] out, int outOff, int len) {
        run(false, tweak, in, inOff, out, outOff, len);
    }

    /** Wipes the scratch; later calls throw {@link IllegalStateException}. The key is the caller's. */
    public void destroy() {
        // The scratch is zero already: every call zeroes its own on the way out.
        lifetime.destroy();
    }

    public boolean isDestroyed() {
        return lifetime.isDestroyed();
    }

    /** The scratch an uncontended call borrows (for tests that check its size and its zeros). */
    Scratch scratchForTest() {
        Scratch s = scratch.take();
        scratch.give(s);
        return s;
    }

    private void run(boolean forward, byte[] tweak, int[] in, int inOff, int[] out, int outOff,
                     int len) {
        lifetime.checkLive();
        Objects.requireNonNull(tweak, "tweak");
        if (tweak.length > maxTweakBytes) {
            throw new IllegalArgumentException("tweak length must be <= maxTweakBytes = "
                    + maxTweakBytes + " (SP 800-38G section 5.2, maxTlen), got " + tweak.length);
        }
        checkRange("in", in, inOff, len);
        checkRange("out", out, outOff, len);
        if (len < minLen || len > maxLen) {
            throw new IllegalArgumentException("message length n must satisfy minLen <= n <= maxLen"
                    + " (SP 800-38G Rev. 1 section 5.2), got n = " + len + ", minLen " + minLen
                    + ", maxLen " + maxLen);
        }
        checkNumerals(in, inOff, len);
        Scratch s = scratch.take();
        try {
            s.ensureCapacity(len);
            s.feistel(forward, tweak, in, inOff, out, outOff, len);
            lifetime.confirm(out, outOff, len);
        } finally {
            s.wipe();
            scratch.give(s);
        }
    }

    private static void checkRange(String name, int[] a, int off, int len) {
        Objects.requireNonNull(a, name);
        if (len < 0 || off < 0 || off > a.length - len) {
            throw new IndexOutOfBoundsException(name + ": range [" + off + ", " + off + " + " + len
                    + ") must lie inside an array of length " + a.length);
        }
    }

    /**
     * Every numeral in {@code 0..radix-1} (section 4.2: a numeral string for the radix). The whole
     * range is scanned into one mask; the only branch is on the verdict.
     */
    private void checkNumerals(int[] in, int off, int len) {
        int bad = 0;
        int top = arith.radix - 1;
        for (int i = 0; i < len; i++) {
            int x = in[off + i];
            bad |= x | (top - x); // sign bit set iff x < 0 or x > radix - 1
        }
        if (ConstantTime.declassify(bad >> 31, "the verdict of the range check: numerals outside"
                + " 0..radix-1 are refused") != 0) {
            throw new IllegalArgumentException("numerals must be in 0..radix-1 = 0.." + top
                    + " (SP 800-38G section 4.2, numeral string for base radix)");
        }
    }

    /**
     * {@code table[v] = b = ceil(ceil(v * log2(radix)) / 8)} for {@code v = 0 .. maxV}: the byte
     * length of {@code radix^v - 1}, since {@code ceil(log2(radix^v))} is the bit length of
     * {@code radix^v - 1}. Built when the scratch grows, from public values only.
     */
    private static int[] byteLengths(int radix, int maxV) {
        int[] table = new int[maxV + 1];
        BigInteger r = BigInteger.valueOf(radix);
        BigInteger p = BigInteger.ONE;
        for (int v = 1; v <= maxV; v++) {
            p = p.multiply(r);
            table[v] = (p.subtract(BigInteger.ONE).bitLength() + 7) >>> 3;
        }
        return table;
    }

    private static int feistelD(int b) {
        return 4 * ((b + 3) >>> 2) + 4; // Algorithm 7 step 4: d = 4 * ceil(b / 4) + 4
    }

    /**
     * What one call writes, sized by {@link #ensureCapacity} for messages of up to
     * {@code capacityN} numerals. A pool lends one to each call; it grows only while lent, and
     * the call zeroes it before giving it back, so the arrays it drops are zero.
     */
    final class Scratch implements Wipeable {

        private int capacityN;
        private int[] left = new int[0];
        private int[] right = new int[0];
        private int[] numLimbs = new int[0];
        private int[] yLimbs = new int[0];
        private byte[] tail = new byte[0];
        private byte[] sBlocks = new byte[0];
        private final byte[] mac = new byte[BlockEngine.BLOCK_BYTES];
        private final byte[] prefix = new byte[BlockEngine.BLOCK_BYTES];

        // b for every v up to the capacity (public; the BigInteger there sees the radix and v only).
        private int[] bytesByV = new int[1];

        /** Algorithm 7 step 3 for a message of {@code n <= capacityN} numerals ({@link #byteLengths}). */
        private int bytesFor(int n) {
            return ConstantTime.declassify(bytesByV[n - (n >>> 1)],
                    "the byte length of radix^v - 1 (a table of public lengths, from the radix alone)");
        }

        private void ensureCapacity(int n) {
            if (n <= capacityN) {
                return;
            }
            // The arrays being dropped were zeroed at the end of the call that last used them.
            int v = n - (n >>> 1);
            bytesByV = byteLengths(arith.radix, v);
            int b = bytesFor(n);
            int d = feistelD(b);
            left = new int[v];
            right = new int[v];
            numLimbs = new int[(b + 3) >>> 2];
            yLimbs = new int[d >>> 2];
            // The tail of Q: up to 15 tweak bytes, up to 15 zero bytes, [i]^1 and [NUM(B)]^b.
            tail = new byte[(31 + b + 15) & ~15];
            sBlocks = new byte[(d + 15) & ~15];
            capacityN = n;
        }

        @Override
        public void wipe() {
            Arrays.fill(left, 0);
            Arrays.fill(right, 0);
            Arrays.fill(numLimbs, 0);
            Arrays.fill(yLimbs, 0);
            Arrays.fill(tail, (byte) 0);
            Arrays.fill(sBlocks, (byte) 0);
            Arrays.fill(mac, (byte) 0);
            Arrays.fill(prefix, (byte) 0);
        }

        private void feistel(boolean forward, byte[] tweak, int[] in, int inOff, int[] out, int outOff,
                             int n) {
            int u = n >>> 1;                    // step 1
            int v = n - u;
            int b = bytesFor(n);                // step 3
            int d = feistelD(b);                // step 4
            int[] a = left;                     // step 2: A = X[1..u], B = X[u+1..n]
            int[] bb = right;
            System.arraycopy(in, inOff, a, 0, u);
            System.arraycopy(in, inOff + u, bb, 0, v);

            int tailLen = startPrf(tweak, n, u, b);
            int yCount = d >>> 2;
            for (int r = 0; r < ROUNDS; r++) {
                // Decryption runs the rounds backwards (Algorithm 8 step 6: i from 9 to 0).
                int i = forward ? r : ROUNDS - 1 - r;
                int m = (i & 1) == 0 ? u : v;   // step 6.v
                // Encryption: A has m numerals and Q carries B; decryption: B has m and Q carries A.
                int[] hashed = forward ? bb : a;
                int[] changed = forward ? a : bb;
                prf(i, hashed, n - m, b, tailLen, d);
                // step 6.iv: y = NUM(S); steps 6.vi-6.vii: C = STR^m((NUM(A) +/- y) mod radix^m)
                for (int w = 0; w < yCount; w++) {
                    yLimbs[yCount - 1 - w] = dev.aesref.internal.ct.Pack.loadIntBE(sBlocks, 4 * w);
                }
                if (forward) {
                    arith.addDigits(changed, 0, m, yLimbs, yCount);
                } else {
                    arith.subtractDigits(changed, 0, m, yLimbs, yCount);
                }
                // steps 6.viii-6.ix: A = B, B = C (decryption: B = A, A = C); both are a swap.
                int[] swap = a;
                a = bb;
                bb = swap;
            }
            System.arraycopy(a, 0, out, outOff, u);   // step 7: A || B
            System.arraycopy(bb, 0, out, outOff + u, v);
        }

        /**
         * Step 5 and the round-independent part of step 6.i-6.ii: CBC-MAC (zero IV) over
         * {@code P} and the whole 16-byte blocks of {@code T} into {@link #prefix}, then the rest of
         * {@code T} and the zero padding into {@link #tail}. Returns the length of the tail of
         * {@code Q}, a multiple of 16.
         */
        private int startPrf(byte[] tweak, int n, int u, int b) {
            int t = tweak.length;
            int radix = arith.radix;
            byte[] p = mac; // P = [1]^1 [2]^1 [1]^1 [radix]^3 [10]^1 [u mod 256]^1 [n]^4 [t]^4
            p[0] = 1;
            p[1] = 2;
            p[2] = 1;
            p[3] = (byte) (radix >>> 16);
            p[4] = (byte) (radix >>> 8);
            p[5] = (byte) radix;
            p[6] = 10;
            p[7] = (byte) u;
            dev.aesref.internal.ct.Pack.storeIntBE(n, p, 8);
            dev.aesref.internal.ct.Pack.storeIntBE(t, p, 12);
            key.encryptBlocks(mac, 0, mac, 0, 1);
            int whole = t & ~15;
            for (int pos = 0; pos < whole; pos += 16) {
                for (int k = 0; k < 16; k++) {
                    mac[k] ^= tweak[pos + k];
                }
                key.encryptBlocks(mac, 0, mac, 0, 1);
            }
            System.arraycopy(mac, 0, prefix, 0, 16);
            int rest = t - whole;
            int pad = Math.floorMod(-t - b - 1, 16); // public lengths only
            System.arraycopy(tweak, whole, tail, 0, rest);
            // tail[rest .. rest + pad) is already zero: the scratch is wiped after every call and no
            // round writes there.
            return rest + pad + 1 + b;
        }

        /**
         * Steps 6.i-6.iii for round {@code i}: Q's tail gets {@code [i]^1 || [NUM_radix(X)]^b}, R is
         * the CBC-MAC of {@code P || Q}, and {@code sBlocks} receives
         * {@code R || CIPH(R xor [1]^16) || ... } (at least d bytes).
         */
        private void prf(int i, int[] x, int len, int b, int tailLen, int d) {
            int at = tailLen - b;
            tail[at - 1] = (byte) i;
            int limbs = (b + 3) >>> 2;
            arith.toLimbs(x, 0, len, numLimbs, limbs);
            for (int e = 0; e < b; e++) { // byte e counted from the least significant end
                tail[at + b - 1 - e] = (byte) (numLimbs[e >>> 2] >>> (8 * (e & 3)));
            }
            System.arraycopy(prefix, 0, mac, 0, 16);
            for (int pos = 0; pos < tailLen; pos += 16) {
                for (int k = 0; k < 16; k++) {
                    mac[k] ^= tail[pos + k];
                }
                key.encryptBlocks(mac, 0, mac, 0, 1);
            }
            int blocks = (d + 15) >>> 4;
            for (int j = 0; j < blocks; j++) {
                System.arraycopy(mac, 0, sBlocks, 16 * j, 16);
                // [j]^16: j as a 16-byte big-endian integer; j < 2^31, so only the last four bytes.
                int o = 16 * j + 12;
                dev.aesref.internal.ct.Pack.storeIntBE(dev.aesref.internal.ct.Pack.loadIntBE(sBlocks, o) ^ j, sBlocks, o);
            }
            key.encryptBlocks(sBlocks, 16, sBlocks, 16, blocks - 1);
        }
    }
}
