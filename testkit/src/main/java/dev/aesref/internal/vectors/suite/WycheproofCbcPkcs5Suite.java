package dev.aesref.internal.vectors.suite;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.mode.Cbc;
import dev.aesref.internal.vectors.format.Hex;
import dev.aesref.internal.vectors.format.VectorFileException;
import dev.aesref.internal.vectors.format.WycheproofFile;
import dev.aesref.internal.vectors.format.WycheproofRecord;
import dev.aesref.internal.vectors.source.VectorSource;
import java.util.List;
import javax.crypto.BadPaddingException;

/**
 * Wycheproof {@code aes_cbc_pkcs5_test.json} (C2SP/wycheproof {@code testvectors_v1}, revision
 * in vectors/MANIFEST; 216 tests: 72 valid, 144 invalid) against {@link Cbc#encryptPkcs7} and {@link Cbc#decryptPkcs7}.
 *
 * <p>Valid: encrypting msg gives ct and decrypting ct gives msg. Invalid: decryption must be
 * rejected and return nothing: with {@link BadPaddingException} when the ciphertext is a positive
 * multiple of 16 bytes (wrong padding, flag BadPadding), and with the documented
 * {@link IllegalArgumentException} of a public length that CBC cannot have (the empty ciphertexts,
 * flag NoPadding). The file has no acceptable tests; one would be an error here so that a new file
 * version is looked at rather than passed silently.
 */
public final class WycheproofCbcPkcs5Suite implements Suite {

    static final String FILE = "wycheproof/aes_cbc_pkcs5_test.json";

    @Override
    public String name() {
        return "wycheproof-cbc-pkcs5";
    }

    @Override
    public List<String> files() {
        return List.of(FILE);
    }

    @Override
    public String source() {
        return "Wycheproof AES-CBC-PKCS5: " + VectorSource.manifest().cite(FILE);
    }

    @Override
    public SuiteResult run(BlockEngine engine, int perFile) {
        SuiteRun run = new SuiteRun(name(), engine.name());
        WycheproofFile file = VectorSource.current().load(FILE, WycheproofFile.FORMAT);
        for (WycheproofRecord t : SuiteRun.first(file.tests(), perFile)) {
            requireNotAcceptable(t);
            run.vector(t.describe(), () -> check(engine, t, run));
        }
        return run.result();
    }

    /** This file has no 'acceptable' tests; a new version that adds some must be looked at first. */
    static void requireNotAcceptable(WycheproofRecord t) {
        if (t.result() == WycheproofRecord.Result.ACCEPTABLE) {
            throw new VectorFileException(t.describe() + ": 'acceptable' tests are not expected in"
                    + " this file; decide what they mean before running them");
        }
    }

    static void check(BlockEngine engine, WycheproofRecord t, SuiteRun run) {
        ExpandedKey key = engine.expandKey(t.hex("key"));
        byte[] iv = t.hex("iv");
        byte[] msg = t.hex("msg");
        byte[] ct = t.hex("ct");
        if (t.result() == WycheproofRecord.Result.VALID) {
            run.equal("encrypt", ct, Cbc.encryptPkcs7(key, iv, msg));
            try {
                run.equal("decrypt", msg, Cbc.decryptPkcs7(key, iv, ct));
            } catch (BadPaddingException e) {
                run.fail("decrypt of a valid ciphertext threw " + e);
            }
        } else {
            boolean lengthValid = ct.length > 0 && ct.length % 16 == 0;
            try {
                byte[] out = Cbc.decryptPkcs7(key, iv, ct);
                run.fail("invalid ciphertext was accepted, decrypted to " + Hex.encode(out));
            } catch (BadPaddingException e) {
                if (!lengthValid) {
                    run.fail("a ciphertext of " + ct.length + " bytes should be rejected as a bad"
                            + " length, got " + e);
                }
            } catch (IllegalArgumentException e) {
                if (lengthValid) {
                    run.fail("bad padding must raise BadPaddingException, got " + e);
                }
            }
        }
        key.destroy();
    }
}
