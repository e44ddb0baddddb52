package dev.aesref.ctcheck.samples;

import dev.aesref.internal.ct.ConstantTime;

/** Clean: a compare that folds every byte into one mask and declassifies only the verdict. */
public final class CleanMaskedCompare {

    private CleanMaskedCompare() {}

    public static boolean equal(byte[] tag, byte[] expected, int len) {
        int diff = 0;
        for (int i = 0; i < len; i++) {
            diff |= tag[i] ^ expected[i];
        }
        return ConstantTime.declassify(ConstantTime.nonZeroMask(diff), "the verdict is public") == 0;
    }
}
