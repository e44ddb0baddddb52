package dev.aesref.internal.vpaes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.harness.Seeds;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The field arithmetic the tables come from, checked against the definitions rather than
 * against the tables: GF(256) against FIPS-197's examples, the tower representation against
 * field laws, the inversion network against inversion.
 */
class TowerFieldTest {

    @Test
    void aesFieldMatchesFips197() {
        // FIPS-197 section 4.2: {57} * {83} = {c1}; 4.2.1: {57} * {13} = {fe}; xtime chain.
        assertEquals(0xC1, Gf256.mul(0x57, 0x83));
        assertEquals(0xFE, Gf256.mul(0x57, 0x13));
        assertEquals(0xAE, Gf256.xtime(0x57));
        assertEquals(0x47, Gf256.xtime(0xAE));
        assertEquals(0x8E, Gf256.xtime(0x47));
        assertEquals(0x07, Gf256.xtime(0x8E));
        // The S-box, FIPS-197 figure 7: S(00) = 63, S(01) = 7c, S(53) = ed, S(ff) = 16.
        assertEquals(0x63, Gf256.sbox(0x00));
        assertEquals(0x7C, Gf256.sbox(0x01));
        assertEquals(0xED, Gf256.sbox(0x53));
        assertEquals(0x16, Gf256.sbox(0xFF));
        assertEquals(0, Gf256.inverse(0));
        for (int a = 1; a < 256; a++) {
            assertEquals(1, Gf256.mul(a, Gf256.inverse(a)));
        }
        for (int y = 0; y < 256; y++) {
            assertEquals(y, Gf256.inverseAffineLinear(Gf256.affineLinear(y)));
        }
        assertEquals(1, Gf256.pow(0x03, 255));
        assertEquals(1, Gf256.pow(0x35, 0));
    }

    @Test
    void theKeyScheduleSboxIsTheAesSbox() {
        for (int x = 0; x < 256; x++) {
            long lanes = (x & 0xFFL) * 0x0101010101010101L;
            long expected = (Gf256.sbox(x) & 0xFFL) * 0x0101010101010101L;
            assertEquals(expected, VpaesCore.subBytes(lanes, new long[4]), "S(" + x + ")");
        }
        // Distinct lanes stay apart: S(00..07) = 63 7c 77 7b f2 6b 6f c5 (FIPS-197 figure 7).
        assertEquals(0xC56F6BF27B777C63L, VpaesCore.subBytes(0x0706050403020100L, new long[4]));
    }

    @Test
    void hamburgsEmbeddingIsAFieldIsomorphism() {
        TowerField f = TowerField.HAMBURG;
        for (int y = 0; y < 256; y++) {
            assertEquals(y, f.toTower(f.fromTower(y)));
        }
        // The subfield GF(16) is the set of bytes with low nibble 0, scaled by 1/a.
        for (int n = 0; n < 16; n++) {
            assertEquals(1, Gf256.pow(f.embed(n), 16) == f.embed(n) ? 1 : 0);
        }
        // Linear over GF(2).
        for (int x = 0; x < 256; x += 7) {
            for (int z = 0; z < 256; z += 11) {
                assertEquals(f.toTower(x) ^ f.toTower(z), f.toTower(x ^ z));
            }
        }
        // z = nibble 0xE is 1/a, and r is a root of r^2 + r + z.
        assertEquals(1, Gf256.mul(f.embed(TowerField.A_NIBBLE), f.embed(0xE)));
        assertEquals(0, Gf256.mul(TowerField.R_IN_AES, TowerField.R_IN_AES) ^ TowerField.R_IN_AES ^ f.embed(0xE));
        // U and V as TowerField's derivation says: U = 1 + a r, V = U + a.
        assertEquals(f.u() ^ f.embed(TowerField.A_NIBBLE), f.v());
        assertEquals(1 ^ Gf256.mul(f.embed(TowerField.A_NIBBLE), TowerField.R_IN_AES), f.u());
        assertEquals(TowerField.INFINITY, f.inverseNibble(0));
        assertEquals(TowerField.INFINITY, f.aOverNibble(0));
        for (int n = 1; n < 16; n++) {
            assertEquals(1, Gf256.mul(f.embed(n), f.embed(f.inverseNibble(n))));
            assertEquals(f.embed(TowerField.A_NIBBLE), Gf256.mul(f.embed(n), f.embed(f.aOverNibble(n))));
        }
    }

