package dev.aesref.ctcheck.c2samples;

/**
 * The child process for the leaky machine-code samples: calls {@link EarlyExitCompare#equal} with
 * equal arrays often enough that C2 compiles it with its exit never taken.
 */
public final class C2LeakDriver {

    private C2LeakDriver() {}

    public static void main(String[] args) {
        byte[] a = new byte[32];
        byte[] b = new byte[32];
        long sink = 0;
        for (int i = 0; i < 300_000; i++) {
            a[i & 31] = (byte) i;
            b[i & 31] = (byte) i;
            sink += EarlyExitCompare.equal(a, b) ? 1 : 0;
        }
        System.out.println(sink);
    }
}
