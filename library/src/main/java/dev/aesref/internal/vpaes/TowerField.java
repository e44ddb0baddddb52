package dev.aesref.internal.vpaes;

/**
 * GF(2^8) as a degree-2 extension of GF(2^4): the representation in which vpaes inverts bytes
 * (Hamburg, "Accelerating AES with Vector Permute Instructions", CHES 2009, section 3).
 *
 * <p><b>The small field.</b> GF(16) = GF(2)[b]/(b^4 + b^3 + b^2 + b + 1); b has order 5. A
 * nibble n stands for the element whose coordinates in the basis (1, b, b^2, b^4) are the bits
 * of n (bit 0 for 1 ... bit 3 for b^4). In AES's field the element b is 0x0C (of order 5), so the
 * nibble encoding is also an embedding of GF(16) into GF(256): {@link #embed}.
 *
 * <p><b>The extension.</b> GF(256) = GF(16)[r]/(r^2 + r + z) with z = nibble 0xE, and
 * {@code a = 1/z} = nibble 7. A byte with high nibble i and low nibble k stands for the element
 * {@code (i + k r) / a}. In AES's field r is 0xFF (a root of r^2 + r + z there).
 *
 * <p><b>Inversion.</b> For {@code Y = i + k r} the conjugate is {@code i + k (r+1) = j + k r}
 * with {@code j = i + k}, and the norm is {@code N = Y (j + k r) = i^2 + i k + z k^2}. Hamburg's
 * network uses only inversions in GF(16) and the constant a:
 * <pre>
 *   io = 1/(1/i + a/k) + j = a N / (k + a i)
 *   jo = 1/(1/j + a/k) + i = a N / (k + a j)
 * </pre>
 * (multiply out, using z = 1/a). From these, {@code 1/io + 1/jo = k/N}, and the inverse of the
 * represented element {@code X = Y/a} is {@code a (j + k r)/N = U/io + V/jo} with
 * {@code U = 1 + a r} and {@code V = 1 + a + a r}. So the inverse is a GF(2)-linear function of
 * {@code 1/io} and {@code 1/jo}, and any linear map after it (the S-box's affine part, a
 * MixColumns coefficient, a change of basis) folds into two 16-entry tables indexed by io and jo.
 * Division by zero: the inverse tables map 0 to 0x80, whose high bit makes the next pshufb give 0
 * and survives XOR with a nibble, so "1/0 = infinity" and "1/infinity = 0"; with that convention
 * the network also computes 1/0 = 0, as AES needs. The scale 1/a in the representation is what
 * makes U and V free of other factors.
 *
 * <p>The choices b = 0x0C and r = 0xFF (among 4 conjugates of b and 2 roots r) are Hamburg's; the
 * tests check that they reproduce the published tables of BoringSSL's vpaes-x86_64.pl, and that
 * the other choices also give a correct but different cipher representation.
 *
 * <p>Everything here runs on public constants when the tables are built, never on data.
 */
final class TowerField {

    /** The generator b of the nibble basis (1, b, b^2, b^4), as an element of AES's field. */
    static final int B_IN_AES = 0x0C;
    /** The root r of r^2 + r + z, as an element of AES's field. */
    static final int R_IN_AES = 0xFF;
    /** The nibble encoding a, with z = 1/a the constant term of r's minimal polynomial. */
    static final int A_NIBBLE = 0x7;
    /** The high bit pshufb reads as "give zero": the encoding of 1/0. */
    static final int INFINITY = 0x80;

    private final int b;
    private final int r;
    private final int[] toTower = new int[256];
    private final int[] fromTower = new int[256];

    /** Hamburg's choice. */
    static final TowerField HAMBURG = new TowerField(B_IN_AES, R_IN_AES);

    /**
     * The representation for a given embedding: {@code b} an element of order 5 and {@code r} a
     * root of r^2 + r + z in AES's field (z the image of nibble 0xE).
     */
    TowerField(int b, int r) {
        if (b == 1 || Gf256.pow(b, 5) != 1) {
            throw new IllegalArgumentException("b must have multiplicative order 5");
        }
        this.b = b;
        this.r = r;
        if ((Gf256.mul(r, r) ^ r ^ embed(0xE)) != 0) {
            throw new IllegalArgumentException("r must be a root of r^2 + r + z");
        }
        int scale = Gf256.inverse(embed(A_NIBBLE));
        for (int y = 0; y < 256; y++) {
            int element = Gf256.mul(embed(y >>> 4) ^ Gf256.mul(embed(y & 15), r), scale);
            fromTower[y] = element;
            toTower[element] = y;
        }
    }

    /** The AES-field element that nibble n encodes: bits of n on (1, b, b^2, b^4). */
    int embed(int n) {
        int b2 = Gf256.mul(b, b);
        int b4 = Gf256.mul(b2, b2);
        int e = 0;
        if ((n & 1) != 0) {
            e ^= 1;
        }
        if ((n & 2) != 0) {
            e ^= b;
        }
        if ((n & 4) != 0) {
            e ^= b2;
        }
        if ((n & 8) != 0) {
            e ^= b4;
        }
        return e;
    }

    /**
     * The nibble encoding of a GF(16) element e given in AES's field: the byte (n, 0) stands for
     * n/a, so n is the high nibble of the tower representation of e/a.
     */
    private int nibble(int element) {
        return toTower[Gf256.mul(element, Gf256.inverse(embed(A_NIBBLE)))] >>> 4;
    }

    /** The basis change: an AES byte to its tower representation. Linear over GF(2). */
    int toTower(int aesByte) {
        return toTower[aesByte];
    }

    /** The inverse basis change. */
    int fromTower(int towerByte) {
        return fromTower[towerByte];
    }

    /** 1/n in GF(16), with 1/0 = {@link #INFINITY}: the table {@code inv}. */
    int inverseNibble(int n) {
        return n == 0 ? INFINITY : nibble(Gf256.inverse(embed(n)));
    }

    /** a/n in GF(16), with a/0 = {@link #INFINITY}: the table {@code inva}. */
    int aOverNibble(int n) {
        return n == 0 ? INFINITY : nibble(Gf256.mul(embed(A_NIBBLE), Gf256.inverse(embed(n))));
    }

    /** U = 1 + a r: the coefficient of 1/io in the inverse. */
    int u() {
        return 1 ^ Gf256.mul(embed(A_NIBBLE), r);
    }

    /** V = 1 + a + a r: the coefficient of 1/jo in the inverse. */
    int v() {
        return 1 ^ embed(A_NIBBLE) ^ Gf256.mul(embed(A_NIBBLE), r);
    }

    /**
     * The two output tables that compute {@code f(1/X)} for a GF(2)-linear map f from the
     * network's outputs: {@code first[n] = f(U/n)}, {@code second[n] = f(V/n)}, entry 0 = 0.
     */
    NibbleTable[] outputTables(java.util.function.IntUnaryOperator f) {
        int[] first = new int[16];
        int[] second = new int[16];
        for (int n = 1; n < 16; n++) {
            int inv = Gf256.inverse(embed(n));
            first[n] = f.applyAsInt(Gf256.mul(u(), inv));
            second[n] = f.applyAsInt(Gf256.mul(v(), inv));
        }
        return new NibbleTable[] {NibbleTable.of(first), NibbleTable.of(second)};
    }
}
