package dev.aesref.internal.vectors.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.aead.Gcm;
import dev.aesref.testkit.JdkAesEngine;
import dev.aesref.mode.Xts;
import dev.aesref.internal.vectors.format.Hex;
import dev.aesref.internal.vectors.format.RspFile;
import dev.aesref.internal.vectors.format.RspRecord;
import dev.aesref.internal.vectors.format.VectorFileException;
import dev.aesref.internal.vectors.source.VectorSource;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/**
 * The NIST CAVP mode suites (GCM, CCM, XTS, KW/KWP, CMAC): the exact number of records of every
 * file, what each suite runs, refuses and cannot express, and that each check can fail: a record
 * marked FAIL is really refused, a record whose FAIL mark is removed or added fails, and a
 * corrupted expected value is detected.
 */
class NistCavpSuitesTest {

    private static final BlockEngine JDK = JdkAesEngine.INSTANCE;

    /**
     * Records per file, counted on the files with {@code grep -c '^Count'} (GCM, CCM) or
     * {@code grep -c '^COUNT'} (XTS, KW/KWP, CMAC), not by the reader under test.
     */
    static final Map<String, Integer> RECORDS = records();

    private static Map<String, Integer> records() {
        Map<String, Integer> m = new LinkedHashMap<>();
        for (String kind : List.of("gcmEncryptExtIV", "gcmDecrypt")) {
            for (int bits : new int[] {128, 192, 256}) {
                m.put("nist-cavp/ciphers/AES/GCM/" + kind + bits + ".rsp", 7875);
            }
        }
        Map<String, Integer> ccm = Map.of("DVPT", 240, "VADT", 330, "VNT", 70, "VPT", 250, "VTT", 70);
        for (String kind : NistCcmSuite.KINDS) {
            for (int bits : new int[] {128, 192, 256}) {
                m.put("nist-cavp/ciphers/AES/CCM/" + kind + bits + ".rsp", ccm.get(kind));
            }
        }
        for (String tweak : List.of("tweak-128hexstr", "tweak-dataunitseqno")) {
            for (int bits : new int[] {128, 256}) {
                m.put("nist-cavp/ciphers/AES/XTS/" + tweak + "/XTSGenAES" + bits + ".rsp", 1000);
            }
        }
        for (String alg : List.of("KW", "KWP")) {
            for (String dir : List.of("AE", "AD")) {
                for (int bits : new int[] {128, 192, 256}) {
                    for (String inv : List.of("", "_inv")) {
                        m.put("nist-cavp/keywrap/kwtestvectors/" + alg + "_" + dir + "_" + bits + inv + ".txt", 500);
                    }
                }
            }
        }
        for (int bits : new int[] {128, 192, 256}) {
            m.put("nist-cavp/CMAC/nist-800-38b-aes" + bits + ".txt", 4);
        }
        return m;
    }

    /**
     * Records marked to be refused: GCM {@code grep -c '^FAIL'} (4011, 3978, 3919 in the decrypt
     * files), CCM {@code grep -c 'Result = Fail'} (160 in each DVPT file), KW/KWP
     * {@code grep -c '^FAIL'} (100 in each AD file); none elsewhere.
     */
    static int failRecords(String file) {
        if (file.contains("gcmDecrypt")) {
            return file.contains("128") ? 4011 : file.contains("192") ? 3978 : 3919;
        }
        return file.contains("DVPT") ? 160 : file.contains("_AD_") ? 100 : 0;
    }

    private static final List<Suite> SUITES = List.of(new NistGcmSuite(), new NistCcmSuite(), new NistXtsSuite(),
            new NistKeyWrapSuite(), new NistCmacSuite());

    private static List<RspRecord> load(String file) {
        return VectorSource.current().load(file, RspFile.FORMAT);
    }

