package dev.aesref.internal.hwmodel;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.aesref.CounterFlavour;
import dev.aesref.harness.CtrStream;
import dev.aesref.harness.CtrUnderTest;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every driver on the external CTR and XCTR vectors (Linux testmgr.h aes_ctr_tv_template and
 * aes_xctr_tv_template, google/hctr2 XCTR), in one call, in both directions, and in several
 * chunkings.
 */
class DriverVectorsTest {

    private static final int[][] CHUNKINGS = {{1}, {15}, {16}, {17}, {7, 9}, {33}, {129}};

    private static void runStream(CtrUnderTest impl, CounterFlavour f, CtrVectors.Vector v,
                                  int[] pattern, byte[] in, byte[] expected) {
        CtrStream s = impl.start(v.key, f, v.iv);
        byte[] out = new byte[in.length];
        int pos = 0;
        int i = 0;
        while (pos < in.length) {
            int n = Math.min(pattern[i++ % pattern.length], in.length - pos);
            s.process(in, pos, out, pos, n);
            pos += n;
        }
        assertArrayEquals(expected, out, impl.name() + " " + v);
    }

    private static void check(List<CtrUnderTest> impls, CounterFlavour f, List<CtrVectors.Vector> vectors) {
        for (CtrUnderTest impl : impls) {
            for (CtrVectors.Vector v : vectors) {
                runStream(impl, f, v, new int[] {Math.max(1, v.pt.length)}, v.pt, v.ct);
                runStream(impl, f, v, new int[] {Math.max(1, v.ct.length)}, v.ct, v.pt);
                for (int[] c : CHUNKINGS) {
                    runStream(impl, f, v, c, v.pt, v.ct);
                }
            }
        }
    }

    @Test
    void ctrDriversOnKernelCtrVectors() {
        List<CtrVectors.Vector> vs = CtrVectors.kernelCtr();
        assertEquals(5, vs.size());
        check(List.of(Drivers.boringCtr128(), Drivers.goCtr(), Drivers.linuxCtr(256, 4096),
                Drivers.linuxCtr(512, 16), Drivers.engineCtr()), CounterFlavour.CTR128_BE, vs);
    }

    @Test
    void xctrDriversOnKernelXctrVectors() {
        List<CtrVectors.Vector> vs = CtrVectors.kernelXctr();
        assertEquals(18, vs.size());
        check(List.of(Drivers.linuxXctr(256), Drivers.linuxXctr(512), Drivers.engineCtr()),
                CounterFlavour.XCTR, vs);
    }

    @Test
    void xctrDriversOnGoogleHctr2Vectors() {
        List<CtrVectors.Vector> vs = CtrVectors.googleXctr();
        assertEquals(180, vs.size());
        check(List.of(Drivers.linuxXctr(256), Drivers.linuxXctr(512)), CounterFlavour.XCTR, vs);
    }

    @Test
    void linuxRequestsMatchVectorsAndIvOut() {
        for (CtrVectors.Vector v : CtrVectors.kernelCtr()) {
            for (int bits : new int[] {256, 512}) {
                for (int walk : new int[] {16, 48, 100, 4096}) {
                    LinuxVaesCtr d = new LinuxVaesCtr(v.key, bits);
                    byte[] iv = v.iv.clone();
                    byte[] out = new byte[v.pt.length];
                    d.ctrCrypt(iv, v.pt, 0, out, 0, v.pt.length, walk);
                    assertArrayEquals(v.ct, out, v + " " + bits + " walk " + walk);
                    assertArrayEquals(v.ivOut, iv, "iv_out of " + v);
                }
            }
        }
        for (CtrVectors.Vector v : CtrVectors.kernelXctr()) {
            for (int bits : new int[] {256, 512}) {
                LinuxVaesCtr d = new LinuxVaesCtr(v.key, bits);
                byte[] iv = v.iv.clone();
                byte[] out = new byte[v.pt.length];
                d.xctrCrypt(iv, v.pt, 0, out, 0, v.pt.length, 32);
                assertArrayEquals(v.ct, out, v.toString());
                assertArrayEquals(v.iv, iv, "xctr leaves the iv alone");
            }
        }
    }

    @Test
    void boringIvecAfterTheStreamIsTheKernelIvOut() {
        for (CtrVectors.Vector v : CtrVectors.kernelCtr()) {
            BoringCtr32 b = new BoringCtr32(v.key, v.iv);
            byte[] out = new byte[v.pt.length];
            b.process(v.pt, 0, out, 0, v.pt.length);
            assertArrayEquals(v.ct, out);
            assertArrayEquals(v.ivOut, b.ivec());
            assertEquals(v.pt.length % 16, b.num());
        }
    }
}
