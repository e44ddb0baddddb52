package dev.aesref.internal.hwmodel;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertThrowsExactly;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.harness.NaiveCtr;
import dev.aesref.harness.Residue;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * Argument checks happen before any work (the exception is the checker's
 * IndexOutOfBoundsException naming the parameter, not an ArrayIndexOutOfBoundsException from
 * deep inside), and the small contracts around the drivers.
 */
class DriverContractTest {

    private static final byte[] KEY = new byte[16];

    private static void rejects(String parameter, Executable call) {
        IndexOutOfBoundsException e = assertThrowsExactly(IndexOutOfBoundsException.class, call);
        assertTrue(e.getMessage().startsWith(parameter + " range"), e.getMessage());
    }

    @Test
    void engineChecksRangesFirst() {
        ExpandedKey k = new HwModelEngine().expandKey(KEY);
        byte[] small = new byte[20];
        byte[] big = new byte[64];
        rejects("in", () -> k.encryptBlocks(small, 0, big, 0, 2));
        rejects("out", () -> k.encryptBlocks(big, 0, small, 0, 2));
        rejects("in", () -> k.decryptBlocks(small, 0, big, 0, 2));
        rejects("out", () -> k.decryptBlocks(big, 0, small, 0, 2));
        assertArrayEquals(new byte[20], small);
    }

    @Test
    void boringChecksRangesFirst() {
        byte[] small = new byte[20];
        byte[] big = new byte[64];
        byte[] iv = new byte[16];
        BoringCtr32 b = new BoringCtr32(KEY, iv);
        rejects("in", () -> b.ctr32EncryptBlocks(small, 0, big, 0, 2, iv));
        rejects("out", () -> b.ctr32EncryptBlocks(big, 0, small, 0, 2, iv));
        // 24 bytes: one whole block would fit in 20, so only the up-front check stops the write.
        rejects("in", () -> b.process(small, 0, big, 0, 24));
        rejects("out", () -> b.process(big, 0, small, 0, 24));
        assertArrayEquals(new byte[20], small);
        assertArrayEquals(new byte[64], big);
        assertArrayEquals(new byte[16], b.ivec());
        assertThrows(IllegalArgumentException.class, () -> new BoringCtr32(KEY, new byte[15]));
        assertThrows(IllegalArgumentException.class, () -> new BoringCtr32(new byte[17], iv));
    }

    @Test
    void goChecksRangesAndOverlapFirst() {
        GoCtr g = new GoCtr(KEY, new byte[16]);
        byte[] small = new byte[20];
        byte[] big = new byte[64];
        rejects("src", () -> g.xorKeyStreamAt(big, 0, small, 0, 32, 0));
        rejects("dst", () -> g.xorKeyStreamAt(small, 0, big, 0, 32, 0));
        assertArrayEquals(new byte[20], small);
        // Inexact overlap far from offset 0 (offsets 20 and 24, 16 bytes).
        assertThrows(IllegalArgumentException.class, () -> g.xorKeyStreamAt(big, 20, big, 24, 16, 0));
        assertThrows(IllegalArgumentException.class, () -> g.xorKeyStreamAt(big, 24, big, 20, 16, 0));
        assertArrayEquals(new byte[64], big);
    }

    @Test
    void linuxChecksRangesFirstAndWalksAnyStep() {
        LinuxVaesCtr d = new LinuxVaesCtr(KEY, 256);
        byte[] small = new byte[20];
        byte[] big = new byte[64];
        byte[] iv = new byte[16];
        rejects("src", () -> d.ctrCrypt(iv, small, 0, big, 0, 32, 16));
        rejects("dst", () -> d.ctrCrypt(iv, big, 0, small, 0, 32, 16));
        rejects("src", () -> d.xctrCrypt(iv, small, 0, big, 0, 32, 16));
        rejects("dst", () -> d.xctrCrypt(iv, big, 0, small, 0, 32, 16));
        assertArrayEquals(new byte[20], small);
        assertArrayEquals(new byte[16], iv);
        // Walk steps of exactly one block, and steps that are not block multiples.
        byte[] in = new byte[100];
        for (int walk : new int[] {16, 20, 40}) {
            byte[] out = new byte[100];
            d.xctrCrypt(iv, in, 0, out, 0, 100, walk);
            assertArrayEquals(NaiveCtr.apply(KEY, CounterFlavour.XCTR, iv, in), out, "walk " + walk);
            byte[] ctrOut = new byte[100];
            d.ctrCrypt(iv.clone(), in, 0, ctrOut, 0, 100, walk);
            assertArrayEquals(NaiveCtr.apply(KEY, CounterFlavour.CTR128_BE, iv, in), ctrOut, "walk " + walk);
        }
    }

