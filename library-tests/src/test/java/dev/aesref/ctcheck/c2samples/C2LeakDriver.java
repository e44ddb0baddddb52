package dev.aesref.ctcheck.c2samples;

import java.util.SplittableRandom;

/**
 * The child process for the leaky machine-code samples: calls each often enough that C2 compiles
 * it. {@link EarlyExitCompare#equal} gets equal arrays only, so that C2 compiles its exit as an
 * uncommon trap, or, with {@code -Dc2samples.mixed=true}, arrays that differ at a varying place
 * one time in three, so that the exit is a real jump out of the loop.
 */
public final class C2LeakDriver {

    private C2LeakDriver() {}

    public static void main(String[] args) {
        boolean mixed = Boolean.getBoolean("c2samples.mixed");
        SplittableRandom rnd = new SplittableRandom(1);
        byte[] a = new byte[32];
        byte[] b = new byte[32];
        long sink = 0;
        for (int i = 0; i < 300_000; i++) {
            a[i & 31] = (byte) i;
            b[i & 31] = (byte) (mixed && i % 3 == 0 ? i + 1 : i);
            sink += EarlyExitCompare.equal(a, b) ? 1 : 0;
            long x = rnd.nextLong();
            sink += SecretSelect.shiftReduce(sink, x);
            sink += SecretTableLookup.lookup(x);
        }
        System.out.println(sink);
    }
}
