package dev.aesref.internal.vpaes;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The tables derived in {@link VpaesTables} and {@link Layout} against the values published in
 * BoringSSL's crypto/fipsmodule/aes/asm/vpaes-x86_64.pl ("_vpaes_consts", Mike Hamburg's
 * public-domain constants; the same numbers are in OpenSSL's vpaes-x86_64.pl). Each 16-byte
 * table is given as there: two little-endian quads, lane 0 in the low byte of the first.
 */
class PublishedConstantsTest {

    /**
     * Derived afresh for each test (not the engine's static instance), so that the derivation
     * itself is what is compared.
     */
    private final VpaesTables T = new VpaesTables(TowerField.HAMBURG);

    private static V128 quads(long first, long second) {
        return V128.of(first, second);
    }

    private static void assertTable(long first, long second, NibbleTable derived, String name) {
        assertEquals(quads(first, second), derived.asVector(), name);
    }

    @Test
    void inversionTablesAreLkInv() {
        // .Lk_inv: inv, inva
        assertTable(0x0E05060F0D080180L, 0x040703090A0B0C02L, T.inv, ".Lk_inv inv");
        assertTable(0x01040A060F0B0780L, 0x030D0E0C02050809L, T.invA, ".Lk_inv inva");
    }

    @Test
    void encryptionTablesAreLkIptSb1Sb2Sbo() {
        assertTable(0xC2B2E8985A2A7000L, 0xCABAE09052227808L, T.iptLo, ".Lk_ipt lo");
        assertTable(0x4C01307D317C4D00L, 0xCD80B1FCB0FDCC81L, T.iptHi, ".Lk_ipt hi");
        assertTable(0xB19BE18FCB503E00L, 0xA5DF7A6E142AF544L, T.sb1u, ".Lk_sb1 u");
        assertTable(0x3618D415FAE22300L, 0x3BF7CCC10D2ED9EFL, T.sb1t, ".Lk_sb1 t");
        assertTable(0xE27A93C60B712400L, 0x5EB7E955BC982FCDL, T.sb2u, ".Lk_sb2 u");
        assertTable(0x69EB88400AE12900L, 0xC2A163C8AB82234AL, T.sb2t, ".Lk_sb2 t");
        assertTable(0xD0D26D176FBDC700L, 0x15AABF7AC502A878L, T.sbou, ".Lk_sbo u");
        assertTable(0xCFE474A55FBB6A00L, 0x8E1E90D1412B35FAL, T.sbot, ".Lk_sbo t");
        // .Lk_s63: 0x63 in basis M, in every lane.
        assertEquals(0x5B, T.s63, ".Lk_s63");
        // Not published as such: D(0x63) = M(A^-1(0x63)) = M(0x05) = .Lk_ipt lo[5].
        assertEquals(0xE8, T.d63);
    }

    @Test
    void decryptionTablesAreLkDiptAndDsb() {
        assertTable(0x0F505B040B545F00L, 0x154A411E114E451AL, T.diptLo, ".Lk_dipt lo");
        assertTable(0x86E383E660056500L, 0x12771772F491F194L, T.diptHi, ".Lk_dipt hi");
        assertTable(0x851C03539A86D600L, 0xCAD51F504F994CC9L, T.dsb9u, ".Lk_dsb9 u");
        assertTable(0xC03B1789ECD74900L, 0x725E2C9EB2FBA565L, T.dsb9t, ".Lk_dsb9 t");
        assertTable(0x7D57CCDFE6B1A200L, 0xF56E9B13882A4439L, T.dsbdu, ".Lk_dsbd u");
        assertTable(0x3CE2FAF724C6CB00L, 0x2931180D15DEEFD3L, T.dsbdt, ".Lk_dsbd t");
        assertTable(0xD022649296B44200L, 0x602646F6B0F2D404L, T.dsbbu, ".Lk_dsbb u");
        assertTable(0xC19498A6CD596700L, 0xF3FF0C3E3255AA6BL, T.dsbbt, ".Lk_dsbb t");
        assertTable(0x46F2929626D4D000L, 0x2242600464B4F6B0L, T.dsbeu, ".Lk_dsbe u");
        assertTable(0x0C55A6CDFFAAC100L, 0x9467F36B98593E32L, T.dsbet, ".Lk_dsbe t");
        assertTable(0x1387EA537EF94000L, 0xC7AA6DB9D4943E2DL, T.dsbou, ".Lk_dsbo u");
        assertTable(0x12D7560F93441D00L, 0xCA4B8159D8C58E9CL, T.dsbot, ".Lk_dsbo t");
    }

    @Test
    void theInverseBasisChangeIsLkOpt() {
        // .Lk_opt: the output transform, M^-1 split by nibble.
        V128 lo = quads(0xFF9F4929D6B66000L, 0xF7974121DEBE6808L);
        V128 hi = quads(0x01EDBD5150BCEC00L, 0xE10D5DB1B05C0CE0L);
        for (int n = 0; n < 16; n++) {
            assertEquals(lo.lane(n), T.field.fromTower(n), ".Lk_opt lo " + n);
            assertEquals(hi.lane(n), T.field.fromTower(n << 4), ".Lk_opt hi " + n);
        }
    }

    @Test
    void mixColumnsRotationsAreLkMcForwardAndBackward() {
        long[][] forward = {
            {0x0407060500030201L, 0x0C0F0E0D080B0A09L},
            {0x080B0A0904070605L, 0x000302010C0F0E0DL},
            {0x0C0F0E0D080B0A09L, 0x0407060500030201L},
            {0x000302010C0F0E0DL, 0x080B0A0904070605L},
        };
        long[][] backward = {
            {0x0605040702010003L, 0x0E0D0C0F0A09080BL},
            {0x020100030E0D0C0FL, 0x0A09080B06050407L},
            {0x0E0D0C0F0A09080BL, 0x0605040702010003L},
            {0x0A09080B06050407L, 0x020100030E0D0C0FL},
        };
        // Same index: BoringSSL's first middle round (ours: round 1) reads .Lk_mc_forward+16.
        for (int s = 0; s < 4; s++) {
            assertEquals(quads(forward[s][0], forward[s][1]), Layout.encRotate(s).control(),
                    ".Lk_mc_forward " + s);
            assertEquals(quads(backward[s][0], backward[s][1]), Layout.encRotateBack(s).control(),
                    ".Lk_mc_backward " + s);
            // Decryption's layout after round s is encryption's after round -s.
            int e = (4 - s) & 3;
            assertEquals(quads(forward[e][0], forward[e][1]), Layout.decRotate(s).control(),
                    "decryption rotation " + s);
        }
    }

    @Test
    void outputPermutationsAreLkSr() {
        long[][] sr = {
            {0x0706050403020100L, 0x0F0E0D0C0B0A0908L},
            {0x030E09040F0A0500L, 0x0B06010C07020D08L},
            {0x0F060D040B020900L, 0x070E050C030A0108L},
            {0x0B0E0104070A0D00L, 0x0306090C0F020508L},
        };
        for (int s = 0; s < 4; s++) {
            assertEquals(quads(sr[s][0], sr[s][1]), Layout.fromEncLayout(s).control(), ".Lk_sr " + s);
            assertEquals(quads(sr[(4 - s) & 3][0], sr[(4 - s) & 3][1]), Layout.fromDecLayout(s).control(),
                    "decryption output " + s);
        }
    }
}
