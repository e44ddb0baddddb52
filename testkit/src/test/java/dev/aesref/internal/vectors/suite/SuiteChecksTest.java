package dev.aesref.internal.vectors.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.internal.vectors.format.BitString;
import dev.aesref.internal.vectors.format.CtrJson;
import dev.aesref.internal.vectors.format.CtrVector;
import dev.aesref.internal.vectors.format.Hex;
import dev.aesref.internal.vectors.format.NamedCase;
import dev.aesref.internal.vectors.format.VectorFileException;
import dev.aesref.internal.vectors.format.WycheproofFile;
import dev.aesref.internal.vectors.format.WycheproofRecord;
import dev.aesref.testkit.JdkAesEngine;
import dev.aesref.internal.vectors.source.Manifest;
import dev.aesref.internal.vectors.source.VectorSource;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The checks the suites make on the vectors they read, on small hand-written inputs. */
class SuiteChecksTest {

    /**
     * How many files each suite reads: FIPS-197 C.1-C.3; SP 800-38A ECB, CBC, CFB1, CFB8, CFB128,
     * OFB, CTR; RFC 3686 one file; KAT/MMT 5 kinds x 3 key sizes; MCT 3 key sizes; kernel CTR and
     * XCTR one file each; google/hctr2 XCTR 3 key sizes; Wycheproof CBC-PKCS5 one file; NIST GCM
     * encrypt and decrypt x 3 key sizes; CCM 5 kinds x 3; XTS 2 tweak forms x 2 key sizes; KW/KWP
     * 4 algorithms x AE/AD x 3; CMAC 3 key sizes.
     */
    static final Map<String, Integer> FILES = Map.ofEntries(
            Map.entry("fips197-appendix-c", 3), Map.entry("sp800-38a", 7), Map.entry("rfc3686", 1),
            Map.entry("nist-kat-mmt-ecb", 15), Map.entry("nist-kat-mmt-cbc", 15),
            Map.entry("nist-kat-mmt-cfb1", 15), Map.entry("nist-kat-mmt-cfb8", 15),
            Map.entry("nist-kat-mmt-cfb128", 15), Map.entry("nist-kat-mmt-ofb", 15),
            Map.entry("nist-mct-ecb", 3), Map.entry("nist-mct-cbc", 3), Map.entry("nist-mct-cfb1", 3),
            Map.entry("nist-mct-cfb8", 3), Map.entry("nist-mct-cfb128", 3), Map.entry("nist-mct-ofb", 3),
            Map.entry("ctr-edge-kernel", 1), Map.entry("xctr-kernel", 1), Map.entry("xctr-hctr2", 3),
            Map.entry("wycheproof-cbc-pkcs5", 1), Map.entry("nist-gcm", 6), Map.entry("nist-ccm", 15),
            Map.entry("nist-xts", 4), Map.entry("nist-keywrap", 24), Map.entry("nist-cmac", 3));

    /** Files per suite: {@link #FILES}, or one for each Wycheproof file's own suite. */
    static int files(String suite) {
        Integer n = FILES.get(suite);
        if (n == null && suite.startsWith("wycheproof-")) {
            return 1;
        }
        return n;
    }

    /** One vector of each file, on the JDK's AES: every suite's per-file limit and its answers. */
    @Test
    void oneVectorPerFileOfEverySuite() {
        for (Suite s : Suites.all()) {
            SuiteResult r = s.run(JdkAesEngine.INSTANCE, 1);
            assertTrue(r.passed(), r::report);
            assertEquals(files(s.name()), r.vectors(), s.name());
            assertEquals(files(s.name()), s.files().size(), s.name());
            assertEquals(s.files().size(), Set.copyOf(s.files()).size(), s.name());
            assertThrows(IllegalArgumentException.class, () -> s.run(JdkAesEngine.INSTANCE, 0), s.name());
        }
    }

    /** Every suite reads only listed files, and names their origin as the manifest gives it. */
    @Test
    void everySuiteFileIsListedAndTheSourceQuotesTheManifest() {
        Manifest m = VectorSource.manifest();
        Set<String> used = new HashSet<>();
        for (Suite s : Suites.all()) {
            for (String f : s.files()) {
                m.entry(f);
                used.add(f);
            }
            assertTrue(s.source().endsWith(m.cite(s.files())), s.name() + ": " + s.source());
            assertTrue(s.source().indexOf(": vectors/") > 10, s.name() + ": " + s.source());
        }
        assertEquals(
                "Wycheproof AES-CBC-PKCS5: vectors/wycheproof/aes_cbc_pkcs5_test.json, from https://github.com/C2SP/wycheproof"
                + " @ dac1dd47 (testvectors_v1/*.json (the 54 AES files) -> wycheproof/, schemas/ -> wycheproof/schemas/,"
                + " LICENSE)", Suites.byName("wycheproof-cbc-pkcs5").source());
        // Wycheproof: all 54 AES files of testvectors_v1.
        assertEquals(3 + 7 + 1 + 90 + 18 + 2 + 3 + 54 + 6 + 15 + 4 + 24 + 3, used.size(), "files read: FIPS-197 3,"
                + " SP 800-38A 7, RFC 3686 1, KAT/MMT 90, MCT 18, kernel 2, google/hctr2 3, Wycheproof 54,"
                + " NIST GCM 6, CCM 15, XTS 4, KW/KWP 24, CMAC 3");
    }

