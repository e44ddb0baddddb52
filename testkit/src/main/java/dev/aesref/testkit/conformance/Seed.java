package dev.aesref.testkit.conformance;

/**
 * The seed of the suites' random inputs: fixed, so that a failure repeats, and overridable with
 * the system property {@code aesref.conformance.seed} (a decimal or {@code 0x} hex number), so
 * that a run can look further. Each test mixes its own constant in, so the tests draw different
 * inputs from one seed. A failure message names the seed.
 */
final class Seed {

    /** The property that overrides the seed. */
    static final String PROPERTY = "aesref.conformance.seed";

    private static final long DEFAULT = 0x5EED_AE5_2026L;

    private Seed() {}

    /** The seed of this run. */
    static long value() {
        String s = System.getProperty(PROPERTY);
        if (s == null || s.isBlank()) {
            return DEFAULT;
        }
        String t = s.trim();
        try {
            return t.startsWith("0x") || t.startsWith("0X")
                    ? Long.parseUnsignedLong(t.substring(2), 16) : Long.parseLong(t);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(PROPERTY + " must be a decimal or 0x hex number, got '"
                    + s + "'", e);
        }
    }

    /** The words a failure message ends with, so that the failing inputs can be drawn again. */
    static String describe() {
        return " (-D" + PROPERTY + "=0x" + Long.toHexString(value()) + ")";
    }
}
