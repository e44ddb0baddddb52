package dev.aesref.internal.vpaes;

import dev.aesref.internal.ct.ConstantsOnly;
import java.util.function.IntUnaryOperator;

/**
 * Every constant the vpaes engine uses, derived here from the field arithmetic of
 * {@link TowerField} and from the byte positions of ShiftRows and MixColumns. Nothing is copied:
 * the tests compare the results with the tables published in BoringSSL's vpaes-x86_64.pl.
 *
 * <p>Names: "lo"/"hi" tables are indexed by the low/high nibble of a byte and XORed together
 * (a GF(2)-linear map of a byte is the XOR of its images on the two nibbles). "u"/"t" tables are
 * indexed by the inversion network's outputs io/jo (see {@link TowerField}). Basis names: M is
 * the change from AES's polynomial basis to the tower representation, and D = M o A^-1, with A the
 * linear part of the S-box's affine map, is the basis in which the decryption state is kept (so
 * that inverting it undoes SubBytes).
 */
final class VpaesTables {

    final TowerField field;

    /** GF(16) inversion and a/x, 1/0 = a/0 = 0x80 (BoringSSL: .Lk_inv, the two halves). */
    final NibbleTable inv;
    final NibbleTable invA;

    /** Encryption input basis change M (BoringSSL .Lk_ipt). */
    final NibbleTable iptLo;
    final NibbleTable iptHi;
    /** M(A(1/x)): the S-box without its constant, in basis M (.Lk_sb1). */
    final NibbleTable sb1u;
    final NibbleTable sb1t;
    /** M(2 A(1/x)): the doubled S-box output for MixColumns (.Lk_sb2). */
    final NibbleTable sb2u;
    final NibbleTable sb2t;
    /** A(1/x) in AES's own basis, for the last round (.Lk_sbo). */
    final NibbleTable sbou;
    final NibbleTable sbot;

    /** Decryption input basis change D = M o A^-1 (.Lk_dipt). */
    final NibbleTable diptLo;
    final NibbleTable diptHi;
    /** D(c / x) for the InvMixColumns coefficients c = 9, 0xB, 0xD, 0xE (.Lk_dsb9 etc.). */
    final NibbleTable dsb9u;
    final NibbleTable dsb9t;
    final NibbleTable dsbdu;
    final NibbleTable dsbdt;
    final NibbleTable dsbbu;
    final NibbleTable dsbbt;
    final NibbleTable dsbeu;
    final NibbleTable dsbet;
    /** 1/x in AES's basis: InvSubBytes for the last decryption round (.Lk_dsbo). */
    final NibbleTable dsbou;
    final NibbleTable dsbot;

    /** M(0x63) (.Lk_s63) and D(0x63), the S-box constant in the two bases. */
    final int s63;
    final int d63;

    /** The standard tables, Hamburg's representation. */
    static final VpaesTables STANDARD = new VpaesTables(TowerField.HAMBURG);

    @ConstantsOnly("the tables of a public field description, made through lambdas over its maps")
    VpaesTables(TowerField f) {
        this.field = f;
        inv = nibbleTable(f::inverseNibble);
        invA = nibbleTable(f::aOverNibble);
        IntUnaryOperator m = f::toTower;
        IntUnaryOperator d = y -> f.toTower(Gf256.inverseAffineLinear(y));
        iptLo = nibbleTable(n -> m.applyAsInt(n));
        iptHi = nibbleTable(n -> m.applyAsInt(n << 4));
        NibbleTable[] sb1 = f.outputTables(z -> m.applyAsInt(Gf256.affineLinear(z)));
        sb1u = sb1[0];
        sb1t = sb1[1];
        NibbleTable[] sb2 = f.outputTables(z -> m.applyAsInt(Gf256.xtime(Gf256.affineLinear(z))));
        sb2u = sb2[0];
        sb2t = sb2[1];
        NibbleTable[] sbo = f.outputTables(Gf256::affineLinear);
        sbou = sbo[0];
        sbot = sbo[1];
        diptLo = nibbleTable(n -> d.applyAsInt(n));
        diptHi = nibbleTable(n -> d.applyAsInt(n << 4));
        NibbleTable[] t9 = f.outputTables(z -> d.applyAsInt(Gf256.mul(0x09, z)));
        NibbleTable[] td = f.outputTables(z -> d.applyAsInt(Gf256.mul(0x0D, z)));
        NibbleTable[] tb = f.outputTables(z -> d.applyAsInt(Gf256.mul(0x0B, z)));
        NibbleTable[] te = f.outputTables(z -> d.applyAsInt(Gf256.mul(0x0E, z)));
        dsb9u = t9[0];
        dsb9t = t9[1];
        dsbdu = td[0];
        dsbdt = td[1];
        dsbbu = tb[0];
        dsbbt = tb[1];
        dsbeu = te[0];
        dsbet = te[1];
        NibbleTable[] tout = f.outputTables(z -> z);
        dsbou = tout[0];
        dsbot = tout[1];
        s63 = m.applyAsInt(0x63);
        d63 = d.applyAsInt(0x63);
    }

    private static NibbleTable nibbleTable(IntUnaryOperator entry) {
        int[] e = new int[16];
        for (int n = 0; n < 16; n++) {
            e[n] = entry.applyAsInt(n);
        }
        return NibbleTable.of(e);
    }
}
