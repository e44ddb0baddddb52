package dev.aesref.tools.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@link EngineTrace}'s listings and their headers, against FIPS-197 Appendix C.1 (AES-128, key
 * 000102..0f, plaintext 00112233..ff, ciphertext 69c4e0d8..5a) written out here.
 */
class EngineTraceTest {

    private static final HexFormat HEX = HexFormat.of();
    private static final byte[] KEY = HEX.parseHex("000102030405060708090a0b0c0d0e0f");
    private static final byte[] PLAIN = HEX.parseHex("00112233445566778899aabbccddeeff");
    private static final byte[] CIPHER = HEX.parseHex("69c4e0d86a7b0430d8cdb78070b4c55a");

    /** spec's decryption is the INVERSE CIPHER listing of Appendix C.1, not the cipher's. */
    @Test
    void specsDecryptionStepsAreTheInverseCiphersOfAppendixC1() {
        List<EngineTrace.Step> steps = EngineTrace.run("spec", EngineTrace.Part.DECRYPT, KEY, CIPHER);
        // 1 iinput, 4 per round for rounds 1..9 (istart, is_row, is_box, ik_add), then round 10's
        // istart, is_row, is_box and ioutput.
        assertEquals(1 + 4 * 9 + 4, steps.size());
        assertStep("round[ 0].iinput", "69c4e0d86a7b0430d8cdb78070b4c55a", steps.get(0));
        // FIPS-197 Appendix C.1, INVERSE CIPHER, round 1.
        assertStep("round[ 1].istart", "7ad5fda789ef4e272bca100b3d9ff59f", steps.get(1));
        assertStep("round[ 1].is_row", "7a9f102789d5f50b2beffd9f3dca4ea7", steps.get(2));
        assertStep("round[ 1].is_box", "bd6e7c3df2b5779e0b61216e8b10b689", steps.get(3));
        assertStep("round[ 1].ik_add", "e9f74eec023020f61bf2ccf2353c21c7", steps.get(4));
        assertStep("round[ 2].istart", "54d990a16ba09ab596bbf40ea111702f", steps.get(5));
        assertStep("round[10].ioutput", "00112233445566778899aabbccddeeff", steps.get(steps.size() - 1));
        assertTrue(steps.stream().allMatch(EngineTrace.Step::matches));
    }

    private static void assertStep(String name, String hex, EngineTrace.Step s) {
        assertEquals(name, s.name());
        assertEquals(hex, HEX.formatHex(s.fips()), name);
        assertEquals(hex, HEX.formatHex(s.spec()), name);
    }

    /**
     * The reference values by name: the inverse cipher's round keys for every engine but hwmodel,
     * whose AESDEC runs the equivalent inverse cipher and so is checked against its AESIMC keys.
     */
    @Test
    void onlyHwmodelsDecryptionIsCheckedAgainstTheEquivalentInverseCiphersKeys() {
        // FIPS-197 Appendix C.1: INVERSE CIPHER round[ 1].ik_sch is round key 9; EQUIVALENT INVERSE
        // CIPHER round[ 1].ik_sch is InvMixColumns of it.
        for (String engine : List.of("spec", "nohw", "vpaes")) {
            Map<String, byte[]> dec = EngineTrace.specValues(engine, EngineTrace.Part.DECRYPT, KEY, CIPHER);
            assertEquals("549932d1f08557681093ed9cbe2c974e", HEX.formatHex(dec.get("round[ 1].ik_sch")), engine);
            assertFalse(dec.containsKey("round[ 1].im_col"), engine);
            Map<String, byte[]> keys = EngineTrace.specValues(engine, EngineTrace.Part.KEYS, KEY, CIPHER);
            assertEquals("d6aa74fdd2af72fadaa678f1d6ab76fe", HEX.formatHex(keys.get("round[ 1].k_sch")), engine);
            assertFalse(keys.containsKey("round[ 1].ik_sch"), engine);
        }
        for (EngineTrace.Part part : List.of(EngineTrace.Part.DECRYPT, EngineTrace.Part.KEYS)) {
            Map<String, byte[]> hw = EngineTrace.specValues("hwmodel", part, KEY, CIPHER);
            assertEquals("13aa29be9c8faff6f770f58000f7bf03", HEX.formatHex(hw.get("round[ 1].ik_sch")), part.name());
        }
        // Encryption has no inverse keys at all, for hwmodel too.
        Map<String, byte[]> enc = EngineTrace.specValues("hwmodel", EngineTrace.Part.ENCRYPT, KEY, PLAIN);
        assertEquals("d6aa74fdd2af72fadaa678f1d6ab76fe", HEX.formatHex(enc.get("round[ 1].k_sch")));
        assertFalse(enc.containsKey("round[ 1].im_col"));
    }

