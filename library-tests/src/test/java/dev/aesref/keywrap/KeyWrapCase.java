package dev.aesref.keywrap;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import java.util.Arrays;
import java.util.HexFormat;
import javax.crypto.AEADBadTagException;

/**
 * The check of one key-wrap test case, shared by the known-answer tests and meant for the vector
 * suites (Wycheproof {@code aes_wrap_test.json} / {@code aes_kwp_test.json}, NIST CAVP
 * {@code KW_*} / {@code KWP_*}, with or without {@code _inv}): given the algorithm, the KEK, the
 * plaintext, the ciphertext and the expected verdict, it runs wrap and unwrap and returns null
 * when the case passes or a sentence saying what went wrong.
 *
 * <ul>
 *   <li>{@link Expect#VALID}: wrap(msg) == ct and unwrap(ct) == msg.</li>
 *   <li>{@link Expect#INVALID}: unwrap(ct) is refused (AEADBadTagException, or
 *       IllegalArgumentException for a length the algorithm excludes) and wrap(msg), if msg is
 *       wrappable at all, does not give ct.</li>
 *   <li>{@link Expect#ACCEPTABLE}: either outcome, as long as a success is a correct one.</li>
 *   <li>{@link Expect#WRAP_ONLY} / {@link Expect#UNWRAP_ONLY}: NIST's AE and AD files, one
 *       direction each; {@link Expect#UNWRAP_FAILS}: an AD case marked FAIL.</li>
 * </ul>
 */
final class KeyWrapCase {

    enum Algorithm { KW, KW_INV, KWP, KWP_INV }

    enum Expect { VALID, INVALID, ACCEPTABLE, WRAP_ONLY, UNWRAP_ONLY, UNWRAP_FAILS }

    private KeyWrapCase() {}

    /** Null if the case passes, else what failed. */
    static String check(Algorithm alg, BlockEngine engine, byte[] kek, byte[] msg, byte[] ct, Expect expect) {
        ExpandedKey k;
        try {
            k = engine.expandKey(kek);
        } catch (IllegalArgumentException e) {
            return expect == Expect.INVALID || expect == Expect.ACCEPTABLE ? null : "KEK refused: " + e.getMessage();
        }
        try {
            switch (expect) {
                case VALID:
                    return join(wrapGives(alg, k, msg, ct), unwrapGives(alg, k, ct, msg));
                case WRAP_ONLY:
                    return wrapGives(alg, k, msg, ct);
                case UNWRAP_ONLY:
                    return unwrapGives(alg, k, ct, msg);
                case UNWRAP_FAILS:
                    return unwrapRefused(alg, k, ct);
                case INVALID:
                    return join(unwrapRefused(alg, k, ct), wrapDoesNotGive(alg, k, msg, ct));
                case ACCEPTABLE:
                default:
                    return acceptable(alg, k, msg, ct);
            }
        } finally {
            k.destroy();
        }
    }

    private static String acceptable(Algorithm alg, ExpandedKey k, byte[] msg, byte[] ct) {
        byte[] w = wrapOrNull(alg, k, msg);
        if (w != null && !Arrays.equals(w, ct)) {
            return "wrap accepted but gave " + hex(w);
        }
        try {
            byte[] p = unwrap(alg, k, ct);
            return Arrays.equals(p, msg) ? null : "unwrap accepted but gave " + hex(p);
        } catch (AEADBadTagException | IllegalArgumentException e) {
            return null;
        }
    }

    private static String wrapGives(Algorithm alg, ExpandedKey k, byte[] msg, byte[] ct) {
        try {
            byte[] w = wrap(alg, k, msg);
            return Arrays.equals(w, ct) ? null : "wrap gave " + hex(w) + ", expected " + hex(ct);
        } catch (IllegalArgumentException e) {
            return "wrap refused: " + e.getMessage();
        }
    }

    private static String unwrapGives(Algorithm alg, ExpandedKey k, byte[] ct, byte[] msg) {
        try {
            byte[] p = unwrap(alg, k, ct);
            return Arrays.equals(p, msg) ? null : "unwrap gave " + hex(p) + ", expected " + hex(msg);
        } catch (AEADBadTagException | IllegalArgumentException e) {
            return "unwrap refused: " + e.getMessage();
        }
    }

    private static String unwrapRefused(Algorithm alg, ExpandedKey k, byte[] ct) {
        try {
            byte[] p = unwrap(alg, k, ct);
            return "unwrap accepted an invalid ciphertext, gave " + hex(p);
        } catch (AEADBadTagException | IllegalArgumentException e) {
            return null;
        }
    }

    private static String wrapDoesNotGive(Algorithm alg, ExpandedKey k, byte[] msg, byte[] ct) {
        byte[] w = wrapOrNull(alg, k, msg);
        return w != null && Arrays.equals(w, ct) ? "wrap of the invalid case gave its ciphertext" : null;
    }

    private static byte[] wrapOrNull(Algorithm alg, ExpandedKey k, byte[] msg) {
        try {
            return wrap(alg, k, msg);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    static byte[] wrap(Algorithm alg, ExpandedKey k, byte[] msg) {
        switch (alg) {
            case KW: return Kw.create(k).wrap(msg);
            case KW_INV: return Kw.createWithInverseCipher(k).wrap(msg);
            case KWP: return Kwp.create(k).wrap(msg);
            default: return Kwp.createWithInverseCipher(k).wrap(msg);
        }
    }

    static byte[] unwrap(Algorithm alg, ExpandedKey k, byte[] ct) throws AEADBadTagException {
        switch (alg) {
            case KW: return Kw.create(k).unwrap(ct);
            case KW_INV: return Kw.createWithInverseCipher(k).unwrap(ct);
            case KWP: return Kwp.create(k).unwrap(ct);
            default: return Kwp.createWithInverseCipher(k).unwrap(ct);
        }
    }

    private static String join(String a, String b) {
        return a == null ? b : b == null ? a : a + "; " + b;
    }

    private static String hex(byte[] b) {
        return HexFormat.of().formatHex(b);
    }
}
