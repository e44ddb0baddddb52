package dev.aesref.tools.trace;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.ExpandedKey;
import dev.aesref.engines.Engines;
import dev.aesref.internal.vpaes.VpaesSteps;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The vpaes trace against the FIPS-197 engine's Appendix C listing (checked against the standard's
 * text by {@code AppendixCTraceTest}) and against the vpaes engine's own output.
 */
class VpaesTraceTest {

    private static final HexFormat HEX = HexFormat.of();

    /** The listing's {@code round[ r].label} values by name. */
    private static Map<String, byte[]> spec(List<String> lines) {
        return SpecTrace.values(lines);
    }

    private static void assertEverySpecValue(List<VpaesTrace.Step> steps, Map<String, byte[]> spec, String what) {
        for (VpaesTrace.Step s : steps) {
            byte[] expected = spec.get(String.format("round[%2d].%s", s.round(), s.label()));
            assertTrue(expected != null, what + ": no round[" + s.round() + "]." + s.label());
            assertEquals(HEX.formatHex(expected), HEX.formatHex(s.fips()), what + ": " + s.step());
        }
    }

    @Test
    void everyRoundOfEveryKeySizeIsTheSpecsValueAndTheLastIsTheEngines() {
        SplittableRandom rnd = Seeds.random(0x7ACFL);
        for (int keyBytes : new int[] {16, 24, 32}) {
            for (int trial = 0; trial < 4; trial++) {
                byte[] key = Seeds.bytes(rnd, keyBytes);
                byte[] block = Seeds.bytes(rnd, 16);
                String what = keyBytes + "-byte key " + HEX.formatHex(key) + ", block " + HEX.formatHex(block);
                int rounds = keyBytes / 4 + 6;
                List<VpaesTrace.Step> enc = VpaesTrace.encrypt(key, block);
                List<VpaesTrace.Step> dec = VpaesTrace.decrypt(key, block);
                assertEquals(rounds + 1, enc.size(), what);
                assertEquals(rounds + 1, dec.size(), what);
                assertEverySpecValue(enc, spec(SpecTrace.encrypt(key, block)), what + " encrypt");
                assertEverySpecValue(dec, spec(SpecTrace.equivalentInverse(key, block)), what + " decrypt");
                ExpandedKey engine = Engines.byName("vpaes-1x").expandKey(key);
                byte[] out = new byte[16];
                engine.encryptBlocks(block, 0, out, 0, 1);
                assertArrayEquals(out, enc.get(rounds).fips(), what);
                engine.decryptBlocks(block, 0, out, 0, 1);
                assertArrayEquals(out, dec.get(rounds).fips(), what);
                engine.destroy();
            }
        }
    }

    /** FIPS-197 Appendix C.1: the lanes after round 1, in basis M and the layout one ShiftRows back. */
    /** A wrong S-box step shows at the round that runs it, and at every round after it only. */
    @Test
    void aWrongSubBytesShowsFromItsRoundOn() {
        byte[] key = HEX.parseHex("000102030405060708090a0b0c0d0e0f");
        byte[] block = HEX.parseHex("00112233445566778899aabbccddeeff");
        int[] calls = {0};
        // Round 5's S-box runs on a state with one bit flipped.
        VpaesTrace.Rounds wrong = new VpaesTrace.Rounds((lo, hi, s) -> VpaesSteps.encSubBytes(
                ++calls[0] == 5 ? lo ^ 1 : lo, hi, s));
        Map<String, byte[]> spec = spec(SpecTrace.encrypt(key, block));
        for (VpaesTrace.Step s : VpaesTrace.encrypt(key, block, wrong)) {
            boolean same = HEX.formatHex(spec.get(String.format("round[%2d].%s", s.round(), s.label())))
                    .equals(HEX.formatHex(s.fips()));
            assertEquals(s.round() <= 5, same, s.round() + "." + s.label());
        }
        assertEquals(HEX.formatHex(VpaesTrace.encrypt(key, block).get(10).fips()),
                HEX.formatHex(VpaesTrace.encrypt(key, block, VpaesTrace.Rounds.CORE).get(10).fips()));
    }

    /**
     * The key schedule: each round key read back from the engine's own form (VpaesKeySchedule's
     * encryption keys, which the trace prints) is the FIPS-197 round key of the spec listing.
     */
    @Test
    void everyRoundKeyReadBackFromTheEnginesFormIsTheStandards() {
        SplittableRandom rnd = Seeds.random(0x7AD1L);
        for (int keyBytes : new int[] {16, 24, 32}) {
            for (int trial = 0; trial < 4; trial++) {
                byte[] key = Seeds.bytes(rnd, keyBytes);
                String what = keyBytes + "-byte key " + HEX.formatHex(key);
                int rounds = keyBytes / 4 + 6;
                List<VpaesTrace.Step> keys = VpaesTrace.keySchedule(key);
                assertEquals(rounds + 1, keys.size(), what);
                assertEverySpecValue(keys, spec(SpecTrace.encrypt(key, new byte[16])), what);
                long[] form = VpaesTrace.keys(key, rounds, true);
                for (int r = 0; r <= rounds; r++) {
                    VpaesTrace.Step s = keys.get(r);
                    assertEquals(r, s.round(), what);
                    assertEquals(HEX.formatHex(littleEndian(form[2 * r], form[2 * r + 1])), HEX.formatHex(s.lanes()),
                            what + ", round " + r + ": the lanes are the engine's key");
                }
            }
        }
        // FIPS-197 Appendix A.1: K_0 in basis M, K_1 mixed, K_10 = d014f9a8c9ee2589e13f0cc8b6630ca6 in the last layout.
        List<VpaesTrace.Step> a1 = VpaesTrace.keySchedule(HEX.parseHex("2b7e151628aed2a6abf7158809cf4f3c"));
        assertEquals(List.of("round key 0: basis M", "round key 1: basis M, x (rot + rot^2 + rot^3), + M(63)"),
                a1.subList(0, 2).stream().map(VpaesTrace.Step::step).toList());
        assertEquals("a0fafe1788542cb123a339392a6c7605", HEX.formatHex(a1.get(1).fips()));
        assertEquals("M x C + M(63)", a1.get(1).basis());
        assertArrayEquals(VpaesSteps.encLayout(1), a1.get(1).layout());
        VpaesTrace.Step last = a1.get(10);
        assertEquals("round key 10: AES basis, + 63", last.step());
        assertEquals("d014f9a8c9ee2589e13f0cc8b6630ca6", HEX.formatHex(last.fips()));
        for (int q = 0; q < 16; q++) {
            assertEquals((byte) (last.fips()[last.layout()[q]] ^ 0x63), last.lanes()[q], "last key, lane " + q);
        }
    }