    /** The network, on one byte, with a plain pshufb on the given tables. */
    static int invertByNetwork(VpaesTables t, int y) {
        int i = y >>> 4;
        int k = y & 15;
        int j = i ^ k;
        int ak = t.invA.entry(k);
        int iak = t.inv.entry(i) ^ ak;
        int jak = t.inv.entry(j) ^ ak;
        int io = ((iak & 0x80) != 0 ? 0 : t.inv.entry(iak & 15)) ^ j;
        int jo = ((jak & 0x80) != 0 ? 0 : t.inv.entry(jak & 15)) ^ i;
        int u = (io & 0x80) != 0 ? 0 : t.sbou.entry(io & 15);
        int v = (jo & 0x80) != 0 ? 0 : t.sbot.entry(jo & 15);
        return u ^ v;
    }

    @Test
    void everyEmbeddingChoiceGivesTheSboxButOnlyHamburgsGivesHisTables() {
        List<Integer> orderFive = new ArrayList<>();
        for (int b = 2; b < 256; b++) {
            if (Gf256.pow(b, 5) == 1) {
                orderFive.add(b);
            }
        }
        assertEquals(4, orderFive.size());
        int choices = 0;
        for (int b : orderFive) {
            for (int r = 0; r < 256; r++) {
                TowerField f;
                try {
                    f = new TowerField(b, r);
                } catch (IllegalArgumentException notARoot) {
                    continue;
                }
                choices++;
                VpaesTables t = new VpaesTables(f);
                for (int x = 0; x < 256; x++) {
                    int s = invertByNetwork(t, f.toTower(x)) ^ 0x63;
                    assertEquals(Gf256.sbox(x), s, "b=" + b + " r=" + r + " x=" + x);
                }
                if (b != TowerField.B_IN_AES || r != TowerField.R_IN_AES) {
                    assertNotEquals(java.util.List.of(VpaesTables.STANDARD.iptLo.asVector(),
                            VpaesTables.STANDARD.iptHi.asVector()), java.util.List.of(t.iptLo.asVector(), t.iptHi.asVector()));
                }
            }
        }
        assertEquals(8, choices);
    }

