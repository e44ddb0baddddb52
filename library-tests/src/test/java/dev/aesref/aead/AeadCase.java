package dev.aesref.aead;

import dev.aesref.BlockEngine;
import java.util.Arrays;
import javax.crypto.AEADBadTagException;

/**
 * The check of one test case in Wycheproof's {@code AeadTest} shape (key, iv, aad, msg, ct, tag,
 * result), written once for every AEAD of this package so that a vector suite can call it per
 * case. A parameter the mode excludes (key, nonce or tag length) must be rejected with an
 * {@link IllegalArgumentException}, never skipped. "valid": seal gives the expected bytes and open
 * gives the message back. "invalid": the parameters are rejected, or open fails with
 * {@link AEADBadTagException} and writes nothing. "acceptable": either, but consistently.
 */
public final class AeadCase {

    /** Builds the AEAD for a case; throws IllegalArgumentException for excluded parameters. */
    @FunctionalInterface
    public interface Factory {
        Aead create(BlockEngine engine, byte[] key, int tagBytes);
    }

    private AeadCase() {}

    /**
     * Null when the case passes, else what went wrong. {@code tagFirst} is SIV's layout
     * ({@code V || C}); the others put the tag after the ciphertext.
     */
    public static String check(Factory factory, boolean tagFirst, BlockEngine engine, byte[] key,
                               byte[] iv, byte[] aad, byte[] msg, byte[] ct, byte[] tag,
                               int tagBytes, String result) {
        Aead aead;
        try {
            aead = factory.create(engine, key, tagBytes);
        } catch (IllegalArgumentException e) {
            return result.equals("valid") ? "valid case rejected at creation: " + e.getMessage() : null;
        }
        try {
            byte[] expected = tagFirst ? concat(tag, ct) : concat(ct, tag);
            byte[] sealed;
            try {
                sealed = aead.seal(iv, aad, msg);
            } catch (IllegalArgumentException e) {
                return result.equals("valid") ? "valid case rejected by seal: " + e.getMessage() : null;
            }
            byte[] out = new byte[msg.length + 8];
            Arrays.fill(out, (byte) 0x5A);
            boolean opened;
            try {
                int n = aead.open(iv, aad, expected, 0, expected.length, out, 4);
                opened = n == msg.length && Arrays.equals(Arrays.copyOfRange(out, 4, 4 + n), msg);
                if (!opened) {
                    return "open returned wrong plaintext";
                }
            } catch (AEADBadTagException e) {
                for (byte b : out) {
                    if (b != 0x5A) {
                        return "failed open wrote to the output";
                    }
                }
                opened = false;
            } catch (IllegalArgumentException e) {
                opened = false;
            }
            boolean sealMatches = Arrays.equals(sealed, expected);
            switch (result) {
                case "valid":
                    if (!sealMatches) {
                        return "seal differs";
                    }
                    return opened ? null : "valid ciphertext did not open";
                case "invalid":
                    return opened ? "invalid ciphertext opened" : null;
                default:
                    return sealMatches == opened ? null : "seal and open disagree";
            }
        } finally {
            aead.destroy();
        }
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] r = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, r, a.length, b.length);
        return r;
    }
}
