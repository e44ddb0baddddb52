package dev.aesref.vectors.format;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The Wycheproof and CTR/XCTR JSON readers on small documents in each format. */
class JsonVectorFilesTest {

    private static final String WYCHEPROOF = "{\"algorithm\":\"AES-CBC-PKCS5\",\"numberOfTests\":2,"
            + "\"testGroups\":[{\"keySize\":128,\"tests\":[{\"tcId\":1,\"comment\":\"c1\",\"flags\":[\"F\"],"
            + "\"key\":\"00\",\"iv\":\"01\",\"msg\":\"\",\"ct\":\"02\",\"result\":\"valid\"}]},"
            + "{\"tests\":[{\"tcId\":2,\"comment\":\"c2\",\"flags\":[],\"key\":\"00\",\"iv\":\"01\","
            + "\"msg\":\"03\",\"ct\":\"\",\"result\":\"%s\"}]}]}";

    @Test
    void wycheproofTestsAreReadInOrder() {
        WycheproofFile f = WycheproofFile.parse(String.format(WYCHEPROOF, "invalid"), "w.json");
        assertEquals("AES-CBC-PKCS5", f.algorithm());
        List<WycheproofTest> t = f.tests();
        assertEquals(2, t.size());
        assertEquals(1, t.get(0).tcId());
        assertEquals(List.of("F"), t.get(0).flags());
        assertEquals(WycheproofTest.Result.VALID, t.get(0).result());
        assertArrayEquals(new byte[] {2}, t.get(0).ct());
        assertEquals(WycheproofTest.Result.INVALID, t.get(1).result());
        assertEquals("w.json tcId 2 (c2)", t.get(1).describe());
        assertEquals("w.json", t.get(1).source());
        assertEquals(WycheproofTest.Result.ACCEPTABLE,
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
        assertEquals("w.json testGroups[0].tests[0]: missing field \"key\"",
                assertThrows(VectorFileException.class, () -> WycheproofFile.parse(
                        String.format(WYCHEPROOF, "valid").replaceFirst("\"key\":\"00\",", ""), "w.json")).getMessage());
    }

    @Test
    void acceptableTestsAreRefusedByTheCbcSuite() {
        WycheproofTest t = WycheproofFile.parse(String.format(WYCHEPROOF, "acceptable"), "w.json").tests().get(1);
        assertEquals("w.json tcId 2 (c2): 'acceptable' tests are not expected in this file; decide what they"
                + " mean before running them",
                assertThrows(VectorFileException.class, () -> WycheproofCbcPkcs5Suite.requireNotAcceptable(t))
                        .getMessage());
        WycheproofCbcPkcs5Suite.requireNotAcceptable(
                WycheproofFile.parse(String.format(WYCHEPROOF, "invalid"), "w.json").tests().get(1));
    }

    private static final String KERNEL = "{\"source\":\"s\",\"vectors\":[{\"key\":\"000102030405060708090a0b0c0d0e0f\","
            + "\"iv\":\"f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff\",\"pt\":\"6bc1\",\"ct\":\"874d\",\"len\":2%s}]}";

    @Test
    void kernelFormatWithAndWithoutIvOut() {
        CtrVector v = CtrVectorFiles.parseKernel(String.format(KERNEL, ""), "k.json").get(0);
        assertEquals("k.json vectors[0]", v.source());
        assertArrayEquals(new byte[] {0x6b, (byte) 0xc1}, v.pt());
        assertArrayEquals(new byte[] {(byte) 0x87, 0x4d}, v.ct());
        assertEquals(16, v.iv().length);
        assertNull(v.ivOut());
        assertEquals("k.json vectors[0]: the CTR edge vectors must give iv_out",
                assertThrows(VectorFileException.class, () -> CtrEdgeSuite.requireIvOut(v)).getMessage());

        CtrVector w = CtrVectorFiles.parseKernel(String.format(KERNEL,
                ",\"iv_out\":\"f0f1f2f3f4f5f6f7f8f9fafbfcfdff00\""), "k.json").get(0);
        assertEquals((byte) 0xff, w.ivOut()[14]);
        CtrEdgeSuite.requireIvOut(w);
    }

    @Test
    void kernelFormatErrors() {
        assertEquals("k.json vectors[0]: len is 3 but pt has 2 bytes",
                assertThrows(VectorFileException.class, () -> CtrVectorFiles.parseKernel(
                        String.format(KERNEL, "").replace("\"len\":2", "\"len\":3"), "k.json")).getMessage());
        assertEquals("k.json vectors[0]: plaintext has 2 bytes but ciphertext has 1",
                assertThrows(VectorFileException.class, () -> CtrVectorFiles.parseKernel(
                        String.format(KERNEL, "").replace("874d", "87"), "k.json")).getMessage());
        assertEquals("k.json vectors[0] iv: expected 16 bytes, got 15",
                assertThrows(VectorFileException.class, () -> CtrVectorFiles.parseKernel(
                        String.format(KERNEL, "").replace("fdfeff", "fdfe"), "k.json")).getMessage());
        assertEquals("k.json vectors[0].iv_out: expected 16 bytes, got 1",
                assertThrows(VectorFileException.class, () -> CtrVectorFiles.parseKernel(
                        String.format(KERNEL, ",\"iv_out\":\"00\""), "k.json")).getMessage());
    }

    private static final String GOOGLE = "[{\"cipher\":{\"cipher\":\"%s\",\"lengths\":{\"key\":16}},"
            + "\"description\":\"Random ( 1)\",\"input\":{\"key_hex\":\"9c8dc4bd7136dc827ca1caa3235adba4\","
            + "\"nonce_hex\":\"8de7a56a958642debaea6e690333860f\"},\"plaintext_hex\":\"bd\",\"ciphertext_hex\":\"b9\"}]";

    @Test
    void googleHctr2Format() {
        CtrVector v = CtrVectorFiles.parseGoogleHctr2(String.format(GOOGLE, "XCTR"), "g.json").get(0);
        assertEquals("g.json [0] (Random ( 1))", v.source());
        assertArrayEquals(new byte[] {(byte) 0xbd}, v.pt());
        assertArrayEquals(new byte[] {(byte) 0xb9}, v.ct());
        assertEquals(16, v.key().length);
        assertNull(v.ivOut());
        assertEquals("g.json [0].cipher.cipher: expected XCTR, got HCTR2",
                assertThrows(VectorFileException.class,
                        () -> CtrVectorFiles.parseGoogleHctr2(String.format(GOOGLE, "HCTR2"), "g.json")).getMessage());
        assertEquals("g.json: expected an array, got an object",
                assertThrows(VectorFileException.class,
                        () -> CtrVectorFiles.parseGoogleHctr2("{}", "g.json")).getMessage());
    }

    @Test
    void loadedFilesAreCached() {
        assertSame(CtrVectorFiles.loadKernel(VectorRoot.SHARED, CtrEdgeSuite.FILE),
                CtrVectorFiles.loadKernel(VectorRoot.SHARED, CtrEdgeSuite.FILE));
        assertSame(WycheproofFile.load(VectorRoot.SHARED, WycheproofCbcPkcs5Suite.FILE),
                WycheproofFile.load(VectorRoot.SHARED, WycheproofCbcPkcs5Suite.FILE));
        assertSame(RspFile.load(VectorRoot.SHARED, "nist-mct/ECBMCT128.rsp"),
                RspFile.load(VectorRoot.SHARED, "nist-mct/ECBMCT128.rsp"));
    }
}
