package dev.aesref.internal.hwmodel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/**
 * The AESKEYGENASSIST key expansion against the expanded keys printed in FIPS-197 Appendix A
 * (A.1 for 128, A.2 for 192, A.3 for 256 bits). The appendix lists words w[i] as big-endian
 * hex; round key r is w[4r..4r+3] in memory order.
 */
class HwModelKeyScheduleTest {

    private static byte[] hex(String s) {
        return HexFormat.of().parseHex(s);
    }

    /** Round key as the 32 hex digits of w[4r] w[4r+1] w[4r+2] w[4r+3] (memory order). */
    private static String mem(long[] ks, int r) {
        byte[] b = new byte[16];
        Simd.store(ks, 2 * r, b, 0);
        return HexFormat.of().formatHex(b);
    }

    @Test
    void aes128AppendixA1() {
        long[] ks = HwModelKeySchedule.expandEncrypt(hex("2b7e151628aed2a6abf7158809cf4f3c"));
        assertEquals(22, ks.length);
        assertEquals("2b7e151628aed2a6abf7158809cf4f3c", mem(ks, 0));
        // w[4..7] = a0fafe17 88542cb1 23a33939 2a6c7605; w[40..43] = d014f9a8 c9ee2589 e13f0cc8 b6630ca6
        assertEquals("a0fafe1788542cb123a339392a6c7605", mem(ks, 1));
        assertEquals("d014f9a8c9ee2589e13f0cc8b6630ca6", mem(ks, 10));
    }

    @Test
    void aes192AppendixA2() {
        long[] ks = HwModelKeySchedule.expandEncrypt(hex("8e73b0f7da0e6452c810f32b809079e562f8ead2522c6b7b"));
        assertEquals(26, ks.length);
        assertEquals("8e73b0f7da0e6452c810f32b809079e5", mem(ks, 0));
        // w[4..7] = 62f8ead2 522c6b7b fe0c91f7 2402f5a5
        assertEquals("62f8ead2522c6b7bfe0c91f72402f5a5", mem(ks, 1));
        // w[8..11] = ec12068e 6c827f6b 0e7a95b9 5c56fec2
        assertEquals("ec12068e6c827f6b0e7a95b95c56fec2", mem(ks, 2));
        // w[12..15] = 4db7b4bd 69b54118 85a74796 e92538fd
        assertEquals("4db7b4bd69b5411885a74796e92538fd", mem(ks, 3));
        // w[48..51] = e98ba06f 448c773c 8ecc7204 01002202
        assertEquals("e98ba06f448c773c8ecc720401002202", mem(ks, 12));
    }

    @Test
    void aes256AppendixA3() {
        long[] ks = HwModelKeySchedule.expandEncrypt(
                hex("603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4"));
        assertEquals(30, ks.length);
        assertEquals("1f352c073b6108d72d9810a30914dff4", mem(ks, 1));
        // w[8..11] = 9ba35411 8e6925af a51a8b5f 2067fcde; w[12..15] = a8b09c1a 93d194cd be49846e b75d5b9a
        assertEquals("9ba354118e6925afa51a8b5f2067fcde", mem(ks, 2));
        assertEquals("a8b09c1a93d194cdbe49846eb75d5b9a", mem(ks, 3));
        // w[56..59] = fe4890d1 e6188d0b 046df344 706c631e
        assertEquals("fe4890d1e6188d0b046df344706c631e", mem(ks, 14));
    }

    @Test
    void decryptionScheduleIsReversedThroughAesimc() {
        long[] ek = HwModelKeySchedule.expandEncrypt(HexFormat.of().parseHex(
                "8e73b0f7da0e6452c810f32b809079e562f8ead2522c6b7b"));
        long[] dk = HwModelKeySchedule.decryptionKeys(ek);
        assertEquals(26, dk.length);
        assertEquals(Xmm.at(ek, 24), Xmm.at(dk, 0));
        assertEquals(Xmm.at(ek, 0), Xmm.at(dk, 24));
        for (int i = 1; i < 12; i++) {
            Xmm e = Xmm.at(ek, 2 * (12 - i));
            assertEquals(Xmm.of(AesNi.invMixColumns(e.lo()), AesNi.invMixColumns(e.hi())), Xmm.at(dk, 2 * i));
        }
    }

    @Test
    void badKeyLengthIsRejected() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> HwModelKeySchedule.expandEncrypt(new byte[20]));
        assertEquals(true, e.getMessage().contains("20"));
    }
}
