package dev.aesref.internal.vectors.format;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The Wycheproof and CTR/XCTR JSON readers on small documents in each format. */
class JsonVectorFilesTest {

    private static final String WYCHEPROOF = "{\"algorithm\":\"AES-CBC-PKCS5\",\"schema\":\"s.json\",\"numberOfTests\":2,"
            + "\"testGroups\":[{\"type\":\"IndCpaTest\",\"keySize\":128,\"tests\":[{\"tcId\":1,\"comment\":\"c1\",\"flags\":[\"F\"],"
            + "\"key\":\"00\",\"iv\":\"01\",\"msg\":\"\",\"ct\":\"02\",\"result\":\"valid\"}]},"
            + "{\"type\":\"T2\",\"tests\":[{\"tcId\":2,\"comment\":\"c2\",\"key\":\"00\",\"iv\":\"01\","
            + "\"msg\":\"03\",\"ct\":\"\",\"result\":\"%s\"}]}]}";

    @Test
    void wycheproofTestsAreReadInOrder() {
        WycheproofFile f = WycheproofFile.parse(String.format(WYCHEPROOF, "invalid"), "w.json");
        assertEquals("AES-CBC-PKCS5", f.algorithm());
        List<WycheproofRecord> t = f.tests();
        assertEquals(2, t.size());
        assertEquals(1, t.get(0).tcId());
        assertEquals(List.of("F"), t.get(0).flags());
        assertEquals(WycheproofRecord.Result.VALID, t.get(0).result());
        assertArrayEquals(new byte[] {2}, t.get(0).hex("ct"));
        assertEquals(WycheproofRecord.Result.INVALID, t.get(1).result());
        assertEquals("w.json tcId 2 (c2)", t.get(1).describe());
        assertEquals("w.json", t.get(1).source());
        assertEquals(WycheproofRecord.Result.ACCEPTABLE,
                WycheproofFile.parse(String.format(WYCHEPROOF, "acceptable"), "w.json").tests().get(1).result());
    }

    @Test
    void wycheproofErrorsNameThePath() {
        assertEquals("w.json testGroups[1].tests[0].result: expected valid, invalid or acceptable, got 'maybe'",
                assertThrows(VectorFileException.class,
                        () -> WycheproofFile.parse(String.format(WYCHEPROOF, "maybe"), "w.json")).getMessage());
        assertEquals("w.json: numberOfTests is 3 but the file holds 2 tests",
                assertThrows(VectorFileException.class, () -> WycheproofFile.parse(
                        String.format(WYCHEPROOF, "valid").replace("\"numberOfTests\":2", "\"numberOfTests\":3"),
                        "w.json")).getMessage());
        assertEquals("w.json testGroups[0].tests[0].flags[0]: expected a string",
                assertThrows(VectorFileException.class, () -> WycheproofFile.parse(
                        String.format(WYCHEPROOF, "valid").replace("[\"F\"]", "[1]"), "w.json")).getMessage());
        WycheproofRecord noKey = WycheproofFile.parse(
                String.format(WYCHEPROOF, "valid").replaceFirst("\"key\":\"00\",", ""), "w.json").tests().get(0);
        assertEquals("w.json testGroups[0].tests[0]: missing field \"key\"",
                assertThrows(VectorFileException.class, () -> noKey.hex("key")).getMessage());
        assertEquals("w.json testGroups[0].tests[0]: missing field \"tcId\"",
                assertThrows(VectorFileException.class, () -> WycheproofFile.parse(
                        String.format(WYCHEPROOF, "valid").replace("\"tcId\":1,", ""), "w.json")).getMessage());
        assertEquals("w.json: missing field \"schema\"",
                assertThrows(VectorFileException.class, () -> WycheproofFile.parse(
                        String.format(WYCHEPROOF, "valid").replace("\"schema\":\"s.json\",", ""), "w.json")).getMessage());
        assertEquals("w.json testGroups: expected an array, got an object",
                assertThrows(VectorFileException.class, () -> WycheproofFile.parse(
                        "{\"algorithm\":\"A\",\"schema\":\"s\",\"numberOfTests\":0,\"testGroups\":{}}",
                        "w.json")).getMessage());
        assertEquals("w.json testGroups[0].tests: expected an array, got a string",
                assertThrows(VectorFileException.class, () -> WycheproofFile.parse(
                        "{\"algorithm\":\"A\",\"schema\":\"s\",\"numberOfTests\":0,\"testGroups\":[{\"tests\":\"x\"}]}",
                        "w.json")).getMessage());
    }


    /** The generic reader: file, group and test fields as typed views, for any schema. */
    @Test
    void wycheproofGroupsAndTestsAreTypedViews() {
        WycheproofFile f = WycheproofFile.parse(String.format(WYCHEPROOF, "valid"), "w.json");
        assertEquals("w.json", f.source());
        assertEquals("s.json", f.schema());
        assertEquals(2, f.groups().size());
        WycheproofGroup g0 = f.groups().get(0);
        assertEquals("IndCpaTest", g0.type());
        assertEquals("T2", f.groups().get(1).type());
        assertEquals(128, g0.fields().integer("keySize"));
        assertEquals(1, g0.tests().size());
        WycheproofRecord t = g0.tests().get(0);
        assertEquals(128, t.group().integer("keySize"));
        assertEquals("c1", t.comment());
        assertTrue(t.hasFlag("F"));
        assertFalse(t.hasFlag("G"));
        WycheproofRecord noFlags = f.groups().get(1).tests().get(0);
        assertEquals(List.of(), noFlags.flags(), "absent flags mean none");
        assertFalse(noFlags.group().has("keySize"));
        assertArrayEquals(new byte[] {3}, noFlags.fields().hex("msg"));
        assertEquals("w.json testGroups[1].tests[0]", noFlags.fields().where());
        assertEquals(t.fields().string("iv"), "01");
        assertEquals(f.tests(), List.of(t, noFlags));
    }