    @Test
    void everyFileHasItsRecordsAndItsFailMarks() {
        List<String> files = new ArrayList<>();
        for (Suite s : SUITES) {
            files.addAll(s.files());
        }
        assertEquals(List.copyOf(RECORDS.keySet()).stream().sorted().toList(), files.stream().sorted().toList());
        for (String f : files) {
            List<RspRecord> records = load(f);
            assertEquals(RECORDS.get(f), records.size(), f);
            long marked = records.stream().filter(r -> r.failed()
                    || r.fields().getOrDefault("Result", "").equals("Fail")).count();
            assertEquals(failRecords(f), marked, f);
        }
    }

    /**
     * Every suite on the JDK's AES: each record runs and passes, except the XTS records that the
     * byte API cannot express, which are counted, not run, and named in the summary.
     */
    @Test
    void everySuiteRunsEveryRecordOnTheJdk() {
        for (Suite s : SUITES) {
            SuiteResult r = s.run(JDK);
            assertTrue(r.passed(), r::report);
            int total = s.files().stream().mapToInt(RECORDS::get).sum();
            int unsupported = SuiteMatrixTest.UNSUPPORTED.getOrDefault(s.name(), 0);
            assertEquals(total - unsupported, r.vectors(), r::summary);
            assertEquals(unsupported, r.unsupported(), r::summary);
            assertEquals(SuiteMatrixTest.EXPECTED.get(s.name()), r.vectors());
        }
    }

    /**
     * GCM: no record has an IV or tag length that {@link Gcm} refuses (IVs of 8, 96 and 1024 bits,
     * whole bytes; tags of 32, 64, 96, 104, 112, 120, 128 bits), so the suite expects exactly 0
     * refusals, and a refusal would be a failure. Each header length matches its value.
     */
    @Test
    void gcmExpectsNoRefusedParameters() {
        int refusable = 0;
        ExpandedKey k = JDK.expandKey(new byte[16]);
        for (String f : new NistGcmSuite().files()) {
            for (RspRecord r : load(f)) {
                assertEquals(r.integer("IVlen"), 8 * r.hex("IV").length, r.source());
                assertEquals(r.integer("Taglen"), 8 * r.hex("Tag").length, r.source());
                try {
                    Gcm.create(k, r.integer("Taglen") / 8).destroy();
                } catch (IllegalArgumentException e) {
                    refusable++;
                }
                if (r.integer("IVlen") % 8 != 0) {
                    refusable++;
                }
            }
        }
        k.destroy();
        assertEquals(0, refusable);
    }

    /** XTS: 200 records of 130 bits in each 128-bit file; 200 of 140 and 200 of 250 bits in each 256-bit file. */
    @Test
    void xtsCountsTheDataUnitsItCannotExpress() {
        NistXtsSuite xts = new NistXtsSuite();
        for (String f : xts.files()) {
            long bits = load(f).stream().filter(r -> r.integer("DataUnitLen") % 8 != 0).count();
            assertEquals(f.endsWith("128.rsp") ? 200 : 400, bits, f);
        }
        SuiteResult r = xts.run(JDK);
        assertEquals(1200, r.unsupported());
        assertEquals(NistXtsSuite.BIT_LENGTH, r.unsupportedReason());
        assertEquals("nist-xts on jdk-test: 2800 vectors, 0 failed; 1200 not run: " + NistXtsSuite.BIT_LENGTH,
                r.summary());
        SuiteResult quick = xts.run(JDK, 3);
        assertEquals(0, quick.unsupported());
        assertEquals("", quick.unsupportedReason());
        assertEquals("nist-xts on jdk-test: 12 vectors, 0 failed", quick.summary());
    }

    @Test
    void xtsTweakIsTheValueOrTheSequenceNumber() {
        RspRecord hex = RspFile.parse("[ENCRYPT]\nCOUNT = 1\ni = 000102030405060708090a0b0c0d0e0f", "x").get(0);
        assertEquals("000102030405060708090a0b0c0d0e0f", Hex.encode(NistXtsSuite.tweak(hex)));
        RspRecord seq = RspFile.parse("[ENCRYPT]\nCOUNT = 1\nDataUnitSeqNumber = 258", "x").get(0);
        assertEquals(Hex.encode(Xts.tweakForDataUnit(258)), Hex.encode(NistXtsSuite.tweak(seq)));
    }

