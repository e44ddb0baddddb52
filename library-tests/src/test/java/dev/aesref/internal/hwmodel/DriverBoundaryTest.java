package dev.aesref.internal.hwmodel;

import dev.aesref.harness.Seeds;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.CounterFlavour;
import dev.aesref.harness.NaiveCtr;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Hand-placed counter boundaries and the contracts of each driver, against NaiveCtr. */
class DriverBoundaryTest {

    private static final byte[] KEY = HexFormat.of().parseHex("000102030405060708090a0b0c0d0e0f1011121314151617");

    private static byte[] iv(String hex) {
        return HexFormat.of().parseHex(hex);
    }

    private static byte[] message(int len) {
        return Seeds.bytes(new Random(len), len);
    }

    @Test
    void boringBlockFunctionWraps32BitsAndLeavesIvecAlone() {
        byte[] ivec = iv("00112233445566778899aabbfffffffd");
        byte[] in = message(16 * 20);
        byte[] out = new byte[in.length];
        BoringCtr32 b = new BoringCtr32(KEY, new byte[16]);
        b.ctr32EncryptBlocks(in, 0, out, 0, 20, ivec);
        assertArrayEquals(NaiveCtr.apply(KEY, CounterFlavour.CTR32_BE, ivec, in), out);
        assertArrayEquals(iv("00112233445566778899aabbfffffffd"), ivec);
        assertThrows(IndexOutOfBoundsException.class,
                () -> b.ctr32EncryptBlocks(in, 1, out, 0, 20, ivec));
        assertThrows(IndexOutOfBoundsException.class,
                () -> b.ctr32EncryptBlocks(in, 0, out, 1, 20, ivec));
        assertThrows(IllegalArgumentException.class,
                () -> b.ctr32EncryptBlocks(in, 0, out, 0, 1, new byte[12]));
    }

    @Test
    void boringCallerCarriesIntoTheUpper96Bits() {
        for (String start : new String[] {"00112233445566778899aabbfffffffd", "0011223344556677fffffffffffffffa",
            "fffffffffffffffffffffffffffffffe", "ffffffffffffffffffffffff00000000", "00000000000000000000000000000000"}) {
            for (int len : new int[] {0, 5, 16, 31, 47, 48, 100, 16 * 9 + 3}) {
                byte[] in = message(len);
                BoringCtr32 b = new BoringCtr32(KEY, iv(start));
                byte[] out = new byte[len];
                b.process(in, 0, out, 0, len);
                assertArrayEquals(NaiveCtr.apply(KEY, CounterFlavour.CTR128_BE, iv(start), in), out, start + " " + len);
                byte[] expectedIvec = NaiveCtr.counterBlock(CounterFlavour.CTR128_BE, iv(start),
                        java.math.BigInteger.valueOf((len + 15) / 16));
                assertArrayEquals(expectedIvec, b.ivec(), "ivec after " + start + " " + len);
                assertEquals(len % 16, b.num());
            }
        }
    }

    @Test
    void boringCallerInPlaceAcrossTheWrap() {
        byte[] start = iv("0000000000000000000000fffffffffe");
        byte[] in = message(100);
        byte[] buf = in.clone();
        BoringCtr32 b = new BoringCtr32(KEY, start);
        b.process(buf, 0, buf, 0, 3);
        b.process(buf, 3, buf, 3, 97);
        assertArrayEquals(NaiveCtr.apply(KEY, CounterFlavour.CTR128_BE, start, in), buf);
        assertArrayEquals(iv("00000000000000000000010000000005"), b.ivec());
    }

    @Test
    void goEightBlockBatchBothPaths() {
        // ivlo + 7 carries (slow path) for ivlo = 2^64 - 1 .. 2^64 - 7; not for 2^64 - 8.
        for (int k = 1; k <= 9; k++) {
            String lo = String.format("%016x", -k);
            byte[] start = iv("0123456789abcdef" + lo);
            byte[] in = message(128 + 16 * k);
            byte[] out = new byte[in.length];
            new GoCtr(KEY, start).xorKeyStream(out, 0, in, 0, in.length);
            assertArrayEquals(NaiveCtr.apply(KEY, CounterFlavour.CTR128_BE, start, in), out, "k=" + k);
        }
        byte[] top = iv("ffffffffffffffffffffffffffffffff");
        byte[] in = message(128);
        byte[] out = new byte[128];
        new GoCtr(KEY, top).ctrBlocks8(out, 0, in, 0, -1L, -1L);
        assertArrayEquals(NaiveCtr.apply(KEY, CounterFlavour.CTR128_BE, top, in), out);
    }

