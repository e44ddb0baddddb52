package dev.aesref.internal.vectors.suite;

import dev.aesref.aead.Aead;
import dev.aesref.internal.vectors.format.Hex;
import java.util.Arrays;
import javax.crypto.AEADBadTagException;

/**
 * The three checks the NIST AEAD suites make on one record, written once for GCM and CCM: seal
 * gives the sealed form, open gives the plaintext back, or open refuses a forgery and writes
 * nothing.
 */
final class AeadChecks {

    /** What a refused open must leave in every byte of the caller's buffer. */
    static final byte UNTOUCHED = 0x5A;

    private AeadChecks() {}

    /** {@code seal(nonce, aad, plaintext)} must be exactly {@code sealed} (ciphertext || tag). */
    static void seals(SuiteRun run, Aead aead, byte[] nonce, byte[] aad, byte[] plaintext, byte[] sealed) {
        run.equal("seal", sealed, aead.seal(nonce, aad, plaintext));
    }

    /** {@code open(nonce, aad, sealed)} must verify and give exactly {@code plaintext}. */
    static void opens(SuiteRun run, Aead aead, byte[] nonce, byte[] aad, byte[] sealed, byte[] plaintext) {
        try {
            run.equal("open", plaintext, aead.open(nonce, aad, sealed));
        } catch (AEADBadTagException e) {
            run.fail("open: expected " + Hex.encode(plaintext) + ", got a refusal (" + e.getMessage() + ")");
        }
    }

    /**
     * {@code open} of a forgery must throw {@link AEADBadTagException} and leave the caller's
     * buffer as it was. Any other outcome, including a parameter error, is a failure: the NIST
     * forgeries have parameters the mode accepts.
     */
    static void refuses(SuiteRun run, Aead aead, byte[] nonce, byte[] aad, byte[] sealed) {
        byte[] out = new byte[sealed.length + 1];
        Arrays.fill(out, UNTOUCHED);
        try {
            int n = aead.open(nonce, aad, sealed, 0, sealed.length, out, 0);
            run.fail("open of a FAIL record: expected a refusal, got " + Hex.encode(Arrays.copyOf(out, n)));
        } catch (AEADBadTagException expected) {
            untouched(run, out);
        }
    }

    /** Every byte of {@code out} must still be {@link #UNTOUCHED}. */
    static void untouched(SuiteRun run, byte[] out) {
        for (byte b : out) {
            if (b != UNTOUCHED) {
                run.fail("a refused open wrote to the output buffer: expected it untouched, got "
                        + Hex.encode(out));
                return;
            }
        }
    }

    static byte[] concat(byte[] a, byte[] b) {
        byte[] r = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, r, a.length, b.length);
        return r;
    }
}