    @Test
    void theLanesAreTheStateInBasisMAndTheMovedLayout() {
        byte[] key = HEX.parseHex("000102030405060708090a0b0c0d0e0f");
        byte[] block = HEX.parseHex("00112233445566778899aabbccddeeff");
        List<VpaesTrace.Step> enc = VpaesTrace.encrypt(key, block);
        VpaesTrace.Step first = enc.get(1);
        assertEquals("89d810e8855ace682d1843d8cb128fe4", HEX.formatHex(first.fips())); // round[ 2].start
        assertEquals("M", first.basis());
        // One ShiftRows back: lane 4c + r holds FIPS byte 4((c - r) mod 4) + r (FIPS-197 section 5.1.2).
        int[] back = new int[16];
        for (int c = 0; c < 4; c++) {
            for (int row = 0; row < 4; row++) {
                back[4 * c + row] = 4 * ((c - row) & 3) + row;
            }
        }
        assertArrayEquals(back, first.layout());
        for (int q = 0; q < 16; q++) {
            assertEquals(VpaesSteps.towerBasis(first.fips()[first.layout()[q]] & 0xFF) & 0xFF,
                    first.lanes()[q] & 0xFF, "lane " + q);
        }
        assertEquals("69c4e0d86a7b0430d8cdb78070b4c55a", HEX.formatHex(enc.get(10).fips()));
    }

    @Test
    void theLinesShowEachLaneAndTheFipsByteItHoldsAndTheStepsSayWhichKey() {
        byte[] key = HEX.parseHex("000102030405060708090a0b0c0d0e0f");
        List<VpaesTrace.Step> enc = VpaesTrace.encrypt(key, HEX.parseHex("00112233445566778899aabbccddeeff"));
        assertEquals(List.of("lane byte f9 67 27 09 69 b9 4b b9 9c 12 4d 18 ae 45 46 88",
                "FIPS byte  0 13 10  7  4  1 14 11  8  5  2 15 12  9  6  3"), VpaesTrace.lanes(enc.get(1)));
        List<VpaesTrace.Step> dec = VpaesTrace.decrypt(key, HEX.parseHex("69c4e0d86a7b0430d8cdb78070b4c55a"));
        assertEquals(List.of("basis change (dipt), add key 10",
                "inverse S-box in the tower field, InvMixColumns by rotations, add key 9",
                "inverse S-box in the tower field, InvMixColumns by rotations, add key 1",
                "last inverse S-box (dsbo, AES basis), add key 0"),
                List.of(dec.get(0).step(), dec.get(1).step(), dec.get(9).step(), dec.get(10).step()));
        assertEquals("D + d63", dec.get(1).basis());
        assertEquals("AES", dec.get(10).basis());
    }

    @Test
    void aWrongKeyOrBlockIsRefusedByName() {
        assertEquals("plaintext length must be 16 bytes (one AES block), got 17 bytes",
                assertThrows(IllegalArgumentException.class,
                        () -> VpaesTrace.encrypt(new byte[16], new byte[17])).getMessage());
        assertEquals("ciphertext length must be 16 bytes (one AES block), got 15 bytes",
                assertThrows(IllegalArgumentException.class,
                        () -> VpaesTrace.decrypt(new byte[24], new byte[15])).getMessage());
        assertThrows(IllegalArgumentException.class, () -> VpaesTrace.encrypt(new byte[15], new byte[16]));
        assertThrows(NullPointerException.class, () -> VpaesTrace.decrypt(new byte[16], null));
    }

    @Test
    void theBasisTablesAreInverses() {
        int[] fromM = VpaesTrace.inverseOf(VpaesSteps::towerBasis);
        for (int x = 0; x < 256; x++) {
            assertEquals(x, fromM[(int) (VpaesSteps.towerBasis(x) & 0xFF)]);
        }
        assertThrows(IllegalStateException.class, () -> VpaesTrace.inverseOf(x -> x & 0x7F));
    }

    /** Two longs as sixteen bytes, {@code lo}'s low byte first. */
    private static byte[] littleEndian(long lo, long hi) {
        byte[] b = new byte[16];
        for (int i = 0; i < 8; i++) {
            b[i] = (byte) (lo >>> (8 * i));
            b[8 + i] = (byte) (hi >>> (8 * i));
        }
        return b;
    }
}
