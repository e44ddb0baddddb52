package dev.aesref.internal.vectors.suite;

import dev.aesref.BlockEngine;
import dev.aesref.mode.Xts;
import dev.aesref.internal.vectors.format.WycheproofRecord;

/**
 * Wycheproof {@code aes_xts_test.json} ({@code ind_cpa_test_schema_v1}: {@code key} is Key1 ||
 * Key2, {@code iv} the tweak as a little-endian string of 1 to 16 bytes, {@code msg}, {@code ct}).
 * Every test of the file is valid: encryption gives ct and decryption gives msg; a key the mode
 * refuses is a failure.
 */
final class WycheproofXtsCheck implements WycheproofCheck {

    @Override
    public void check(BlockEngine engine, WycheproofRecord t, SuiteRun run) {
        if (t.result() != WycheproofRecord.Result.VALID) {
            throw new IllegalStateException(t.describe() + ": the XTS file has only valid tests;"
                    + " decide what a " + t.result() + " one means before running it");
        }
        Xts xts = Xts.create(engine, t.hex("key"));
        try {
            byte[] tweak = Xts.tweakFromLittleEndian(t.hex("iv"));
            run.equal("encrypt", t.hex("ct"), xts.encrypt(tweak, t.hex("msg")));
            run.equal("decrypt", t.hex("msg"), xts.decrypt(tweak, t.hex("ct")));
        } finally {
            xts.destroy();
        }
    }
}