    // ---- each check tells a right record from a wrong one --------------------------------------

    /** A copy of {@code r} with field {@code name} set to {@code value} (null: removed). */
    static RspRecord with(RspRecord r, String name, String value) {
        Map<String, String> fields = new LinkedHashMap<>(r.fields());
        if (value == null) {
            fields.remove(name);
        } else {
            fields.put(name, value);
        }
        return new RspRecord(r.source(), r.section(), r.count(), fields, r.params());
    }

    /** One hex digit changed, so that the value stays well formed. */
    static String corrupt(String hex) {
        char c = hex.charAt(hex.length() - 1);
        return hex.substring(0, hex.length() - 1) + (c == '0' ? '1' : '0');
    }

    private static RspRecord first(String file, Predicate<RspRecord> p) {
        return load(file).stream().filter(p).findFirst().orElseThrow();
    }

    @FunctionalInterface
    interface Check {
        void check(BlockEngine engine, RspRecord r, SuiteRun run) throws Exception;
    }

    private static SuiteResult run(Check check, BlockEngine engine, RspRecord r) {
        SuiteRun run = new SuiteRun("check", engine.name());
        run.vector(r.source(), () -> check.check(engine, r, run));
        return run.result();
    }

    private static void passes(Check check, RspRecord r) {
        SuiteResult res = run(check, JDK, r);
        assertTrue(res.passed(), res::report);
    }

    private static void failsWith(Check check, RspRecord r, String message) {
        SuiteResult res = run(check, JDK, r);
        assertFalse(res.passed(), r.source());
        assertEquals(1, res.failedVectors());
        assertTrue(res.failures().get(0).contains(message), res::report);
    }

    private static final Check GCM_ENCRYPT = (e, r, run) -> NistGcmSuite.check(e, r, true, run);
    private static final Check GCM_DECRYPT = (e, r, run) -> NistGcmSuite.check(e, r, false, run);

    private static boolean nonEmpty(RspRecord r, String a, String b) {
        return !r.get(a).isEmpty() && !r.get(b).isEmpty();
    }

    @Test
    void gcmSealMustGiveCiphertextAndTag() {
        RspRecord r = first("nist-cavp/ciphers/AES/GCM/gcmEncryptExtIV128.rsp", x -> nonEmpty(x, "PT", "AAD"));
        passes(GCM_ENCRYPT, r);
        failsWith(GCM_ENCRYPT, with(r, "CT", corrupt(r.get("CT"))), "seal: expected ");
        failsWith(GCM_ENCRYPT, with(r, "Tag", corrupt(r.get("Tag"))), "seal: expected ");
        failsWith(GCM_ENCRYPT, with(r, "AAD", corrupt(r.get("AAD"))), "seal: expected ");
    }

    @Test
    void gcmOpenMustGiveThePlaintextAndRefuseTheFailRecords() {
        String file = "nist-cavp/ciphers/AES/GCM/gcmDecrypt128.rsp";
        RspRecord valid = first(file, x -> !x.failed() && nonEmpty(x, "PT", "AAD"));
        passes(GCM_DECRYPT, valid);
        failsWith(GCM_DECRYPT, with(valid, "PT", corrupt(valid.get("PT"))), "open: expected ");
        failsWith(GCM_DECRYPT, with(valid, "FAIL", ""), "open of a FAIL record: expected a refusal, got "
                + valid.get("PT"));
        RspRecord forged = first(file, x -> x.failed() && !x.get("CT").isEmpty());
        passes(GCM_DECRYPT, forged);
        failsWith(GCM_DECRYPT, with(with(forged, "FAIL", null), "PT", "00".repeat(forged.hex("CT").length)),
                "got a refusal");
    }

    private static final Check CCM_SEAL = (e, r, run) -> NistCcmSuite.check(e, r, false, run);
    private static final Check CCM_VERIFY = (e, r, run) -> NistCcmSuite.check(e, r, true, run);