    @Test
    void jsonObjectAccessorsNameTheMember() {
        JsonObject o = JsonObject.of(Json.parse("{\"a\":{\"b\":[\"x\",2]},\"n\":null,\"s\":\"0f\",\"i\":7}", "j"), "j");
        assertTrue(o.has("a"));
        assertFalse(o.has("n"), "JSON null is absent");
        assertFalse(o.has("zz"));
        assertEquals("j.a", o.object("a").where());
        assertEquals(List.of("x", new java.math.BigDecimal(2)), o.object("a").array("b"));
        assertEquals("j.a.b[1]: expected a string",
                assertThrows(VectorFileException.class, () -> o.object("a").strings("b")).getMessage());
        assertEquals(List.of("x"), JsonObject.of(Json.parse("{\"b\":[\"x\"]}", "k"), "k").strings("b"));
        assertArrayEquals(new byte[] {15}, o.hex("s"));
        assertEquals("0f", o.value("s"));
        assertEquals(7, o.integer("i"));
        assertEquals("j.s: expected an object, got a string",
                assertThrows(VectorFileException.class, () -> o.object("s")).getMessage());
        assertEquals("j.i: expected an array, got a number",
                assertThrows(VectorFileException.class, () -> o.array("i")).getMessage());
        assertThrows(UnsupportedOperationException.class, () -> o.fields().put("x", "y"));
    }

    private static final String KERNEL = "{\"source\":\"s\",\"vectors\":[{\"key\":\"000102030405060708090a0b0c0d0e0f\","
            + "\"iv\":\"f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff\",\"pt\":\"6bc1\",\"ct\":\"874d\",\"len\":2%s}]}";

    @Test
    void kernelFormatWithAndWithoutIvOut() {
        CtrVector v = CtrJson.parseKernel(String.format(KERNEL, ""), "k.json").get(0);
        assertEquals("k.json vectors[0]", v.source());
        assertArrayEquals(new byte[] {0x6b, (byte) 0xc1}, v.pt());
        assertArrayEquals(new byte[] {(byte) 0x87, 0x4d}, v.ct());
        assertEquals(16, v.iv().length);
        assertNull(v.ivOut());

        CtrVector w = CtrJson.parseKernel(String.format(KERNEL,
                ",\"iv_out\":\"f0f1f2f3f4f5f6f7f8f9fafbfcfdff00\""), "k.json").get(0);
        assertEquals((byte) 0xff, w.ivOut()[14]);
    }

    @Test
    void kernelFormatErrors() {
        assertEquals("k.json vectors[0]: len is 3 but pt has 2 bytes",
                assertThrows(VectorFileException.class, () -> CtrJson.parseKernel(
                        String.format(KERNEL, "").replace("\"len\":2", "\"len\":3"), "k.json")).getMessage());
        assertEquals("k.json vectors[0]: plaintext has 2 bytes but ciphertext has 1",
                assertThrows(VectorFileException.class, () -> CtrJson.parseKernel(
                        String.format(KERNEL, "").replace("874d", "87"), "k.json")).getMessage());
        assertEquals("k.json vectors[0] iv: expected 16 bytes, got 15",
                assertThrows(VectorFileException.class, () -> CtrJson.parseKernel(
                        String.format(KERNEL, "").replace("fdfeff", "fdfe"), "k.json")).getMessage());
        assertEquals("k.json vectors[0].iv_out: expected 16 bytes, got 1",
                assertThrows(VectorFileException.class, () -> CtrJson.parseKernel(
                        String.format(KERNEL, ",\"iv_out\":\"00\""), "k.json")).getMessage());
    }

    private static final String GOOGLE = "[{\"cipher\":{\"cipher\":\"%s\",\"lengths\":{\"key\":16}},"
            + "\"description\":\"Random ( 1)\",\"input\":{\"key_hex\":\"9c8dc4bd7136dc827ca1caa3235adba4\","
            + "\"nonce_hex\":\"8de7a56a958642debaea6e690333860f\"},\"plaintext_hex\":\"bd\",\"ciphertext_hex\":\"b9\"}]";

    @Test
    void googleHctr2Format() {
        CtrVector v = CtrJson.parseGoogleHctr2(String.format(GOOGLE, "XCTR"), "g.json").get(0);
        assertEquals("g.json [0] (Random ( 1))", v.source());
        assertArrayEquals(new byte[] {(byte) 0xbd}, v.pt());
        assertArrayEquals(new byte[] {(byte) 0xb9}, v.ct());
        assertEquals(16, v.key().length);
        assertNull(v.ivOut());
        assertEquals("g.json [0].cipher.cipher: expected XCTR, got HCTR2",
                assertThrows(VectorFileException.class,
                        () -> CtrJson.parseGoogleHctr2(String.format(GOOGLE, "HCTR2"), "g.json")).getMessage());
        assertEquals("g.json: expected an array, got an object",
                assertThrows(VectorFileException.class,
                        () -> CtrJson.parseGoogleHctr2("{}", "g.json")).getMessage());
    }

}