    /** -Daesref.vectors=DIR: the same suites from a tree laid out like vectors/, or a clear failure. */
    @Test
    void theOverrideDirectoryIsReadInsteadOfTheEmbeddedCopy() {
        String old = System.getProperty(VectorSource.PROPERTY);
        try {
            System.setProperty(VectorSource.PROPERTY, "../vectors");
            SuiteResult r = Suites.byName("rfc3686").run(JdkAesEngine.INSTANCE);
            assertTrue(r.passed(), r::report);
            assertEquals(9, r.vectors());
            System.setProperty(VectorSource.PROPERTY, "/nonexistent/aesref-vectors");
            VectorFileException e = assertThrows(VectorFileException.class,
                    () -> Suites.byName("rfc3686").run(JdkAesEngine.INSTANCE));
            assertTrue(e.getMessage().startsWith("vector file /nonexistent/aesref-vectors/rfc3686/aes-ctr.txt does"
                    + " not exist"), e.getMessage());
        } finally {
            if (old == null) {
                System.clearProperty(VectorSource.PROPERTY);
            } else {
                System.setProperty(VectorSource.PROPERTY, old);
            }
        }
    }

    private static final String WYCHEPROOF = "{\"algorithm\":\"AES-CBC-PKCS5\",\"schema\":\"s\",\"numberOfTests\":1,"
            + "\"testGroups\":[{\"type\":\"IndCpaTest\",\"tests\":[{\"tcId\":2,\"comment\":\"c2\",\"key\":\"00\","
            + "\"iv\":\"01\",\"msg\":\"03\",\"ct\":\"\",\"result\":\"%s\"}]}]}";

    @Test
    void acceptableTestsAreRefusedByTheCbcSuite() {
        WycheproofRecord t = WycheproofFile.parse(String.format(WYCHEPROOF, "acceptable"), "w.json").tests().get(0);
        assertEquals("w.json tcId 2 (c2): 'acceptable' tests are not expected in this file; decide what they"
                + " mean before running them",
                assertThrows(VectorFileException.class, () -> WycheproofCbcPkcs5Suite.requireNotAcceptable(t))
                        .getMessage());
        WycheproofCbcPkcs5Suite.requireNotAcceptable(
                WycheproofFile.parse(String.format(WYCHEPROOF, "invalid"), "w.json").tests().get(0));
    }

    @Test
    void ctrEdgeVectorsMustGiveIvOut() {
        String kernel = "{\"vectors\":[{\"key\":\"000102030405060708090a0b0c0d0e0f\","
                + "\"iv\":\"f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff\",\"pt\":\"6b\",\"ct\":\"87\",\"len\":1%s}]}";
        CtrVector v = CtrJson.parseKernel(String.format(kernel, ""), "k.json").get(0);
        assertEquals("k.json vectors[0]: the CTR edge vectors must give iv_out",
                assertThrows(VectorFileException.class, () -> CtrEdgeSuite.requireIvOut(v)).getMessage());
        CtrEdgeSuite.requireIvOut(CtrJson.parseKernel(String.format(kernel,
                ",\"iv_out\":\"f0f1f2f3f4f5f6f7f8f9fafbfcfdff00\""), "k.json").get(0));
    }

    @Test
    void firstTakesAPrefixAndRefusesNothing() {
        List<Integer> all = List.of(1, 2, 3);
        assertEquals(List.of(1), SuiteRun.first(all, 1));
        assertEquals(all, SuiteRun.first(all, 3));
        assertEquals(all, SuiteRun.first(all, Suite.ALL));
        assertEquals("perFile must be at least 1, got 0",
                assertThrows(IllegalArgumentException.class, () -> SuiteRun.first(all, 0)).getMessage());
    }

    @Test
    void sp80038aDirectionComesFromTheCaseName() {
        assertTrue(Sp80038aSuite.direction(new NamedCase("f", "F.1.1 ECB-AES128.Encrypt", Map.of())));
        assertFalse(Sp80038aSuite.direction(new NamedCase("f", "F.1.2 ECB-AES128.Decrypt", Map.of())));
        assertEquals("f: case name 'F.1 x' must end in .Encrypt or .Decrypt", assertThrows(VectorFileException.class,
                () -> Sp80038aSuite.direction(new NamedCase("f", "F.1 x", Map.of()))).getMessage());
    }