    @Test
    void ccmSealMustGiveTheCiphertextAndTag() {
        for (String kind : List.of("VADT", "VNT", "VPT", "VTT")) {
            RspRecord r = first("nist-cavp/ciphers/AES/CCM/" + kind + "192.rsp", x -> x.integer("Plen") > 0);
            passes(CCM_SEAL, r);
            failsWith(CCM_SEAL, with(r, "CT", corrupt(r.get("CT"))), "seal: expected ");
            failsWith(CCM_SEAL, with(r, "Payload", corrupt(r.get("Payload"))), "seal: expected ");
        }
        // A length of 0 is written 00: that placeholder is not the value.
        RspRecord empty = first("nist-cavp/ciphers/AES/CCM/VPT128.rsp", x -> x.integer("Plen") == 0);
        assertEquals("00", empty.get("Payload"));
        passes(CCM_SEAL, empty);
        RspRecord noAad = first("nist-cavp/ciphers/AES/CCM/VADT128.rsp", x -> x.integer("Alen") == 0);
        assertEquals("00", noAad.get("Adata"));
        passes(CCM_SEAL, noAad);
    }

    @Test
    void ccmVerifyFollowsTheResult() {
        String file = "nist-cavp/ciphers/AES/CCM/DVPT256.rsp";
        RspRecord pass = first(file, x -> x.get("Result").equals("Pass") && x.integer("Plen") > 0);
        passes(CCM_VERIFY, pass);
        failsWith(CCM_VERIFY, with(pass, "Payload", corrupt(pass.get("Payload"))), "open: expected ");
        failsWith(CCM_VERIFY, with(pass, "Result", "Fail"), "open of a FAIL record: expected a refusal");
        RspRecord fail = first(file, x -> x.get("Result").equals("Fail") && x.integer("Plen") > 0);
        passes(CCM_VERIFY, fail);
        failsWith(CCM_VERIFY, with(with(fail, "Result", "Pass"), "Payload", "00".repeat(fail.integer("Plen"))),
                "got a refusal");
        RspRecord odd = with(pass, "Result", "Maybe");
        assertEquals(odd.where("Result") + " must be Pass or Fail, got 'Maybe'",
                assertThrows(VectorFileException.class, () -> run(CCM_VERIFY, JDK, odd)).getMessage());
        RspRecord emptyPass = first("nist-cavp/ciphers/AES/CCM/DVPT128.rsp",
                x -> x.get("Result").equals("Pass") && x.integer("Plen") == 0);
        passes(CCM_VERIFY, emptyPass);
    }

    private static final Check XTS = NistXtsSuite::check;

    @Test
    void xtsEncryptsOrDecryptsAsTheSectionSays() {
        for (String f : new NistXtsSuite().files()) {
            RspRecord enc = first(f, x -> x.encrypt() && x.integer("DataUnitLen") % 8 == 0 && x.integer("DataUnitLen") > 128);
            RspRecord dec = first(f, x -> !x.encrypt() && x.integer("DataUnitLen") % 8 == 0);
            passes(XTS, enc);
            passes(XTS, dec);
            failsWith(XTS, with(enc, "CT", corrupt(enc.get("CT"))), "encrypt: expected ");
            failsWith(XTS, with(dec, "PT", corrupt(dec.get("PT"))), "decrypt: expected ");
            // The direction is the section's: with a wrong decryption only the DECRYPT record fails.
            BlockEngine badDecrypt = new FaultyEngine(false, true);
            assertTrue(run(XTS, badDecrypt, enc).passed());
            assertFalse(run(XTS, badDecrypt, dec).passed());
        }
    }

