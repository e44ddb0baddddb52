package dev.aesref.mode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;

/**
 * Steady-state {@link Ctr.Stream#process} allocates nothing itself. Measured with HotSpot's
 * per-thread allocation counter around calls into a stand-in engine that allocates nothing, so
 * that any allocation counted is the mode's.
 */
class CtrStreamAllocationTest {

    /** XORs a constant: no allocation, no crypto; only the mode's own behaviour is measured. */
    private static final class NonAllocatingKey implements ExpandedKey {
        @Override
        public int keyBits() {
            return 128;
        }

        @Override
        public void encryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
            for (int i = 0; i < 16 * blocks; i++) {
                out[outOff + i] = (byte) (in[inOff + i] ^ 0x5A);
            }
        }

        @Override
        public void decryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
            encryptBlocks(in, inOff, out, outOff, blocks);
        }

        @Override
        public void destroy() {
            // Holds no key material.
        }

        @Override
        public void ctrXorBlocks(CounterFlavour flavour, byte[] iv, long firstIndex, byte[] in, int inOff,
                                 byte[] out, int outOff, int blocks) {
            encryptBlocks(in, inOff, out, outOff, blocks);
        }
    }

    @Test
    void processDoesNotAllocate() {
        java.lang.management.ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        assertTrue(bean instanceof com.sun.management.ThreadMXBean,
                "this test needs HotSpot's com.sun.management.ThreadMXBean");
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) bean;
        assertTrue(mx.isThreadAllocatedMemorySupported() && mx.isThreadAllocatedMemoryEnabled(),
                "this test needs per-thread allocation accounting");
        Ctr.Stream s = Ctr.stream(new NonAllocatingKey(), CounterFlavour.CTR32_BE, new byte[16]);
        byte[] ahead = new byte[100];
        byte[] in = new byte[100];
        byte[] out = new byte[100];
        long thread = Thread.currentThread().getId();
        // The first rounds warm up both paths (class loading and the interpreter's first calls
        // may allocate); the steady state is the best of a few measured rounds.
        long allocated = Long.MAX_VALUE;
        for (int round = 0; round < 4; round++) {
            long before = mx.getThreadAllocatedBytes(thread);
            for (int i = 0; i < 2000; i++) {
                s.process(in, 0, out, 0, 1 + i % 50);
                s.process(in, 0, in, 0, 1 + i % 33); // in place
                s.process(ahead, 0, ahead, 3, 1 + i % 40); // output runs ahead: moved, not copied
            }
            allocated = Math.min(allocated, mx.getThreadAllocatedBytes(thread) - before);
        }
        assertEquals(0, allocated, "bytes allocated by 6000 process calls");
    }
}
