package dev.aesref.ctcheck.samples;

/**
 * Clean: a branch on what a helper with a {@code @Secret} parameter returns for a public
 * argument (a length). The checker summarises each call by its arguments, so this is public.
 */
public final class CleanPublicHelperCall {

    private CleanPublicHelperCall() {}

    public static int oddLength(byte[] data) {
        if (LowBit.of(data.length) != 0) {
            return 1;
        }
        return 0;
    }
}
