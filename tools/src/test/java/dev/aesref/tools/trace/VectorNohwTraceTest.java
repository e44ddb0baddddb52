package dev.aesref.tools.trace;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.ExpandedKey;
import dev.aesref.engines.Engines;
import dev.aesref.internal.nohw.NohwEngine;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The {@code nohw-vector} trace against the FIPS-197 engine's Appendix C listing, lane by lane,
 * against the scalar trace it must equal in every lane ({@link NohwTrace}, itself checked against
 * the listing), and against the engine's own 64-block pass. Needs the {@code jdk.incubator.vector}
 * module ({@code -Pno-vector-module} leaves this class out).
 */
@Tag("vector-module")
class VectorNohwTraceTest {

    private static final HexFormat HEX = HexFormat.of();

    private static void assertLanes(List<VectorNohwTrace.Step> steps, List<NohwTrace.Step> scalar,
                                    Map<String, byte[]> spec, String what) {
        assertEquals(scalar.size(), steps.size(), what);
        for (int i = 0; i < steps.size(); i++) {
            VectorNohwTrace.Step s = steps.get(i);
            NohwTrace.Step n = scalar.get(i);
            assertEquals(n.round() + "." + n.label(), s.round() + "." + s.label(), what + ": step " + i);
            byte[] expected = spec.get(String.format("round[%2d].%s", s.round(), s.label()));
            assertTrue(expected != null, what + ": no round[" + s.round() + "]." + s.label() + " in the listing");
            for (int lane = 0; lane < VectorNohwTrace.LANES; lane++) {
                String at = what + ": " + s.step() + ", lane " + lane;
                assertEquals(HEX.formatHex(expected), HEX.formatHex(s.fips()[lane]), at);
                assertArrayEquals(n.held(), s.held()[lane], at);
                assertArrayEquals(n.words(), VectorNohwTrace.lane(s.words(), lane), at);
            }
        }
    }

    @Test
    void everyLaneOfEveryStepIsTheScalarBatchAndTheSpecsValueAndTheLastIsTheEngines() {
        SplittableRandom rnd = Seeds.random(0x7ACE4L);
        for (int keyBytes : new int[] {16, 24, 32}) {
            for (int trial = 0; trial < 3; trial++) {
                byte[] key = Seeds.bytes(rnd, keyBytes);
                byte[] block = Seeds.bytes(rnd, 16);
                String what = keyBytes + "-byte key " + HEX.formatHex(key) + ", block " + HEX.formatHex(block);
                List<VectorNohwTrace.Step> enc = VectorNohwTrace.encrypt(key, block);
                List<VectorNohwTrace.Step> dec = VectorNohwTrace.decrypt(key, block);
                assertLanes(enc, NohwTrace.encrypt(key, block), SpecTrace.values(SpecTrace.encrypt(key, block)),
                        what + " encrypt");
                assertLanes(dec, NohwTrace.decrypt(key, block), SpecTrace.values(SpecTrace.decrypt(key, block)),
                        what + " decrypt");

                // The engine's own wide pass: 64 blocks, the first four the block, the rest zeros,
                // as the trace loads them (one block alone would take the short path instead).
                ExpandedKey engine = Engines.byName(NohwEngine.VECTOR_NAME).expandKey(key);
                byte[] in = new byte[64 * 16];
                for (int b = 0; b < 4; b++) {
                    System.arraycopy(block, 0, in, 16 * b, 16);
                }
                byte[] out = new byte[in.length];
                for (boolean encrypt : new boolean[] {true, false}) {
                    if (encrypt) {
                        engine.encryptBlocks(in, 0, out, 0, 64);
                    } else {
                        engine.decryptBlocks(in, 0, out, 0, 64);
                    }
                    VectorNohwTrace.Step last = (encrypt ? enc : dec).get((encrypt ? enc : dec).size() - 1);
                    for (int lane = 0; lane < VectorNohwTrace.LANES; lane++) {
                        assertArrayEquals(Arrays.copyOfRange(out, 16 * lane, 16 * lane + 16), last.fips()[lane],
                                what + (encrypt ? " encrypt" : " decrypt") + ", lane " + lane);
                    }
                }
                engine.destroy();
            }
        }
    }

