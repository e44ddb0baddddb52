package dev.aesref.internal.vectors.suite;

import static dev.aesref.internal.vectors.suite.WycheproofVerdictKit.corrupt;
import static dev.aesref.internal.vectors.suite.WycheproofVerdictKit.first;
import static dev.aesref.internal.vectors.suite.WycheproofVerdictKit.firstValid;
import static dev.aesref.internal.vectors.suite.WycheproofVerdictKit.run;
import static dev.aesref.internal.vectors.suite.WycheproofVerdictKit.variant;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.aead.ChunkedEncryption;
import dev.aesref.internal.vectors.format.VectorFileException;
import dev.aesref.internal.vectors.format.WycheproofRecord;
import dev.aesref.internal.vectors.format.WycheproofRecord.Result;
import dev.aesref.internal.vectors.suite.LedgerEngine.Fault;
import java.util.List;
import java.util.zip.Deflater;
import org.junit.jupiter.api.Test;

/**
 * The CBC-PKCS5 suite's check and the C2SP chunked-encryption check on real tests of their files,
 * with one direction of the engine wrong, and each field a valid chunked test is checked by
 * corrupted in turn: the failure must name that field first.
 */
class WycheproofCbcAndChunkedCheckTest {

    private static final String CBC = "aes_cbc_pkcs5_test.json";
    private static final String CHUNKED = "c2sp_chunked_encryption_aes_128_gcm_test.json";

    private static SuiteResult cbc(WycheproofRecord t, LedgerEngine engine) {
        SuiteRun run = new SuiteRun("cbc", engine.name());
        run.vector(t.describe(), () -> WycheproofCbcPkcs5Suite.check(engine, t, run));
        assertEquals(0, engine.live(), "the key is destroyed");
        return run.result();
    }

    @Test
    void cbcValidNeedsEncryptAndDecrypt() {
        WycheproofRecord valid = firstValid(CBC);
        assertEquals(List.of(), cbc(valid, new LedgerEngine()).failures());
        SuiteResult enc = cbc(valid, new LedgerEngine(Fault.ENCRYPT, 0));
        assertTrue(enc.failures().get(0).startsWith(valid.describe() + ": encrypt: expected"), enc.failures().get(0));
        // A wrong last byte of the last block breaks the padding: decryption throws.
        SuiteResult dec = cbc(valid, new LedgerEngine(Fault.DECRYPT, 0));
        assertTrue(dec.failures().get(0).startsWith(valid.describe() + ": decrypt of a valid ciphertext threw"),
                dec.failures().get(0));
        // A wrong first byte of each decrypted block leaves the padding whole when the last block
        // starts with a message byte: a wrong message.
        WycheproofRecord partial = first(CBC, t -> t.result() == Result.VALID && t.hex("msg").length % 16 != 0);
        SuiteRun run = new SuiteRun("cbc", "faulty");
        run.vector("v", () -> WycheproofCbcPkcs5Suite.check(new FaultyEngine(false, true), partial, run));
        assertTrue(run.result().failures().get(0).startsWith("v: decrypt: expected"), run.result().failures().get(0));
    }

    @Test
    void cbcInvalidMustBeRefusedTheRightWay() {
        WycheproofRecord valid = firstValid(CBC);
        SuiteResult accepted = cbc(variant(valid, Result.INVALID), new LedgerEngine());
        assertTrue(accepted.failures().get(0).contains("invalid ciphertext was accepted"), accepted.failures().get(0));
        WycheproofRecord badPadding = first(CBC, t -> t.result() == Result.INVALID && t.hex("ct").length % 16 == 0
                && t.hex("ct").length > 0);
        assertEquals(List.of(), cbc(badPadding, new LedgerEngine()).failures());
        // A length no CBC ciphertext has: refused by its length (IllegalArgumentException), a pass.
        assertEquals(List.of(), cbc(variant(badPadding, Result.INVALID, "ct", "00112233"), new LedgerEngine()).failures());
        // An empty ciphertext is a bad length too, not bad padding.
        assertEquals(List.of(), cbc(variant(badPadding, Result.INVALID, "ct", ""), new LedgerEngine()).failures());
        assertThrows(VectorFileException.class,
                () -> WycheproofCbcPkcs5Suite.requireNotAcceptable(variant(valid, Result.ACCEPTABLE)));
        WycheproofCbcPkcs5Suite.requireNotAcceptable(valid);
    }

    private static String firstFailure(WycheproofRecord t, LedgerEngine engine) {
        SuiteResult r = run(new WycheproofChunkedCheck(false), engine, t);
        assertEquals(1, r.failedVectors(), t::describe);
        return r.failures().get(0).substring(t.describe().length() + 2);
    }

    @Test
    void chunkedValidChecksEveryFieldInTurn() throws Exception {
        WycheproofRecord valid = firstValid(CHUNKED);
        assertEquals(List.of(), run(new WycheproofChunkedCheck(false), new LedgerEngine(), valid).failures());
        assertTrue(firstFailure(variant(valid, Result.VALID, "msgSha512", corrupt((String) valid.fields().value("msgSha512"))),
                new LedgerEngine()).startsWith("SHA-512 of the message: expected"));
        assertTrue(firstFailure(variant(valid, Result.VALID, "aeadKey", corrupt((String) valid.fields().value("aeadKey"))),
                new LedgerEngine()).startsWith("threw javax.crypto.AEADBadTagException"), "raw mode authenticates");
        // The keys decryption expands are right, every one after them wrong: encryption is wrong.
        LedgerEngine count = new LedgerEngine();
        ChunkedEncryption.cobblestone128(count).decrypt(valid.hex("key"), valid.hex("ctx"),
                WycheproofChunkedCheck.inflate(valid.hex("ct"), "ct"));
        String f = firstFailure(valid, LedgerEngine.wrongFrom(Fault.BOTH, count.expanded()));
        assertTrue(f.startsWith("encrypt with the same salt: expected"), f);
    }

    @Test
    void aStreamLongerThanTheBufferIsInflatedWhole() {
        Deflater d = new Deflater();
        d.setInput(new byte[300_000]);
        d.finish();
        byte[] z = new byte[4096];
        int n = d.deflate(z);
        assertTrue(d.finished());
        d.end();
        // The input is used up long before the output is all out: needsInput() alone is no error.
        assertEquals(300_000, WycheproofChunkedCheck.inflate(java.util.Arrays.copyOf(z, n), "here").length);
    }

    @Test
    void aZlibStreamThatNeedsADictionaryIsAFileProblem() {
        Deflater d = new Deflater();
        d.setDictionary(new byte[] {1, 2, 3, 4, 5, 6, 7, 8});
        d.setInput(new byte[64]);
        d.finish();
        byte[] z = new byte[256];
        int n = d.deflate(z);
        d.end();
        VectorFileException e = assertThrows(VectorFileException.class,
                () -> WycheproofChunkedCheck.inflate(java.util.Arrays.copyOf(z, n), "here"));
        assertEquals("here: ct is not a complete zlib stream", e.getMessage());
    }
}