    @Test
    void anElementNotOfOrderFiveIsRefusedEvenWithAFittingRoot() {
        int tested = 0;
        for (int b = 0; b < 256; b++) {
            if (b != 1 && Gf256.pow(b, 5) == 1) {
                continue;
            }
            // z as this b would define it: b + b^2 + b^4 (nibble 0xE on the basis 1, b, b^2, b^4).
            int b2 = Gf256.mul(b, b);
            int z = b ^ b2 ^ Gf256.mul(b2, b2);
            for (int r = 0; r < 256; r++) {
                if ((Gf256.mul(r, r) ^ r ^ z) == 0) {
                    int root = r;
                    int element = b;
                    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                            () -> new TowerField(element, root));
                    assertEquals("b must have multiplicative order 5", e.getMessage());
                    tested++;
                    break;
                }
            }
        }
        assertTrue(tested > 100, "tested " + tested);
    }

    @Test
    void badEmbeddingsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new TowerField(0, TowerField.R_IN_AES));
        assertThrows(IllegalArgumentException.class, () -> new TowerField(1, TowerField.R_IN_AES));
        assertThrows(IllegalArgumentException.class, () -> new TowerField(2, TowerField.R_IN_AES));
        assertThrows(IllegalArgumentException.class, () -> new TowerField(TowerField.B_IN_AES, 0xFD));
    }

    @Test
    void fips197KeyExpansionLastWords() {
        // FIPS-197 Appendix A.1-A.3: the last four words of each expansion.
        String[][] cases = {
            {"2b7e151628aed2a6abf7158809cf4f3c", "d014f9a8c9ee2589e13f0cc8b6630ca6"},
            {"8e73b0f7da0e6452c810f32b809079e562f8ead2522c6b7b", "e98ba06f448c773c8ecc720401002202"},
            {"603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4",
                "fe4890d1e6188d0b046df344706c631e"},
        };
        for (String[] c : cases) {
            byte[] key = HexFormat.of().parseHex(c[0]);
            int rounds = key.length / 4 + 6;
            long[] k = new long[2 * (rounds + 1)];
            VpaesKeySchedule.roundKeys(key, new int[4 * (rounds + 1)], new long[4], k);
            assertEquals(c[1], HexFormat.of().formatHex(V128.of(k[2 * rounds], k[2 * rounds + 1]).toBytes()));
            assertEquals(c[0].substring(0, 32), HexFormat.of().formatHex(V128.of(k[0], k[1]).toBytes()));
        }
    }

    /** MixColumns by its definition (FIPS-197 section 5.1.3), for checking InvMixColumns. */
    static V128 mixColumns(V128 v) {
        int[] out = new int[16];
        for (int c = 0; c < 4; c++) {
            for (int row = 0; row < 4; row++) {
                int a0 = v.lane(4 * c + row);
                int a1 = v.lane(4 * c + (row + 1) % 4);
                int a2 = v.lane(4 * c + (row + 2) % 4);
                int a3 = v.lane(4 * c + (row + 3) % 4);
                out[4 * c + row] = Gf256.mul(2, a0) ^ Gf256.mul(3, a1) ^ a2 ^ a3;
            }
        }
        return V128.ofLanes(out);
    }

    private static V128 invMixColumns(V128 v) {
        long[] out = new long[4];
        VpaesKeySchedule.invMixColumns(v.lo, v.hi, out, 1);
        assertEquals(0L, out[0] | out[3], "writes out[at], out[at + 1] only");
        return V128.of(out[1], out[2]);
    }

    @Test
    void invMixColumnsUndoesMixColumns() {
        var rnd = Seeds.random(70);
        for (int trial = 0; trial < 100; trial++) {
            V128 v = V128.of(rnd.nextLong(), rnd.nextLong());
            assertEquals(v, invMixColumns(mixColumns(v)));
        }
        // FIPS-197 Appendix B, round 1: after MixColumns "04 66 81 e5 e0 cb 19 9a 48 f8 d3 7a 28 06 26 4c"
        // came from "d4 bf 5d 30 e0 b4 52 ae b8 41 11 f1 1e 27 98 e5".
        V128 mixed = V128.load(HexFormat.of().parseHex("046681e5e0cb199a48f8d37a2806264c"), 0);
        assertEquals("d4bf5d30e0b452aeb84111f11e2798e5", HexFormat.of().formatHex(invMixColumns(mixed).toBytes()));
    }

    @Test
    void layoutPowersAndInverses() {
        int[] sr = Layout.shiftRows();
        assertEquals(Layout.power(sr, 4)[5], Layout.identity()[5]);
        for (int q = 0; q < 16; q++) {
            assertEquals(q, Layout.power(sr, 4)[q]);
            assertEquals(q, Layout.compose(sr, Layout.inverse(sr))[q]);
            assertEquals(Layout.power(sr, 3)[q], Layout.inverse(sr)[q]);
            assertEquals(Layout.power(sr, 2)[q], Layout.compose(sr, sr)[q]);
            assertEquals(Layout.encState(1)[q], Layout.decState(3)[q]);
        }
        assertEquals(5, Layout.shiftRows()[1]);
        assertEquals(2, Layout.rotateRows()[1]);
        assertEquals(0, Layout.rotateRows()[3]);
    }

    /**
     * The layouts of round {@code s} repeat with period 4 (ShiftRows has order 4), which is what
     * lets the key schedule and the core keep one table per {@code s mod 4}: the permutations
     * built for {@code s} and {@code s + 4} move the bytes of a vector with sixteen different
     * bytes the same way, for every round of AES-256, and each moves byte {@code q} where its
     * definition ({@code encState}, {@code decState}, {@code rotateIn}) says.
     */
    @Test
    void roundLayoutsRepeatEveryFourRounds() {
        long lo = 0x0706050403020100L;
        long hi = 0x0F0E0D0C0B0A0908L;
        for (int s = 0; s <= 14; s++) {
            BytePermutation[] now = {Layout.toEncLayout(s), Layout.toDecLayout(s), Layout.encRotate(s)};
            BytePermutation[] later = {Layout.toEncLayout(s + 4), Layout.toDecLayout(s + 4), Layout.encRotate(s + 4)};
            int[][] definitions = {Layout.encState(s), Layout.decState(s), Layout.rotateIn(Layout.encState(s))};
            for (int t = 0; t < now.length; t++) {
                assertEquals(now[t].lo(lo, hi), later[t].lo(lo, hi), "table " + t + ", round " + s);
                assertEquals(now[t].hi(lo, hi), later[t].hi(lo, hi), "table " + t + ", round " + s);
                // Byte i of the result is byte definition[i] of the input, which is the value definition[i].
                for (int i = 0; i < 16; i++) {
                    long half = i < 8 ? now[t].lo(lo, hi) : now[t].hi(lo, hi);
                    assertEquals(definitions[t][i], (int) (half >>> (8 * (i % 8))) & 0xFF,
                            "table " + t + ", round " + s + ", byte " + i);
                }
            }
        }
    }
}