    /** The header: the block line only for a block, named by direction, and the listing's title. */
    @Test
    void theHeaderNamesTheBlockByDirectionAndTheListingByCipher() {
        assertEquals(List.of("ENGINE: nohw (row-sliced, 32 words; the block is block 0 of 16, the rest zeros)",
                "KEY: 000102030405060708090a0b0c0d0e0f", "KEY EXPANSION:", "every step matches spec (0 steps)"),
                EngineTrace.text("nohw", EngineTrace.Part.KEYS, KEY, PLAIN, List.of()));
        assertEquals(List.of("ENGINE: spec", "KEY: 000102030405060708090a0b0c0d0e0f",
                "PLAINTEXT: 00112233445566778899aabbccddeeff", "CIPHER (ENCRYPT):", "every step matches spec (0 steps)"),
                EngineTrace.text("spec", EngineTrace.Part.ENCRYPT, KEY, PLAIN, List.of()));
        assertEquals(List.of("CIPHERTEXT: 69c4e0d86a7b0430d8cdb78070b4c55a", "INVERSE CIPHER (DECRYPT):"),
                EngineTrace.text("nohw", EngineTrace.Part.DECRYPT, KEY, CIPHER, List.of()).subList(2, 4));
        assertEquals("INVERSE CIPHER (DECRYPT):",
                EngineTrace.text("spec", EngineTrace.Part.DECRYPT, KEY, CIPHER, List.of()).get(3));
        // AESDEC and vpaes's decryption rounds are the equivalent inverse cipher of section 5.3.5.
        for (String engine : List.of("hwmodel", "vpaes", "vpaes-1x", "vpaes-vector")) {
            assertEquals("EQUIVALENT INVERSE CIPHER (DECRYPT):",
                    EngineTrace.text(engine, EngineTrace.Part.DECRYPT, KEY, CIPHER, List.of()).get(3), engine);
        }
        assertEquals("ENGINE: nohw-vector (4 lanes x 32 words; the block in slot 0 of each lane)",
                EngineTrace.text("nohw-vector", EngineTrace.Part.ENCRYPT, KEY, PLAIN, List.of()).get(0));
        assertEquals("ENGINE: vpaes-vector (one 128-bit ByteVector; net: the inversion network)",
                EngineTrace.text("vpaes-vector", EngineTrace.Part.ENCRYPT, KEY, PLAIN, List.of()).get(0));
    }

    /** A step with no spec value at its name differs, and says so in the text and as null in the JSON. */
    @Test
    void aStepWithoutASpecValueIsMarkedEverywhere() {
        byte[] state = HEX.parseHex("63cab7040953d051cd60e0e7ba70e18c");
        EngineTrace.Step none = new EngineTrace.Step("x", 1, "y", List.of(), state, state, null, "");
        List<String> text = EngineTrace.text("nohw", EngineTrace.Part.KEYS, KEY, PLAIN, List.of(none));
        assertEquals(List.of("round[ 1].y  x", "  fips 63cab7040953d051cd60e0e7ba70e18c  DIFFERS from spec",
                "  spec (no value at this point)", "       " + "^^".repeat(16), "1 of 1 steps differ from spec"),
                text.subList(3, text.size()));
        assertEquals("{\n  \"engine\": \"nohw\",\n  \"part\": \"keys\",\n  \"key\": \"000102030405060708090a0b0c0d0e0f\","
                + "\n  \"matches\": false,\n  \"steps\": [\n    {\"step\": \"x\", \"round\": 1, \"label\": \"y\","
                + " \"held\": \"63cab7040953d051cd60e0e7ba70e18c\", \"fips\": \"63cab7040953d051cd60e0e7ba70e18c\","
                + " \"spec\": null, \"matches\": false, \"engineForm\": []}\n  ]\n}\n",
                EngineTrace.json("nohw", EngineTrace.Part.KEYS, KEY, PLAIN, List.of(none)));
    }

    /** A block goes into the JSON with its direction's part, and only when a block was traced. */
    @Test
    void theJsonHasTheBlockOnlyForACipherPart() {
        String dec = EngineTrace.json("hwmodel", EngineTrace.Part.DECRYPT, KEY, CIPHER, List.of());
        assertEquals("{\n  \"engine\": \"hwmodel\",\n  \"part\": \"decrypt\",\n  \"key\": \"000102030405060708090a0b0c0d0e0f\","
                + "\n  \"block\": \"69c4e0d86a7b0430d8cdb78070b4c55a\",\n  \"matches\": true,\n  \"steps\": [\n  ]\n}\n", dec);
        assertFalse(EngineTrace.json("hwmodel", EngineTrace.Part.KEYS, KEY, CIPHER, List.of()).contains("block"));
    }

    /** A registered engine without a trace is refused as such; an unknown name as unknown. */
    @Test
    void anEngineWithoutATraceIsToldFromAnUnknownOne() {
        String traced = "; traced: spec, nohw, nohw-vector, vpaes, vpaes-1x, vpaes-vector, hwmodel";
        IllegalArgumentException untraced = assertThrows(IllegalArgumentException.class,
                () -> EngineTrace.run("aesni", EngineTrace.Part.ENCRYPT, KEY, PLAIN, List.of("spec", "aesni")));
        assertEquals("--engine: aesni has no trace yet" + traced, untraced.getMessage());
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class,
                () -> EngineTrace.run("aesni", EngineTrace.Part.ENCRYPT, KEY, PLAIN, List.of("spec")));
        assertEquals("--engine: no engine named 'aesni'" + traced, unknown.getMessage());
    }

    /**
     * In a JVM without the Vector API module (its registry lacks the vector engines) a vector
     * engine is refused by what it needs, before any of its classes is loaded.
     */
    @Test
    void aVectorEngineWithoutItsModuleIsRefusedByWhatItNeeds() {
        for (String engine : List.of("nohw-vector", "vpaes-vector")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> EngineTrace.run(engine, EngineTrace.Part.ENCRYPT, KEY, PLAIN, List.of("spec", "nohw")));
            assertEquals("--engine: " + engine + " needs the jdk.incubator.vector module (java --add-modules"
                    + " jdk.incubator.vector -jar aesref.jar trace ...)", e.getMessage());
        }
    }

    /** Marks under the bytes that differ; all of them when there is nothing to compare with. */
    @Test
    void marksAreUnderTheDifferingBytes() {
        assertEquals("  ^^  ^^", EngineTrace.marks(new byte[] {1, 2, 3, 4, 5}, new byte[] {1, 0, 3, 0, 5}));
        assertEquals("", EngineTrace.marks(new byte[] {1, 2}, new byte[] {1, 2}));
        assertEquals("^^^^^^", EngineTrace.marks(new byte[3], null));
    }
}