    @Test
    void goSeeking() {
        byte[] start = iv("00000000000000fffffffffffffffff0");
        byte[] in = message(1000);
        byte[] expected = NaiveCtr.apply(KEY, CounterFlavour.CTR128_BE, start, in);
        GoCtr g = new GoCtr(KEY, start);
        for (int at : new int[] {0, 1, 15, 16, 17, 255, 256, 257, 999}) {
            byte[] out = new byte[in.length - at];
            g.xorKeyStreamAt(out, 0, in, at, in.length - at, at);
            assertArrayEquals(Arrays.copyOfRange(expected, at, in.length), out, "at " + at);
        }
        byte[] small = new byte[3];
        g.xorKeyStreamAt(small, 0, in, 5, 3, 5);
        assertArrayEquals(Arrays.copyOfRange(expected, 5, 8), small);
        assertEquals(0, g.offset());
    }

    /**
     * XORKeyStreamAt far into the stream: the block index {@code at / 16} is added to the
     * 128-bit counter with its carry. Offsets up to 2^64 - 1 bytes (the 40 bytes from there run
     * on past 2^64, where the 128-bit counter simply goes on), with IVs whose low half is small,
     * has its top bit set, or is about to wrap; each byte against its BigInteger counter block
     * from NaiveCtr, encrypted by the JDK.
     */
    @Test
    void goSeeksFarIntoTheStream() throws Exception {
        javax.crypto.Cipher ecb = javax.crypto.Cipher.getInstance("AES/ECB/NoPadding");
        ecb.init(javax.crypto.Cipher.ENCRYPT_MODE, new javax.crypto.spec.SecretKeySpec(KEY, "AES"));
        String[] ivs = {
            "00000000000000000000000000000000",
            "0123456789abcdef0000000000000003",
            "0123456789abcdef8000000000000000",
            "0123456789abcdeffffffffffffffff0",
            "ffffffffffffffffffffffffffffffff",
        };
        long[] offsets = {1L << 59, (1L << 59) + 7, 1L << 62, (1L << 63) + 16, -16L, -1L, 0x7ffffffffffffff5L};
        byte[] in = message(40);
        for (String hex : ivs) {
            byte[] start = iv(hex);
            GoCtr g = new GoCtr(KEY, start);
            for (long at : offsets) {
                int len = in.length;
                byte[] expected = new byte[len];
                for (int k = 0; k < len; k++) {
                    BigInteger pos = new BigInteger(Long.toUnsignedString(at)).add(BigInteger.valueOf(k));
                    byte[] block = NaiveCtr.counterBlock(CounterFlavour.CTR128_BE, start, pos.shiftRight(4));
                    expected[k] = (byte) (in[k] ^ ecb.doFinal(block)[pos.intValue() & 15]);
                }
                byte[] out = new byte[len];
                g.xorKeyStreamAt(out, 0, in, 0, len, at);
                assertArrayEquals(expected, out, hex + " at " + Long.toUnsignedString(at));
            }
        }
    }

