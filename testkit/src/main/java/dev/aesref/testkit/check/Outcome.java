package dev.aesref.testkit.check;

import java.security.GeneralSecurityException;
import java.util.Arrays;
import java.util.HexFormat;
import javax.crypto.AEADBadTagException;
import javax.crypto.BadPaddingException;

/**
 * The verdict on one case: what the provider did, against what a correct provider does.
 *
 * @param kind   match, mismatch or policy difference
 * @param detail for a mismatch or a policy difference, one line saying what happened; the
 *               {@code policy} line is also the key under which policy differences are counted
 */
record Outcome(Kind kind, String detail) {

    enum Kind { MATCH, MISMATCH, POLICY }

    static final Outcome MATCH = new Outcome(Kind.MATCH, "");

    /**
     * Judges an observation.
     *
     * <ul>
     *   <li>Expected output, got it: match; other bytes: mismatch.</li>
     *   <li>Expected output, refused at {@code init}: a policy difference (the provider does not
     *       take these parameters). Refused while processing with a checked crypto exception
     *       ({@link AEADBadTagException}, {@link BadPaddingException}, ...): a mismatch, a valid
     *       input was rejected. With {@link IllegalStateException}, {@link UnsupportedOperationException}
     *       or {@link java.security.ProviderException}: a policy difference (a counter limit, say).
     *       Any other exception: a mismatch (the provider crashed).</li>
     *   <li>Expected a rejection, got output: a mismatch, the provider accepted an invalid input
     *       (for a MAC: it computed the forged tag); an unauthenticated mode that accepts it but
     *       releases no byte is a policy difference. Rejected with a checked crypto exception:
     *       match. Rejected with an unchecked one: a policy difference naming its type.</li>
     * </ul>
     */
    static Outcome judge(Target target, CheckCase c, JcaRun.Observation o) {
        boolean mac = target.serviceType().equals("Mac");
        if (o.produced()) {
            if (c.expect() == CheckCase.Expect.REJECT) {
                if (mac && !Arrays.equals(o.output(), c.expected())) {
                    return MATCH;
                }
                if (!mac && !target.family().authenticated() && o.output().length == 0) {
                    // An unauthenticated mode's verdict protects nothing; what matters is that no
                    // byte of a wrong decryption is released (SunJCE decrypts an empty CBC-PKCS5
                    // ciphertext to nothing).
                    return new Outcome(Kind.POLICY, "accepts an invalid input but releases nothing");
                }
                return new Outcome(Kind.MISMATCH, mac
                        ? "accepted an invalid tag: computed " + hex(o.output())
                        : "accepted an invalid input and released " + o.output().length + " bytes: " + hex(o.output()));
            }
            if (Arrays.equals(o.output(), c.expected())) {
                return c.policy() == null ? MATCH : new Outcome(Kind.POLICY, c.policy());
            }
            return new Outcome(Kind.MISMATCH, "expected " + hex(c.expected()) + ", got " + hex(o.output()));
        }
        Throwable t = o.thrown();
        String what = t.getClass().getSimpleName() + (t.getMessage() == null ? "" : ": " + t.getMessage());
        if (c.expect() != CheckCase.Expect.OUTPUT) {
            if (checked(t)) {
                return MATCH;
            }
            return new Outcome(Kind.POLICY, "rejects an invalid input with " + t.getClass().getName());
        }
        if (o.stage() == JcaRun.Stage.INIT && (checked(t) || t instanceof UnsupportedOperationException
                || t instanceof IllegalArgumentException)) {
            return new Outcome(Kind.POLICY, "refuses parameters aesref accepts (" + t.getClass().getSimpleName() + ")");
        }
        if (checked(t)) {
            return new Outcome(Kind.MISMATCH, "rejected a valid input: " + what);
        }
        if (t instanceof IllegalStateException || t instanceof UnsupportedOperationException
                || t instanceof java.security.ProviderException) {
            return new Outcome(Kind.POLICY, "stops with " + t.getClass().getSimpleName() + " where aesref gives output");
        }
        return new Outcome(Kind.MISMATCH, "crashed: " + what);
    }

    /**
     * The JCA's checked refusals: {@link AEADBadTagException}, {@link BadPaddingException},
     * {@code IllegalBlockSizeException}, {@code InvalidKeyException},
     * {@code InvalidAlgorithmParameterException} and the rest of {@link GeneralSecurityException}.
     */
    private static boolean checked(Throwable t) {
        return t instanceof GeneralSecurityException;
    }

    static String hex(byte[] b) {
        String h = HexFormat.of().formatHex(b, 0, Math.min(b.length, 64));
        return b.length > 64 ? h + "... (" + b.length + " bytes)" : h;
    }
}
