package dev.aesref.internal.nohw;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;

/**
 * Steady state allocates nothing per call when the caller provides the buffers: the scratch
 * lives in the expanded key. Measured with the JVM's per-thread allocation counter
 * ({@code com.sun.management.ThreadMXBean}), which counts bytes allocated by this thread.
 */
class NohwAllocationTest {

    @Test
    void encryptDecryptAndCtrAllocateNothingPerCall() {
        com.sun.management.ThreadMXBean mx =
                (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long self = Thread.currentThread().getId();
        ExpandedKey k = new NohwEngine().expandKey(new byte[32]);
        byte[] iv = new byte[16];
        byte[] buf = new byte[16 * (NohwKey.SHORT_MAX_BLOCKS + 2)];
        CounterFlavour[] flavours = CounterFlavour.values(); // values() itself allocates a copy
        // Nine blocks and more take the sixteen-block path, eight and fewer the short one
        // (NohwKey.SHORT_MAX_BLOCKS); both are called, the short one full and partial.
        int wide = NohwKey.SHORT_MAX_BLOCKS + 1;
        Runnable calls = () -> {
            k.encryptBlocks(buf, 0, buf, 0, wide);
            k.decryptBlocks(buf, 0, buf, 16, wide - 1);
            k.encryptBlocks(buf, 16, buf, 0, 1);
            k.decryptBlocks(buf, 0, buf, 16, 3);
            for (CounterFlavour f : flavours) {
                k.ctrXorBlocks(f, iv, 7, buf, 16, buf, 0, wide - 1);
                k.ctrXorBlocks(f, iv, 7, buf, 0, buf, 16, wide);
                k.ctrXorBlocks(f, iv, 7, buf, 16, buf, 0, 1);
                k.ctrXorBlocks(f, iv, 7, buf, 0, buf, 0, 4);
            }
        };
        for (int i = 0; i < 200; i++) {
            calls.run();
        }
        // Read the counter once before, so that whatever the first read allocates is not counted.
        mx.getThreadAllocatedBytes(self);
        long before = mx.getThreadAllocatedBytes(self);
        for (int i = 0; i < 100; i++) {
            calls.run();
        }
        long after = mx.getThreadAllocatedBytes(self);
        assertEquals(0L, after - before, "bytes allocated by 100 rounds of calls");
    }
}
