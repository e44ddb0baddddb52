package dev.aesref.ctcheck.c2samples;

/**
 * Leaky, for the machine-code check: a tag compare with an early exit, the shape of the leak
 * issue 25 put into {@code ConstantTime.equal}. Driven with equal inputs only, C2 compiles the
 * exit as an uncommon trap ({@code trap: if_icmpeq} at the exit's bytecode index), which the
 * check must refuse, as it must refuse any {@code if} it was not told about by bytecode index.
 */
public final class EarlyExitCompare {

    private EarlyExitCompare() {}

    public static boolean equal(byte[] a, byte[] b) {
        for (int i = 0; i < a.length; i++) {
            if (a[i] != b[i]) {
                return false;
            }
        }
        return true;
    }
}
