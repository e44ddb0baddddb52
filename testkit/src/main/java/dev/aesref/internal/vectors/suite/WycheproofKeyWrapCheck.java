package dev.aesref.internal.vectors.suite;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.keywrap.Kw;
import dev.aesref.keywrap.Kwp;
import dev.aesref.internal.vectors.format.Hex;
import dev.aesref.internal.vectors.format.WycheproofRecord;
import java.util.Arrays;
import javax.crypto.AEADBadTagException;

/**
 * Wycheproof {@code keywrap_test_schema_v1} ({@code key}: the KEK, {@code msg}, {@code ct}) for KW
 * (RFC 3394) and KWP (RFC 5649). Valid: wrap(msg) gives ct and unwrap(ct) gives msg. Invalid:
 * unwrap(ct) is refused ({@link AEADBadTagException}, or {@link IllegalArgumentException} for a
 * length or KEK size the algorithm excludes), and wrap(msg), where msg can be wrapped at all, does
 * not give ct. Acceptable (RFC 3394's 8-byte plaintexts, which this project refuses): either, but a
 * success must be right.
 */
final class WycheproofKeyWrapCheck implements WycheproofCheck {

    private final boolean padded;

    /** @param padded KWP rather than KW */
    WycheproofKeyWrapCheck(boolean padded) {
        this.padded = padded;
    }

    @Override
    public void check(BlockEngine engine, WycheproofRecord t, SuiteRun run) throws Exception {
        byte[] msg = t.hex("msg");
        byte[] ct = t.hex("ct");
        ExpandedKey kek;
        try {
            kek = engine.expandKey(t.hex("key"));
        } catch (IllegalArgumentException e) {
            if (t.result() == WycheproofRecord.Result.VALID) {
                run.fail("a valid test's KEK was refused: " + e.getMessage());
            }
            return;
        }
        try {
            byte[] wrapped = wrapOrNull(kek, msg);
            byte[] unwrapped;
            try {
                unwrapped = padded ? Kwp.create(kek).unwrap(ct) : Kw.create(kek).unwrap(ct);
            } catch (AEADBadTagException | IllegalArgumentException e) {
                unwrapped = null;
            }
            switch (t.result()) {
                case VALID -> {
                    run.equal("wrap", ct, wrapped);
                    run.equal("unwrap", msg, unwrapped);
                }
                case INVALID -> {
                    if (unwrapped != null) {
                        run.fail("an invalid ciphertext unwrapped to " + Hex.encode(unwrapped));
                    }
                    if (wrapped != null && Arrays.equals(wrapped, ct)) {
                        run.fail("wrap of the invalid case gave its ciphertext");
                    }
                }
                case ACCEPTABLE -> {
                    if (wrapped != null && !Arrays.equals(wrapped, ct)) {
                        run.fail("wrap accepted but gave " + Hex.encode(wrapped));
                    }
                    if (unwrapped != null && !Arrays.equals(unwrapped, msg)) {
                        run.fail("unwrap accepted but gave " + Hex.encode(unwrapped));
                    }
                }
            }
        } finally {
            kek.destroy();
        }
    }

    private byte[] wrapOrNull(ExpandedKey kek, byte[] msg) {
        try {
            return padded ? Kwp.create(kek).wrap(msg) : Kw.create(kek).wrap(msg);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}
