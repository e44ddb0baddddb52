package dev.aesref.testkit.check;

import java.security.GeneralSecurityException;
import java.util.Arrays;
import java.util.HexFormat;
import javax.crypto.AEADBadTagException;
import javax.crypto.BadPaddingException;

/**
 * The verdict on one case: what the provider did, against what a correct provider does.
 *
 * @param kind   match, mismatch, crash, policy difference or refusal
 * @param detail for every kind but a match, one line saying what happened; for a policy
 *               difference or a refusal it is also the key under which they are counted
 */
record Outcome(Kind kind, String detail) {

    enum Kind {
        /** The provider did what a correct one does. */
        MATCH,
        /** Wrong bytes, an invalid input accepted, a valid one rejected as invalid. */
        MISMATCH,
        /**
         * A robustness failure: an exception no JCA method documents ({@code NullPointerException},
         * {@code ArrayIndexOutOfBoundsException}, {@code NegativeArraySizeException},
         * {@code ClassCastException}, {@code ArithmeticException}, an {@code AssertionError}...),
         * on a valid input or an invalid one. Fails the check unless crashes are allowed.
         */
        CRASH,
        /** The case was tested and the provider's answer is one a standard allows. */
        POLICY,
        /**
         * The case was not tested: the provider refused parameters aesref accepts, or stopped with
         * a documented unchecked exception where aesref gives output. Too many of these make a
         * transformation untested.
         */
        REFUSED
    }

    static final Outcome MATCH = new Outcome(Kind.MATCH, "");

    /**
     * Judges an observation.
     *
     * <ul>
     *   <li>Expected output, got it: match; other bytes: mismatch.</li>
     *   <li>Expected output, refused at {@code init} with a checked exception,
     *       {@link IllegalArgumentException} or {@link UnsupportedOperationException}: refused
     *       (the provider does not take these parameters). Refused while processing with a checked
     *       crypto exception ({@link AEADBadTagException}, {@link BadPaddingException}, ...) or an
     *       {@link IllegalArgumentException}: a mismatch, a valid input was rejected. With
     *       {@link IllegalStateException}, {@link UnsupportedOperationException} or
     *       {@link java.security.ProviderException}: refused (a counter limit, say).</li>
     *   <li>Expected a rejection, got output: a mismatch, the provider accepted an invalid input
     *       (for a MAC: it computed the forged tag); an unauthenticated mode that accepts it but
     *       releases no byte is a policy difference. Rejected with a checked crypto exception:
     *       match. Rejected with a documented unchecked one: a policy difference naming its
     *       type.</li>
     *   <li>Any other exception, at any stage, on any input: a crash.</li>
     *   <li>{@link InputPath#REUSE}: the second {@code doFinal} without re-init must give the same
     *       answer, except for GCM encryption, which must refuse it rather than reuse the IV.</li>
     * </ul>
     */
    static Outcome judge(Target target, CheckCase c, JcaRun.Observation o) {
        Outcome first = judgeFirst(target, c, o);
        if (first.kind() != Kind.MATCH || o.second() == null) {
            return first;
        }
        return judgeSecond(target, c, o.second());
    }

    private static Outcome judgeFirst(Target target, CheckCase c, JcaRun.Observation o) {
        boolean mac = target.serviceType().equals("Mac");
        if (o.produced()) {
            if (c.expect() == CheckCase.Expect.REJECT) {
                if (mac && !Arrays.equals(o.output(), c.expected())) {
                    return MATCH;
                }
                if (c.path() == InputPath.OUTPUT_STREAM && o.output().length == 0) {
                    // CipherOutputStream.close() swallows doFinal's AEADBadTagException and
                    // BadPaddingException on Java 17 (its Javadoc: exceptions of the cipher are
                    // caught), so a rejection cannot be seen through it; releasing nothing is all
                    // a provider can do there.
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
        if (t instanceof JcaRun.BufferPositionError) {
            return new Outcome(Kind.MISMATCH, "ByteBuffer positions wrong: " + t.getMessage());
        }
        if (!documented(t)) {
            return new Outcome(Kind.CRASH, "threw " + what);
        }
        if (c.expect() != CheckCase.Expect.OUTPUT) {
            if (checked(t)) {
                return MATCH;
            }
            return new Outcome(Kind.POLICY, "rejects an invalid input with " + t.getClass().getName());
        }
        if (o.stage() == JcaRun.Stage.INIT && (checked(t) || t instanceof UnsupportedOperationException
                || t instanceof IllegalArgumentException)) {
            return new Outcome(Kind.REFUSED, "refuses parameters aesref accepts (" + t.getClass().getSimpleName() + ")");
        }
        if (checked(t) || t instanceof IllegalArgumentException) {
            return new Outcome(Kind.MISMATCH, "rejected a valid input: " + what);
        }
        return new Outcome(Kind.REFUSED, "stops with " + t.getClass().getSimpleName() + " where aesref gives output");
    }

    private static Outcome judgeSecond(Target target, CheckCase c, JcaRun.Observation second) {
        boolean gcmEncryption = target.family() == Target.Family.GCM && c.encrypt();
        if (second.produced()) {
            if (gcmEncryption) {
                return new Outcome(Kind.MISMATCH, "a second doFinal without init encrypted again under the same key"
                        + " and IV (it must be refused: SP 800-38D section 8.2)");
            }
            if (Arrays.equals(second.output(), c.expected())) {
                return MATCH;
            }
            return new Outcome(Kind.MISMATCH, "a second doFinal without init gave " + hex(second.output())
                    + ", the first " + hex(c.expected()));
        }
        Throwable t = second.thrown();
        if (!documented(t)) {
            return new Outcome(Kind.CRASH, "a second doFinal without init threw " + t.getClass().getSimpleName()
                    + (t.getMessage() == null ? "" : ": " + t.getMessage()));
        }
        if (gcmEncryption && t instanceof IllegalStateException) {
            return MATCH;
        }
        return new Outcome(Kind.POLICY, "refuses a second doFinal without init (" + t.getClass().getSimpleName() + ")");
    }

    /**
     * The exceptions the JCA documents for its methods: the checked ones, and
     * {@link IllegalStateException}, {@link IllegalArgumentException},
     * {@link UnsupportedOperationException} (with {@code ReadOnlyBufferException}) and
     * {@link java.security.ProviderException}. Anything else is a crash.
     */
    static boolean documented(Throwable t) {
        return checked(t) || t instanceof IllegalStateException || t instanceof IllegalArgumentException
                || t instanceof UnsupportedOperationException || t instanceof java.security.ProviderException;
    }

    /**
     * The JCA's checked refusals: {@link AEADBadTagException}, {@link BadPaddingException},
     * {@code IllegalBlockSizeException}, {@code InvalidKeyException},
     * {@code InvalidAlgorithmParameterException} and the rest of {@link GeneralSecurityException}.
     */
    private static boolean checked(Throwable t) {
        return t instanceof GeneralSecurityException;
    }

    /** The whole of {@code b} in hex: a report must hold what reproduces a mismatch. */
    static String hex(byte[] b) {
        return HexFormat.of().formatHex(b);
    }
}
