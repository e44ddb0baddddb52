package dev.aesref.tools.trace;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.ExpandedKey;
import dev.aesref.engines.Engines;
import dev.aesref.internal.nohw.NohwEngine;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The nohw trace against the FIPS-197 engine's Appendix C listing (itself checked against the
 * standard's text by {@code AppendixCTraceTest}) and against the nohw engine's own output.
 */
class NohwTraceTest {

    private static final HexFormat HEX = HexFormat.of();

    /** The listing's {@code round[ r].label} values by name. */
    private static Map<String, byte[]> spec(List<String> lines) {
        return SpecTrace.values(lines);
    }

    private static void assertEverySpecValue(List<NohwTrace.Step> steps, Map<String, byte[]> spec, String what) {
        for (NohwTrace.Step s : steps) {
            byte[] expected = spec.get(String.format("round[%2d].%s", s.round(), s.label()));
            assertTrue(expected != null, what + ": no round[" + s.round() + "]." + s.label() + " in the spec listing");
            assertEquals(HEX.formatHex(expected), HEX.formatHex(s.fips()), what + ": " + s.step());
        }
    }

    @Test
    void everyStepOfEveryKeySizeIsTheSpecsValueAndTheLastIsTheEngines() {
        SplittableRandom rnd = Seeds.random(0x7ACEL);
        for (int keyBytes : new int[] {16, 24, 32}) {
            for (int trial = 0; trial < 4; trial++) {
                byte[] key = Seeds.bytes(rnd, keyBytes);
                byte[] block = Seeds.bytes(rnd, 16);
                String what = keyBytes + "-byte key " + HEX.formatHex(key) + ", block " + HEX.formatHex(block);
                List<NohwTrace.Step> enc = NohwTrace.encrypt(key, block);
                List<NohwTrace.Step> dec = NohwTrace.decrypt(key, block);
                int rounds = keyBytes / 4 + 6;
                assertEquals(2 + 2 * rounds, enc.size(), what);
                assertEquals(2 + 3 * rounds - 1, dec.size(), what);
                assertEverySpecValue(enc, spec(SpecTrace.encrypt(key, block)), what + " encrypt");
                assertEverySpecValue(dec, spec(SpecTrace.decrypt(key, block)), what + " decrypt");
                assertEverySpecValue(NohwTrace.keySchedule(key), spec(SpecTrace.encrypt(key, block)), what + " keys");
                assertEquals(rounds + 1, NohwTrace.keySchedule(key).size());

                ExpandedKey engine = Engines.byName(NohwEngine.NAME).expandKey(key);
                byte[] out = new byte[16];
                engine.encryptBlocks(block, 0, out, 0, 1);
                assertArrayEquals(out, enc.get(enc.size() - 1).fips(), what);
                engine.decryptBlocks(block, 0, out, 0, 1);
                assertArrayEquals(out, dec.get(dec.size() - 1).fips(), what);
                engine.destroy();
            }
        }
    }

    /** FIPS-197 Appendix C.1, round 1: the S-box output, held without its 0x63, and what follows. */
    @Test
    void theSboxStateIsHeldWithoutItsConstantAndTheLinearLayerKeepsItOut() {
        byte[] key = HEX.parseHex("000102030405060708090a0b0c0d0e0f");
        byte[] block = HEX.parseHex("00112233445566778899aabbccddeeff");
        List<NohwTrace.Step> enc = NohwTrace.encrypt(key, block);
        NohwTrace.Step input = enc.get(0);
        assertEquals("load and row-slice", input.step());
        assertEquals("0.input", input.round() + "." + input.label());
        assertArrayEquals(block, input.held());
        NohwTrace.Step sbox = enc.get(1);
        assertEquals("add key 0, S-box without 0x63", sbox.step());
        assertEquals("1.s_box", sbox.round() + "." + sbox.label());
        assertEquals("63cab7040953d051cd60e0e7ba70e18c", HEX.formatHex(sbox.fips()));
        assertArrayEquals(xor63(sbox.fips()), sbox.held());
        NohwTrace.Step mcol = enc.get(2);
        assertEquals("ShiftRows and MixColumns", mcol.step());
        assertEquals("1.m_col", mcol.round() + "." + mcol.label());
        assertEquals("5f72641557f5bc92f7be3b291db9f91a", HEX.formatHex(mcol.fips()));
        assertArrayEquals(xor63(mcol.fips()), mcol.held());
        NohwTrace.Step last = enc.get(enc.size() - 2);
        assertEquals("ShiftRows", last.step());
        assertEquals("10.s_row", last.round() + "." + last.label());
        NohwTrace.Step output = enc.get(enc.size() - 1);
        assertEquals("add key 10 (0x63 folded in)", output.step());
        assertEquals("69c4e0d86a7b0430d8cdb78070b4c55a", HEX.formatHex(output.held()));
        assertArrayEquals(output.held(), output.fips());

        List<NohwTrace.Step> dec = NohwTrace.decrypt(key, output.held());
        assertEquals(List.of("load and row-slice", "add key 10", "InvShiftRows", "inverse S-box, add key 9",
                "InvMixColumns"), dec.subList(0, 5).stream().map(NohwTrace.Step::step).toList());
        assertEquals("inverse S-box, add key 0", dec.get(dec.size() - 1).step());
        for (NohwTrace.Step s : dec) {
            assertArrayEquals(s.held(), s.fips(), "decryption holds FIPS-197's values: " + s.step());
        }
        assertEquals("round key 10", NohwTrace.keySchedule(key).get(10).step());
    }

