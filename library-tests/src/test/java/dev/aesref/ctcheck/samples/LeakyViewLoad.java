package dev.aesref.ctcheck.samples;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/** Leaky: a branch on key bytes read as a long through a byte-array view VarHandle. */
public final class LeakyViewLoad {

    private static final VarHandle LONG_LE =
            MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    private LeakyViewLoad() {}

    public static int topBit(byte[] key) {
        long k = (long) LONG_LE.get(key, 0);
        return k < 0 ? 1 : 0;
    }
}