    private static void refusesDestroyed(Executable call) {
        IllegalStateException e = assertThrowsExactly(IllegalStateException.class, call);
        assertTrue(e.getMessage().contains("destroyed"), e.getMessage());
    }

    /**
     * A destroyed driver refuses every entry point, the zero-length requests and the assembly
     * functions called alone included, and writes nothing; destroy() leaves nothing non-zero.
     */
    @Test
    void linuxRefusesUseAfterDestroy() {
        for (int bits : new int[] {256, 512}) {
            LinuxVaesCtr d = new LinuxVaesCtr(KEY, bits);
            assertFalse(d.isDestroyed());
            d.destroy();
            assertTrue(d.isDestroyed());
            assertEquals(List.of(), Residue.nonZeroArrays(d));
            byte[] iv = new byte[16];
            Arrays.fill(iv, (byte) 0x5a);
            byte[] in = new byte[48];
            byte[] out = new byte[48];
            refusesDestroyed(() -> d.ctrCrypt(iv, in, 0, out, 0, 0, 16));
            refusesDestroyed(() -> d.xctrCrypt(iv, in, 0, out, 0, 0, 16));
            refusesDestroyed(() -> d.ctrCrypt(iv, in, 0, out, 0, 48, 16));
            refusesDestroyed(() -> d.xctrCrypt(iv, in, 0, out, 0, 48, 16));
            refusesDestroyed(() -> d.ctr64Crypt(in, 0, out, 0, 48, 1, 2));
            refusesDestroyed(() -> d.xctrAsm(in, 0, out, 0, 48, iv, 1));
            assertArrayEquals(new byte[48], out);
            byte[] untouched = new byte[16];
            Arrays.fill(untouched, (byte) 0x5a);
            assertArrayEquals(untouched, iv, "the counter block must not move");
            assertEquals(List.of(), Residue.nonZeroArrays(d));
        }
    }

    @Test
    void boringRefusesUseAfterDestroy() {
        byte[] iv = new byte[16];
        iv[15] = 1;
        BoringCtr32 b = new BoringCtr32(KEY, iv);
        assertFalse(b.isDestroyed());
        b.destroy();
        assertTrue(b.isDestroyed());
        assertEquals(List.of(), Residue.nonZeroArrays(b));
        byte[] in = new byte[40];
        byte[] out = new byte[40];
        refusesDestroyed(() -> b.process(in, 0, out, 0, 0));
        refusesDestroyed(() -> b.process(in, 0, out, 0, 40));
        refusesDestroyed(() -> b.ctr32EncryptBlocks(in, 0, out, 0, 2, iv));
        refusesDestroyed(() -> b.ctr32EncryptBlocks(in, 0, out, 0, 0, iv));
        assertArrayEquals(new byte[40], out);
        assertEquals(List.of(), Residue.nonZeroArrays(b));
    }

    @Test
    void goRefusesUseAfterDestroy() {
        GoCtr g = new GoCtr(KEY, new byte[16]);
        assertFalse(g.isDestroyed());
        g.destroy();
        assertTrue(g.isDestroyed());
        assertEquals(List.of(), Residue.nonZeroArrays(g));
        byte[] in = new byte[40];
        byte[] out = new byte[40];
        refusesDestroyed(() -> g.xorKeyStream(out, 0, in, 0, 0));
        refusesDestroyed(() -> g.xorKeyStream(out, 0, in, 0, 40));
        refusesDestroyed(() -> g.xorKeyStreamAt(out, 0, in, 0, 40, 5));
        assertArrayEquals(new byte[40], out);
        assertEquals(0, g.offset());
    }

    /**
     * The batch functions called on their own (as the tests of the batch shapes do) leave
     * keystream in the registers, since only XORKeyStreamAt wipes them on its way out;
     * destroy() zeroes them all the same.
     */
    @Test
    void goDestroyZeroesTheRegistersTheBatchFunctionsLeft() {
        GoCtr g = new GoCtr(KEY, new byte[16]);
        byte[] in = new byte[128];
        byte[] out = new byte[128];
        g.ctrBlocks8(out, 0, in, 0, 5, 0);
        assertTrue(Residue.nonZeroArrays(g).stream().anyMatch(a -> a.contains("regs")),
                "the batch function should have left its keystream in the registers");
        g.destroy();
        assertEquals(List.of(), Residue.nonZeroArrays(g));
    }
}
