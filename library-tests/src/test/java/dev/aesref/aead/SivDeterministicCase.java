package dev.aesref.aead;

import dev.aesref.BlockEngine;
import java.util.Arrays;
import javax.crypto.AEADBadTagException;

/**
 * The check of one test case in Wycheproof's {@code DaeadTest} shape (key, aad, msg, ct = V || C,
 * result) for the deterministic form of {@link Siv}, with {@code aad} as the one associated-data
 * string. Same rules as {@link AeadCase}.
 */
public final class SivDeterministicCase {

    private SivDeterministicCase() {}

    /** Null when the case passes, else what went wrong. */
    public static String check(BlockEngine engine, byte[] key, byte[] aad, byte[] msg, byte[] ct,
                               String result) {
        Siv siv;
        try {
            siv = Siv.create(engine, key);
        } catch (IllegalArgumentException e) {
            return result.equals("valid") ? "valid case rejected: " + e.getMessage() : null;
        }
        try {
            byte[][] ad = {aad};
            boolean sealMatches = Arrays.equals(siv.seal(ad, msg), ct);
            boolean opened;
            try {
                opened = Arrays.equals(siv.open(ad, ct), msg);
                if (!opened) {
                    return "open returned wrong plaintext";
                }
            } catch (AEADBadTagException | IllegalArgumentException e) {
                opened = false;
            }
            switch (result) {
                case "valid":
                    return !sealMatches ? "seal differs" : opened ? null : "valid ciphertext did not open";
                case "invalid":
                    return opened ? "invalid ciphertext opened" : null;
                default:
                    return sealMatches == opened ? null : "seal and open disagree";
            }
        } finally {
            siv.destroy();
        }
    }
}