    @Test
    void goStreamOffsetAndOverlapRules() {
        GoCtr g = new GoCtr(KEY, new byte[16]);
        byte[] buf = new byte[64];
        g.xorKeyStream(buf, 0, buf, 0, 10);
        assertEquals(10, g.offset());
        g.xorKeyStream(buf, 10, buf, 10, 54);
        assertEquals(64, g.offset());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> g.xorKeyStream(buf, 1, buf, 0, 16));
        assertTrue(e.getMessage().contains("overlap"));
        assertThrows(IllegalArgumentException.class, () -> g.xorKeyStream(buf, 0, buf, 15, 16));
        g.xorKeyStreamAt(buf, 16, buf, 0, 16, 0);
        g.xorKeyStreamAt(buf, 0, buf, 16, 16, 0);
        byte[] other = new byte[64];
        g.xorKeyStreamAt(other, 1, buf, 0, 16, 0);
        assertThrows(IndexOutOfBoundsException.class, () -> g.xorKeyStream(buf, 60, buf, 60, 5));
        assertThrows(IndexOutOfBoundsException.class, () -> g.xorKeyStream(other, 0, buf, 60, 5));
        assertThrows(IllegalArgumentException.class, () -> new GoCtr(KEY, new byte[15]));
    }

    @Test
    void goOffsetOverflowFails() throws ReflectiveOperationException {
        // Go: "c.offset, carry = bits.Add64(c.offset, uint64(len(src)), 0); if carry != 0
        // { panic }". Reaching 2^64 bytes takes a reflective jump to near the end.
        GoCtr g = new GoCtr(KEY, new byte[16]);
        java.lang.reflect.Field f = GoCtr.class.getDeclaredField("offset");
        f.setAccessible(true);
        f.setLong(g, -17L);
        byte[] buf = new byte[32];
        g.xorKeyStream(buf, 0, buf, 0, 16);
        assertEquals(-1L, g.offset());
        assertThrows(IllegalStateException.class, () -> g.xorKeyStream(buf, 0, buf, 0, 1));
        f.setLong(g, -16L);
        assertThrows(IllegalStateException.class, () -> g.xorKeyStream(buf, 0, buf, 0, 16));
    }

    @Test
    void goOverflowIsRefusedBeforeAnyOutputByte() throws ReflectiveOperationException {
        // The check comes first: a refused call writes nothing and leaves the offset alone.
        GoCtr g = new GoCtr(KEY, new byte[16]);
        java.lang.reflect.Field f = GoCtr.class.getDeclaredField("offset");
        f.setAccessible(true);
        f.setLong(g, -40L);
        byte[] in = message(100);
        byte[] out = new byte[100];
        assertThrows(IllegalStateException.class, () -> g.xorKeyStream(out, 0, in, 0, 41));
        assertArrayEquals(new byte[100], out);
        assertEquals(-40L, g.offset());
        byte[] buf = in.clone();
        assertThrows(IllegalStateException.class, () -> g.xorKeyStream(buf, 0, buf, 0, 100));
        assertArrayEquals(in, buf);
        g.xorKeyStream(out, 0, in, 0, 39); // to 2^64 - 1: allowed (2^64 itself carries)
        assertEquals(-1L, g.offset());
    }

    @Test
    void linuxSplitsAtThe64BitCarry() {
        // k = 46 ends the 46-block request (last block partial) exactly at the wrap.
        for (int k : new int[] {1, 2, 7, 8, 9, 16, 17, 31, 32, 33, 40, 45, 46, 47}) {
            String lo = String.format("%016x", -k);
            byte[] start = iv("fedcba9876543210" + lo);
            for (int bits : new int[] {256, 512}) {
                for (int walk : new int[] {16, 80, 4096}) {
                    byte[] in = message(16 * 45 + 7);
                    byte[] out = new byte[in.length];
                    byte[] counter = start.clone();
                    new LinuxVaesCtr(KEY, bits).ctrCrypt(counter, in, 0, out, 0, in.length, walk);
                    assertArrayEquals(NaiveCtr.apply(KEY, CounterFlavour.CTR128_BE, start, in), out,
                            "k=" + k + " bits=" + bits + " walk=" + walk);
                    assertArrayEquals(NaiveCtr.counterBlock(CounterFlavour.CTR128_BE, start,
                            java.math.BigInteger.valueOf(46)), counter);
                }
            }
        }
    }

    @Test
    void linuxAssemblyAloneDoesNotCarryIntoTheHighHalf() {
        // Without the glue's split, VPADDQ wraps the low 64 bits only: the CTR64 flavour.
        LinuxVaesCtr d = new LinuxVaesCtr(KEY, 512);
        byte[] start = iv("0000000000000007fffffffffffffffd");
        byte[] in = message(16 * 40 + 9);
        byte[] out = new byte[in.length];
        d.ctr64Crypt(in, 0, out, 0, in.length, -3L, 7L);
        assertArrayEquals(NaiveCtr.apply(KEY, CounterFlavour.CTR64_BE, start, in), out);
        assertEquals(64, d.vectorBytes());
        assertEquals(32, new LinuxVaesCtr(KEY, 256).vectorBytes());
    }

    @Test
    void linuxArgumentChecks() {
        assertThrows(IllegalArgumentException.class, () -> new LinuxVaesCtr(KEY, 128));
        LinuxVaesCtr d = new LinuxVaesCtr(KEY, 256);
        byte[] buf = new byte[32];
        assertThrows(IllegalArgumentException.class, () -> d.ctrCrypt(new byte[16], buf, 0, buf, 0, 32, 15));
        assertThrows(IllegalArgumentException.class, () -> d.xctrCrypt(new byte[16], buf, 0, buf, 0, 32, 8));
        assertThrows(IllegalArgumentException.class, () -> d.ctrCrypt(new byte[8], buf, 0, buf, 0, 32, 16));
        assertThrows(IllegalArgumentException.class, () -> d.xctrCrypt(new byte[8], buf, 0, buf, 0, 32, 16));
        assertThrows(IndexOutOfBoundsException.class, () -> d.ctrCrypt(new byte[16], buf, 1, buf, 0, 32, 16));
        assertThrows(IndexOutOfBoundsException.class, () -> d.ctrCrypt(new byte[16], buf, 0, buf, 1, 32, 16));
        assertThrows(IndexOutOfBoundsException.class, () -> d.xctrCrypt(new byte[16], buf, 1, buf, 0, 32, 16));
        assertThrows(IndexOutOfBoundsException.class, () -> d.xctrCrypt(new byte[16], buf, 0, buf, 1, 32, 16));
    }

    @Test
    void batchShapesOfTheAssembly() {
        // aesni-x86_64.pl ctr32: .Lctr32_tail with more than 4 blocks computes 8 registers,
        // exactly 4 uses .Lctr32_loop4, 2..3 use .Lctr32_loop3, one block .Lctr32_one.
        int[] registers = {1, 3, 3, 4, 8, 8, 8, 8};
        for (int n = 1; n <= 8; n++) {
            assertEquals(registers[n - 1], BoringCtr32.registersFor(n), "n=" + n);
        }
        // aes-ctr-avx-x86_64.S: 2 vectors up to 2*VL bytes, 4 up to 4*VL, else 8.
        for (int vl : new int[] {32, 64}) {
            assertEquals(2, LinuxVaesCtr.tailVectors(1, vl));
            assertEquals(2, LinuxVaesCtr.tailVectors(2 * vl, vl));
            assertEquals(4, LinuxVaesCtr.tailVectors(2 * vl + 1, vl));
            assertEquals(4, LinuxVaesCtr.tailVectors(4 * vl, vl));
            assertEquals(8, LinuxVaesCtr.tailVectors(4 * vl + 1, vl));
            assertEquals(8, LinuxVaesCtr.tailVectors(8 * vl - 1, vl));
            assertThrows(IllegalArgumentException.class, () -> LinuxVaesCtr.tailVectors(0, vl));
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> LinuxVaesCtr.tailVectors(8 * vl, vl));
            assertEquals("the tail is 1 .. " + (8 * vl - 1) + " bytes, got " + 8 * vl, e.getMessage());
        }
    }

    @Test
    void missingVectorDirectoryFailsWithInstructions() {
        String old = System.getProperty("aesref.vectors");
        System.setProperty("aesref.vectors", "/nonexistent/aesref-vectors");
        try {
            dev.aesref.internal.vectors.format.VectorFileException e =
                    assertThrows(dev.aesref.internal.vectors.format.VectorFileException.class, CtrVectors::kernelCtr);
            assertTrue(e.getMessage().contains("-Daesref.vectors=/nonexistent/aesref-vectors"), e.getMessage());
            assertTrue(e.getMessage().contains("does not exist"), e.getMessage());
        } finally {
            if (old == null) {
                System.clearProperty("aesref.vectors");
            } else {
                System.setProperty("aesref.vectors", old);
            }
        }
    }
}
