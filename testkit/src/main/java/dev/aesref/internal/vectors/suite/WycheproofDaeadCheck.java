package dev.aesref.internal.vectors.suite;

import dev.aesref.BlockEngine;
import dev.aesref.aead.Siv;
import dev.aesref.internal.vectors.format.Hex;
import dev.aesref.internal.vectors.format.WycheproofRecord;
import javax.crypto.AEADBadTagException;

/**
 * Wycheproof {@code daead_test_schema_v1} ({@code aes_siv_cmac_test.json}: deterministic SIV,
 * RFC 5297, with one associated-data string {@code aad}; {@code ct} is V || C). Valid: sealing gives
 * ct and opening it gives msg. Invalid: opening is refused ({@link AEADBadTagException}, or
 * {@link IllegalArgumentException} for a key size SIV excludes).
 */
final class WycheproofDaeadCheck implements WycheproofCheck {

    @Override
    public void check(BlockEngine engine, WycheproofRecord t, SuiteRun run) throws Exception {
        Siv siv;
        try {
            siv = Siv.create(engine, t.hex("key"));
        } catch (IllegalArgumentException e) {
            if (t.result() == WycheproofRecord.Result.VALID) {
                run.fail("a valid test's key was refused: " + e.getMessage());
            }
            return;
        }
        try {
            byte[][] ad = {t.hex("aad")};
            byte[] ct = t.hex("ct");
            switch (t.result()) {
                case VALID -> {
                    run.equal("seal", ct, siv.seal(ad, t.hex("msg")));
                    run.equal("open", t.hex("msg"), siv.open(ad, ct));
                }
                case INVALID -> {
                    try {
                        byte[] m = siv.open(ad, ct);
                        run.fail("an invalid ciphertext opened to " + Hex.encode(m));
                    } catch (AEADBadTagException | IllegalArgumentException expected) {
                        // Rejected.
                    }
                }
                case ACCEPTABLE -> {
                    try {
                        run.equal("open (acceptable)", t.hex("msg"), siv.open(ad, ct));
                    } catch (AEADBadTagException | IllegalArgumentException rejected) {
                        // Either way.
                    }
                }
            }
        } finally {
            siv.destroy();
        }
    }
}