    @Test
    void rfc3686CounterBlockMustBeNonceIvOne() {
        NamedCase good = new NamedCase("f", "v", Map.of("Nonce", "00000030", "IV", "0000000000000000",
                "CounterBlock", "00000030000000000000000000000001"));
        assertEquals("00000030000000000000000000000001", Hex.encode(Rfc3686Suite.counterBlock(good)));
        NamedCase wrong = new NamedCase("f", "v", Map.of("Nonce", "00000030", "IV", "0000000000000000",
                "CounterBlock", "00000030000000000000000000000000"));
        assertEquals("f: CounterBlock is not Nonce || IV || 00000001",
                assertThrows(VectorFileException.class, () -> Rfc3686Suite.counterBlock(wrong)).getMessage());
        NamedCase shortNonce = new NamedCase("f", "v", Map.of("Nonce", "000030", "IV", "0000000000000000",
                "CounterBlock", "00000030000000000000000000000001"));
        assertEquals("f: Nonce must be 4 bytes and IV 8 bytes",
                assertThrows(VectorFileException.class, () -> Rfc3686Suite.counterBlock(shortNonce)).getMessage());
        NamedCase shortIv = new NamedCase("f", "v", Map.of("Nonce", "00000030", "IV", "00000000000000",
                "CounterBlock", "00000030000000000000000000000001"));
        assertThrows(VectorFileException.class, () -> Rfc3686Suite.counterBlock(shortIv));
    }

    @Test
    void mctValuesMustBeOneSegment() {
        NistMctSuite.requireBits(BitString.parseBinary("1", "x"), 1, "w");
        assertEquals("w: a Monte Carlo value must be 8 bits, got 16", assertThrows(VectorFileException.class,
                () -> NistMctSuite.requireBits(BitString.ofBytes(new byte[2]), 8, "w")).getMessage());
    }

    @Test
    void suiteResultWithNoVectorsHasFailed() {
        SuiteResult r = new SuiteResult("s", "e", 0, 0, List.of());
        assertFalse(r.passed());
        assertEquals("s on e: 0 vectors, 0 failed (no vectors ran: a suite that runs nothing fails)", r.summary());
        assertEquals(r.summary(), r.report());
        assertTrue(new SuiteResult("s", "e", 1, 0, List.of()).passed());
        assertFalse(new SuiteResult("s", "e", 2, 1, List.of("x: y")).passed());
        assertEquals("s on e: 2 vectors, 1 failed\n  x: y", new SuiteResult("s", "e", 2, 1, List.of("x: y")).report());
    }

    @Test
    void nistModeMetadata() {
        assertEquals("CFB", NistMode.CFB8.directory());
        assertEquals("CFB8", NistMode.CFB8.filePrefix());
        assertEquals(8, NistMode.CFB8.segmentBits());
        assertEquals(1, NistMode.CFB1.segmentBits());
        assertEquals(128, NistMode.OFB.segmentBits());
        assertFalse(NistMode.ECB.usesIv());
        assertTrue(NistMode.CBC.usesIv());
        byte[] reg = new byte[16];
        assertEquals(reg, NistMode.ECB.nextRegister(reg, null, null, true));
    }

    /** The CFB feedback register: SP 800-38A 6.3, I_j = LSB_{b-s}(I_{j-1}) | C#_{j-1}. */
    @Test
    void feedbackRegisterShiftsInTheSegment() {
        byte[] reg = Hex.decode("000102030405060708090a0b0c0d0e8f", "r");
        // Independent oracle: the register as a 128-bit integer, (I << 1 | bit) mod 2^128.
        java.math.BigInteger i = new java.math.BigInteger(1, reg);
        java.math.BigInteger mod = java.math.BigInteger.ONE.shiftLeft(128);
        assertEquals(String.format("%032x", i.shiftLeft(1).or(java.math.BigInteger.ONE).mod(mod)),
                Hex.encode(NistMode.shiftIn(reg, BitString.parseBinary("1", "b"))));
        assertEquals(String.format("%032x", i.shiftLeft(1).mod(mod)),
                Hex.encode(NistMode.shiftIn(reg, BitString.parseBinary("0", "b"))));
        assertEquals("0102030405060708090a0b0c0d0e8fab",
                Hex.encode(NistMode.shiftIn(reg, BitString.ofBytes(new byte[] {(byte) 0xab}))));
        byte[] block = Hex.decode("ffeeddccbbaa99887766554433221100", "c");
        assertEquals(Hex.encode(block), Hex.encode(NistMode.shiftIn(reg, BitString.ofBytes(block))));
        assertThrows(IllegalArgumentException.class,
                () -> NistMode.shiftIn(reg, BitString.parseBinary("01", "b")));
    }
}
