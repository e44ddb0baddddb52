package dev.aesref.mac;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import java.util.Arrays;
import javax.crypto.AEADBadTagException;

/**
 * The check of one MAC test case in Wycheproof's {@code MacTest} shape (key, msg, tag, tagSize,
 * result), written once so that a vector suite can call it per case. A key size AES excludes must
 * be rejected with an exception, never skipped; "valid" means the computed tag equals {@code tag}
 * and verifies; "invalid" means it does not verify; "acceptable" passes either way as long as
 * computation and verification agree.
 */
public final class CmacCase {

    private CmacCase() {}

    /** Null when the case passes on {@code engine}, else a sentence saying what went wrong. */
    public static String check(BlockEngine engine, byte[] key, byte[] msg, byte[] tag, int tagBits,
                               String result) {
        ExpandedKey k;
        try {
            k = engine.expandKey(key);
        } catch (IllegalArgumentException e) {
            return result.equals("valid") ? "valid case rejected: " + e.getMessage() : null;
        }
        try {
            Cmac mac = Cmac.create(k, tagBits / 8);
            byte[] got = mac.compute(msg);
            boolean verified;
            try {
                mac.verify(msg, tag);
                verified = true;
            } catch (AEADBadTagException e) {
                verified = false;
            }
            boolean same = Arrays.equals(got, tag);
            if (same != verified) {
                return "compute and verify disagree";
            }
            switch (result) {
                case "valid":
                    return same ? null : "tag differs";
                case "invalid":
                    return verified ? "invalid tag verified" : null;
                default:
                    return null;
            }
        } finally {
            k.destroy();
        }
    }
}
