package dev.aesref.tools.trace;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.ExpandedKey;
import dev.aesref.engines.Engines;
import dev.aesref.internal.hwmodel.HwModelSteps;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The hwmodel trace against the FIPS-197 engine's listings (the cipher, and the equivalent
 * inverse cipher for AESDEC) and against the hwmodel engine's own output.
 */
class HwModelTraceTest {

    private static final HexFormat HEX = HexFormat.of();
    private static final byte[] C1_KEY = HEX.parseHex("000102030405060708090a0b0c0d0e0f");
    private static final byte[] C1_PLAIN = HEX.parseHex("00112233445566778899aabbccddeeff");

    private static void assertEverySpecValue(List<HwModelTrace.Step> steps, Map<String, byte[]> spec, String what) {
        for (HwModelTrace.Step s : steps) {
            byte[] expected = spec.get(String.format("round[%2d].%s", s.round(), s.label()));
            assertTrue(expected != null, what + ": no round[" + s.round() + "]." + s.label());
            assertEquals(HEX.formatHex(expected), HEX.formatHex(s.fips()), what + ": " + s.instruction());
        }
    }

    @Test
    void everyInstructionOfEveryKeySizeIsTheSpecsValueAndTheLastIsTheEngines() {
        Random random = new Random(26);
        for (int keyBytes : new int[] {16, 24, 32}) {
            for (int trial = 0; trial < 4; trial++) {
                byte[] key = new byte[keyBytes];
                byte[] block = new byte[16];
                random.nextBytes(key);
                random.nextBytes(block);
                String what = keyBytes * 8 + "-bit key " + HEX.formatHex(key);
                int nr = keyBytes / 4 + 6;
                List<HwModelTrace.Step> enc = HwModelTrace.encrypt(key, block);
                List<HwModelTrace.Step> dec = HwModelTrace.decrypt(key, block);
                assertEquals(nr + 2, enc.size(), what);
                assertEquals(nr + 2, dec.size(), what);
                assertEverySpecValue(enc, SpecTrace.values(SpecTrace.encrypt(key, block)), what + " encrypt");
                assertEverySpecValue(dec, SpecTrace.values(SpecTrace.equivalentInverse(key, block)), what + " decrypt");
                Map<String, byte[]> keys = SpecTrace.values(SpecTrace.encrypt(key, block));
                keys.putAll(SpecTrace.values(SpecTrace.equivalentInverse(key, block)));
                List<HwModelTrace.Step> ks = HwModelTrace.keySchedule(key);
                assertEquals(2 * (nr + 1), ks.size(), what);
                assertEverySpecValue(ks, keys, what + " keys");
                // Each round instruction's key register is the round key of the round before its result.
                Map<String, byte[]> encValues = SpecTrace.values(SpecTrace.encrypt(key, block));
                Map<String, byte[]> decValues = SpecTrace.values(SpecTrace.equivalentInverse(key, block));
                for (int j = 1; j < enc.size(); j++) {
                    assertEquals(HEX.formatHex(encValues.get(String.format("round[%2d].k_sch", j - 1))),
                            HEX.formatHex(bytes(enc.get(j).key())), what + " encrypt key of step " + j);
                    assertEquals(HEX.formatHex(decValues.get(String.format("round[%2d].ik_sch", j - 1))),
                            HEX.formatHex(bytes(dec.get(j).key())), what + " decrypt key of step " + j);
                }
                ExpandedKey engine = Engines.byName("hwmodel").expandKey(key);
                byte[] out = new byte[16];
                engine.encryptBlocks(block, 0, out, 0, 1);
                assertArrayEquals(out, enc.get(enc.size() - 1).fips(), what);
                engine.decryptBlocks(block, 0, out, 0, 1);
                assertArrayEquals(out, dec.get(dec.size() - 1).fips(), what);
                engine.destroy();
            }
        }
    }

    private static byte[] bytes(long[] register) {
        byte[] b = new byte[16];
        HwModelSteps.store(register, 0, b, 0);
        return b;
    }