    /** FIPS-197 Appendix C.1: the block in slot 0 of each lane, word i of lane L at w[4 i + L]. */
    @Test
    void theBlockIsInSlotZeroOfEveryLaneAndTheSboxStateIsHeldWithoutItsConstant() {
        byte[] key = HEX.parseHex("000102030405060708090a0b0c0d0e0f");
        byte[] block = new byte[16];
        block[5] = 1; // row 1, column 1, bit 0: nohw's word 8, bit 16
        VectorNohwTrace.Step input = VectorNohwTrace.encrypt(key, block).get(0);
        assertEquals("load and row-slice, lane by lane", input.step());
        for (int j = 0; j < 128; j++) {
            assertEquals(j / 4 == 8 ? 1L << 16 : 0L, input.words()[j], "word " + j);
        }
        List<VectorNohwTrace.Step> enc = VectorNohwTrace.encrypt(key, HEX.parseHex("00112233445566778899aabbccddeeff"));
        VectorNohwTrace.Step sbox = enc.get(1);
        assertEquals("add key 0, S-box without 0x63", sbox.step());
        for (int lane = 0; lane < VectorNohwTrace.LANES; lane++) {
            assertEquals("63cab7040953d051cd60e0e7ba70e18c", HEX.formatHex(sbox.fips()[lane]));
            assertEquals("00a9d4676a30b332ae038384d91382ef", HEX.formatHex(sbox.held()[lane]));
        }
        assertEquals("69c4e0d86a7b0430d8cdb78070b4c55a", HEX.formatHex(enc.get(enc.size() - 1).fips()[3]));
    }

    @Test
    void theLanesViewNamesEachWordAndPrintsEachLaneWhereTheLayoutPutsIt() {
        long[] words = new long[128];
        words[4 * 8 + 1] = 1L << 16; // word 8 of lane 1
        words[4 * 31 + 3] = 0x8000000000000001L; // word 31 of lane 3
        List<String> lines = VectorNohwTrace.lanes(words);
        assertEquals(34, lines.size());
        assertEquals("word  r i lane 0           lane 1           lane 2           lane 3", lines.get(0));
        String zero = "0".repeat(16);
        assertEquals("w[ 0] 0 0 " + String.join(" ", zero, zero, zero, zero), lines.get(2));
        assertEquals("w[ 8] 1 0 " + String.join(" ", zero, "0000000000010000", zero, zero), lines.get(10));
        assertEquals("w[31] 3 7 " + String.join(" ", zero, zero, zero, "8000000000000001"), lines.get(33));
        for (String line : lines) {
            assertTrue(line.length() <= 80, line);
        }
        long[] lane1 = VectorNohwTrace.lane(words, 1);
        assertEquals(32, lane1.length);
        assertEquals(1L << 16, lane1[8]);
        assertEquals(1L << 16, Arrays.stream(lane1).sum());
        assertEquals("words must be 128 longs, got 32",
                assertThrows(IllegalArgumentException.class, () -> VectorNohwTrace.lanes(new long[32])).getMessage());
    }

    @Test
    void aWrongKeyOrBlockIsRefusedByName() {
        assertEquals("key length must be 16, 24 or 32 bytes (AES-128/192/256), got 15 bytes",
                assertThrows(IllegalArgumentException.class,
                        () -> VectorNohwTrace.encrypt(new byte[15], new byte[16])).getMessage());
        assertEquals("plaintext length must be 16 bytes (one AES block), got 17 bytes",
                assertThrows(IllegalArgumentException.class,
                        () -> VectorNohwTrace.encrypt(new byte[16], new byte[17])).getMessage());
        assertEquals("ciphertext length must be 16 bytes (one AES block), got 15 bytes",
                assertThrows(IllegalArgumentException.class,
                        () -> VectorNohwTrace.decrypt(new byte[32], new byte[15])).getMessage());
    }
}