    /** Block slot 0 carries the block; the round keys fill all sixteen slots. */
    @Test
    void theBlockIsInSlotZeroAndTheKeysInEverySlot() {
        byte[] block = new byte[16];
        block[5] = 1; // row 1, column 1, bit 0
        NohwTrace.Step input = NohwTrace.encrypt(new byte[16], block).get(0);
        for (int j = 0; j < 32; j++) {
            assertEquals(j == 8 ? 1L << 16 : 0L, input.words()[j], "word " + j);
        }
        for (NohwTrace.Step s : NohwTrace.keySchedule(HEX.parseHex("2b7e151628aed2a6abf7158809cf4f3c"))) {
            for (long word : s.words()) {
                for (int c = 0; c < 4; c++) {
                    long lane = word >>> (16 * c) & 0xFFFF;
                    assertTrue(lane == 0 || lane == 0xFFFF, s.step());
                }
            }
        }
        assertEquals("2b7e151628aed2a6abf7158809cf4f3c",
                HEX.formatHex(NohwTrace.keySchedule(HEX.parseHex("2b7e151628aed2a6abf7158809cf4f3c")).get(0).fips()));
        assertEquals("d014f9a8c9ee2589e13f0cc8b6630ca6", // FIPS-197 A.1, w[40..43]
                HEX.formatHex(NohwTrace.keySchedule(HEX.parseHex("2b7e151628aed2a6abf7158809cf4f3c")).get(10).fips()));
    }

    @Test
    void theGridNamesEachWordAndShowsEachBitWhereTheLayoutPutsIt() {
        long[] words = new long[32];
        words[8] = 1L << 16; // row 1, bit 0: column 1, block 0
        words[31] = 1L << 63 | 1L; // row 3, bit 7: column 3 block 15, column 0 block 0
        List<String> grid = NohwTrace.grid(words);
        assertEquals(34, grid.size());
        assertEquals("word  r i column 0         column 1         column 2         column 3", grid.get(0));
        assertEquals("          block 0..15      block 0..15      block 0..15      block 0..15", grid.get(1));
        String dots = ".".repeat(16);
        assertEquals("w[ 0] 0 0 " + dots + " " + dots + " " + dots + " " + dots, grid.get(2));
        assertEquals("w[ 8] 1 0 " + dots + " 1" + ".".repeat(15) + " " + dots + " " + dots, grid.get(10));
        assertEquals("w[31] 3 7 1" + ".".repeat(15) + " " + dots + " " + dots + " " + ".".repeat(15) + "1",
                grid.get(33));
        for (String line : grid) {
            assertTrue(line.length() <= 80, line);
        }
        assertEquals("words must be 32 longs, got 31",
                assertThrows(IllegalArgumentException.class, () -> NohwTrace.grid(new long[31])).getMessage());
    }

    /** A wrong batch function shows at the step that runs it, and at every step after it only. */
    @Test
    void aWrongSboxPassShowsFromItsStepOn() {
        byte[] key = HEX.parseHex("000102030405060708090a0b0c0d0e0f");
        byte[] block = HEX.parseHex("00112233445566778899aabbccddeeff");
        NohwTrace.Rounds engine = NohwTrace.Rounds.SCALAR;
        int[] calls = {0};
        // Round 3's S-box pass on row 2 (the 4 rows of a round are calls 4r-3 .. 4r) leaves the row as it is.
        NohwTrace.Rounds wrong = new NohwTrace.Rounds((w, o, keys, k) -> {
            if (++calls[0] != 4 * 3 - 1) {
                engine.sbox().apply(w, o, keys, k);
            }
        }, engine.shiftRowsMixColumns(), engine.shiftRows());
        Map<String, byte[]> spec = spec(SpecTrace.encrypt(key, block));
        List<NohwTrace.Step> steps = NohwTrace.encrypt(key, block, wrong);
        for (NohwTrace.Step s : steps) {
            boolean same = HEX.formatHex(spec.get(String.format("round[%2d].%s", s.round(), s.label())))
                    .equals(HEX.formatHex(s.fips()));
            assertEquals(s.round() < 3, same, s.round() + "." + s.label());
        }
        assertEquals(HEX.formatHex(NohwTrace.encrypt(key, block).get(21).fips()),
                HEX.formatHex(NohwTrace.encrypt(key, block, engine).get(21).fips()));
    }

    @Test
    void aWrongKeyOrBlockIsRefusedByName() {
        assertEquals("key length must be 16, 24 or 32 bytes (AES-128/192/256), got 15 bytes",
                assertThrows(IllegalArgumentException.class,
                        () -> NohwTrace.encrypt(new byte[15], new byte[16])).getMessage());
        assertEquals("plaintext length must be 16 bytes (one AES block), got 17 bytes",
                assertThrows(IllegalArgumentException.class,
                        () -> NohwTrace.encrypt(new byte[16], new byte[17])).getMessage());
        assertEquals("ciphertext length must be 16 bytes (one AES block), got 15 bytes",
                assertThrows(IllegalArgumentException.class,
                        () -> NohwTrace.decrypt(new byte[32], new byte[15])).getMessage());
        assertThrows(IllegalArgumentException.class, () -> NohwTrace.keySchedule(new byte[20]));
        assertThrows(NullPointerException.class, () -> NohwTrace.decrypt(new byte[16], null));
    }

    private static byte[] xor63(byte[] b) {
        byte[] out = b.clone();
        for (int i = 0; i < out.length; i++) {
            out[i] ^= 0x63;
        }
        return out;
    }
}