    @Test
    void keyWrapFilesAreWrappedOrUnwrappedAndFailRecordsRefused() {
        BlockEngine badDecrypt = new FaultyEngine(false, true);
        for (NistKeyWrapSuite.Algorithm a : NistKeyWrapSuite.Algorithm.values()) {
            boolean inverse = a.suffix.equals("_inv");
            Check wrap = (e, r, run) -> NistKeyWrapSuite.check(e, a, true, r, run);
            Check unwrap = (e, r, run) -> NistKeyWrapSuite.check(e, a, false, r, run);
            RspRecord ae = load(NistKeyWrapSuite.file(a, "AE", 192)).get(7);
            passes(wrap, ae);
            failsWith(wrap, with(ae, "C", corrupt(ae.get("C"))), "wrap: expected ");
            // The forward forms wrap with the cipher, the _inv forms with the inverse cipher.
            assertEquals(inverse, !run(wrap, badDecrypt, ae).passed(), a.name());
            String ad = NistKeyWrapSuite.file(a, "AD", 256);
            RspRecord valid = first(ad, x -> !x.failed());
            passes(unwrap, valid);
            assertEquals(!inverse, !run(unwrap, badDecrypt, valid).passed(), a.name());
            failsWith(unwrap, with(valid, "P", corrupt(valid.get("P"))), "unwrap: expected ");
            failsWith(unwrap, with(valid, "FAIL", ""), "unwrap of a FAIL record: expected a refusal, got "
                    + valid.get("P"));
            RspRecord forged = first(ad, RspRecord::failed);
            passes(unwrap, forged);
            failsWith(unwrap, with(with(forged, "FAIL", null), "P", "00".repeat(forged.hex("C").length - 8)),
                    "got a refusal");
        }
    }

    @Test
    void cmacMustComputeAndVerifyTheTag() {
        Check cmac = NistCmacSuite::check;
        for (String f : new NistCmacSuite().files()) {
            for (RspRecord r : load(f)) {
                passes(cmac, r);
                RspRecord wrong = with(r, "OUTPUT", corrupt(r.get("OUTPUT")));
                failsWith(cmac, wrong, "compute: expected ");
                failsWith(cmac, wrong, "verify: expected the tag " + wrong.get("OUTPUT") + " accepted, got a refusal");
            }
        }
    }

    @Test
    void aRefusedOpenMustLeaveTheBufferAlone() {
        SuiteRun run = new SuiteRun("s", "e");
        run.vector("v", () -> AeadChecks.untouched(run, new byte[] {AeadChecks.UNTOUCHED, AeadChecks.UNTOUCHED}));
        assertTrue(run.result().passed());
        SuiteRun bad = new SuiteRun("s", "e");
        bad.vector("v", () -> AeadChecks.untouched(bad, new byte[] {AeadChecks.UNTOUCHED, 0, AeadChecks.UNTOUCHED, 1}));
        assertEquals(List.of("v: a refused open wrote to the output buffer: expected it untouched, got 5a005a01"),
                bad.result().failures());
    }

    /** Every key a suite expands is destroyed again, on every engine call path of its checks. */
    @Test
    void everyExpandedKeyIsDestroyed() {
        for (Suite s : SUITES) {
            CountingEngine engine = new CountingEngine();
            assertTrue(s.run(engine, 3).passed(), s.name());
            assertTrue(engine.expanded > 0, s.name());
            assertEquals(engine.expanded, engine.destroyed, s.name());
        }
    }

    /** The JDK's AES, counting expanded and destroyed keys. */
    private static final class CountingEngine implements BlockEngine {
        int expanded;
        int destroyed;

        @Override
        public String name() {
            return "counting";
        }

        @Override
        public ExpandedKey expandKey(byte[] key) {
            ExpandedKey inner = JDK.expandKey(key);
            expanded++;
            return new ExpandedKey() {
                @Override
                public int keyBits() {
                    return inner.keyBits();
                }

                @Override
                public void encryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
                    inner.encryptBlocks(in, inOff, out, outOff, blocks);
                }

                @Override
                public void decryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
                    inner.decryptBlocks(in, inOff, out, outOff, blocks);
                }

                @Override
                public void destroy() {
                    destroyed++;
                    inner.destroy();
                }
            };
        }
    }
}