    @Test
    void appendixC1InstructionByInstruction() {
        List<HwModelTrace.Step> enc = HwModelTrace.encrypt(C1_KEY, C1_PLAIN);
        HwModelTrace.Step load = enc.get(0);
        assertEquals("MOVDQU xmm0, [in]", load.instruction());
        assertNull(load.key());
        assertEquals(List.of("xmm0 = 0xffeeddccbbaa9988 7766554433221100  (bits 127..64, 63..0)"),
                HwModelTrace.registers(load));
        HwModelTrace.Step second = enc.get(2);
        assertEquals("AESENC xmm0, xmm1 (round key 1)", second.instruction());
        assertEquals(2, second.round());
        assertEquals("start", second.label());
        // FIPS-197 C.1: round[ 2].start and round[ 1].k_sch.
        assertEquals("89d810e8855ace682d1843d8cb128fe4", HEX.formatHex(second.fips()));
        assertEquals(List.of("xmm0 = 0xe48f12cbd843182d 68ce5a85e810d889  (bits 127..64, 63..0)",
                "xmm1 = 0xfe76abd6f178a6da fa72afd2fd74aad6  (bits 127..64, 63..0)"), HwModelTrace.registers(second));
        HwModelTrace.Step last = enc.get(11);
        assertEquals("AESENCLAST xmm0, xmm1 (round key 10)", last.instruction());
        assertEquals("round 10 output", "round " + last.round() + " " + last.label());
        assertEquals("69c4e0d86a7b0430d8cdb78070b4c55a", HEX.formatHex(last.fips()));
        assertEquals("PXOR xmm0, xmm1 (round key 0)", enc.get(1).instruction());

        List<HwModelTrace.Step> dec = HwModelTrace.decrypt(C1_KEY, HEX.parseHex("69c4e0d86a7b0430d8cdb78070b4c55a"));
        assertEquals("PXOR xmm0, xmm1 (decryption key 0)", dec.get(1).instruction());
        // FIPS-197 C.1, EQUIVALENT INVERSE CIPHER: round[ 1].istart, round[ 2].istart, round[ 1].ik_sch.
        assertEquals("7ad5fda789ef4e272bca100b3d9ff59f", HEX.formatHex(dec.get(1).fips()));
        assertEquals("AESDEC xmm0, xmm1 (decryption key 1)", dec.get(2).instruction());
        assertEquals("54d990a16ba09ab596bbf40ea111702f", HEX.formatHex(dec.get(2).fips()));
        assertEquals("AESDECLAST xmm0, xmm1 (decryption key 10)", dec.get(11).instruction());
        assertEquals("ioutput", dec.get(11).label());
        assertEquals("00112233445566778899aabbccddeeff", HEX.formatHex(dec.get(11).fips()));

        List<HwModelTrace.Step> keys = HwModelTrace.keySchedule(C1_KEY);
        assertEquals("round key 0: the key itself (MOVDQU)", keys.get(0).instruction());
        assertEquals("round key 1: AESKEYGENASSIST and shifted PXORs", keys.get(1).instruction());
        assertEquals("d6aa74fdd2af72fadaa678f1d6ab76fe", HEX.formatHex(keys.get(1).fips()));
        assertEquals("decryption key 0: MOVDQA of round key 10", keys.get(11).instruction());
        assertEquals("decryption key 1: AESIMC of round key 9", keys.get(12).instruction());
        // FIPS-197 C.1, EQUIVALENT INVERSE CIPHER: round[ 1].ik_sch.
        assertEquals("13aa29be9c8faff6f770f58000f7bf03", HEX.formatHex(keys.get(12).fips()));
        assertEquals("decryption key 10: MOVDQA of round key 0", keys.get(21).instruction());
        assertEquals(10, keys.get(21).round());
        assertEquals("ik_sch", keys.get(21).label());
    }

    /** A wrong engine: AESENCLAST (no MixColumns) for round 5. The trace goes wrong at round 6's start, not before. */
    @Test
    void aWrongInstructionShowsUpAtItsOwnRound() {
        HwModelTrace.Instructions aesenc5IsLast = new HwModelTrace.Instructions((s, so, k, ko) -> {
            if (ko == 2 * 5) {
                HwModelSteps.aesenclast(s, so, k, ko);
            } else {
                HwModelSteps.aesenc(s, so, k, ko);
            }
        }, HwModelSteps::aesenclast, HwModelSteps::aesdec, HwModelSteps::aesdeclast);
        List<HwModelTrace.Step> wrong = HwModelTrace.encrypt(C1_KEY, C1_PLAIN, aesenc5IsLast);
        List<HwModelTrace.Step> right = HwModelTrace.encrypt(C1_KEY, C1_PLAIN);
        for (int i = 0; i < right.size(); i++) {
            boolean same = HEX.formatHex(right.get(i).fips()).equals(HEX.formatHex(wrong.get(i).fips()));
            assertEquals(i < 6, same, "step " + i + " " + right.get(i).instruction());
        }
        HwModelTrace.Instructions aesdec3IsLast = new HwModelTrace.Instructions(HwModelSteps::aesenc, HwModelSteps::aesenclast,
                (s, so, k, ko) -> {
                    if (ko == 2 * 3) {
                        HwModelSteps.aesdeclast(s, so, k, ko);
                    } else {
                        HwModelSteps.aesdec(s, so, k, ko);
                    }
                }, HwModelSteps::aesdeclast);
        byte[] c = HEX.parseHex("69c4e0d86a7b0430d8cdb78070b4c55a");
        List<HwModelTrace.Step> wrongDec = HwModelTrace.decrypt(C1_KEY, c, aesdec3IsLast);
        List<HwModelTrace.Step> rightDec = HwModelTrace.decrypt(C1_KEY, c);
        for (int i = 0; i < rightDec.size(); i++) {
            boolean same = HEX.formatHex(rightDec.get(i).fips()).equals(HEX.formatHex(wrongDec.get(i).fips()));
            assertEquals(i < 4, same, "step " + i + " " + rightDec.get(i).instruction());
        }
    }

    @Test
    void refusedInputs() {
        assertEquals("plaintext length must be 16 bytes (one AES block), got 15 bytes",
                assertThrows(IllegalArgumentException.class, () -> HwModelTrace.encrypt(C1_KEY, new byte[15]))
                        .getMessage());
        assertEquals("ciphertext length must be 16 bytes (one AES block), got 17 bytes",
                assertThrows(IllegalArgumentException.class, () -> HwModelTrace.decrypt(C1_KEY, new byte[17]))
                        .getMessage());
        assertThrows(NullPointerException.class, () -> HwModelTrace.encrypt(C1_KEY, null));
        assertThrows(IllegalArgumentException.class, () -> HwModelTrace.keySchedule(new byte[17]));
    }
}
