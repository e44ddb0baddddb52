package dev.aesref.ctcheck.samples;

/** Leaky: a tag compare that stops at the first differing byte (a timing oracle for forgery). */
public final class LeakyEarlyExitCompare {

    private LeakyEarlyExitCompare() {}

    public static boolean equal(byte[] tag, byte[] expected) {
        for (int i = 0; i < tag.length; i++) {
            if (tag[i] != expected[i]) {
                return false;
            }
        }
        return true;
    }
}
