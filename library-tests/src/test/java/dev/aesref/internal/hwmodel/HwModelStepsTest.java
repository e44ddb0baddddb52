package dev.aesref.internal.hwmodel;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.aesref.CounterFlavour;
import dev.aesref.harness.NaiveCtr;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/**
 * The tools' door into {@code hwmodel} and the CTR driver models: the instructions make FIPS-197
 * Appendix C.1's ciphertext and back, and every driver entry and block function makes the
 * keystream of the naive per-block reference (BigInteger counters, the JDK's AES).
 */
class HwModelStepsTest {

    private static final HexFormat HEX = HexFormat.of();
    private static final byte[] KEY = HEX.parseHex("000102030405060708090a0b0c0d0e0f");
    private static final byte[] PLAINTEXT = HEX.parseHex("00112233445566778899aabbccddeeff");
    private static final byte[] CIPHERTEXT = HEX.parseHex("69c4e0d86a7b0430d8cdb78070b4c55a");
    /** A counter block whose low 32 bits wrap after two blocks (and the low 64 bits too). */
    private static final byte[] IV = HEX.parseHex("0102030405060708fffffffffffffffe");

    private static byte[] rounds(long[] keys, byte[] block, boolean encrypt) {
        long[] xmm0 = new long[2];
        HwModelSteps.load(block, 0, xmm0, 0);
        HwModelSteps.pxor(xmm0, 0, keys, 0);
        for (int i = 1; i < 10; i++) {
            if (encrypt) {
                HwModelSteps.aesenc(xmm0, 0, keys, 2 * i);
            } else {
                HwModelSteps.aesdec(xmm0, 0, keys, 2 * i);
            }
        }
        if (encrypt) {
            HwModelSteps.aesenclast(xmm0, 0, keys, 20);
        } else {
            HwModelSteps.aesdeclast(xmm0, 0, keys, 20);
        }
        byte[] out = new byte[16];
        HwModelSteps.store(xmm0, 0, out, 0);
        return out;
    }

    @Test
    void theInstructionsEncryptAndDecryptAppendixC1() {
        long[] ek = HwModelSteps.encryptionKeys(KEY);
        assertArrayEquals(CIPHERTEXT, rounds(ek, PLAINTEXT, true));
        assertArrayEquals(PLAINTEXT, rounds(HwModelSteps.decryptionKeys(ek), CIPHERTEXT, false));
        long[] r = {-1L, 5L};
        HwModelSteps.paddq(r, 0, new long[] {1L, 1L}, 0);   // each quadword on its own: no carry
        assertArrayEquals(new long[] {0L, 6L}, r);
    }

    private static byte[] ctr(CounterFlavour flavour, byte[] iv, int blocks) {
        return NaiveCtr.apply(KEY, flavour, iv, new byte[16 * blocks]);
    }

    @Test
    void boringMakesTheKeystreamAndAdvancesItsCounterBlock() {
        byte[] ivAfter = new byte[16];
        // CRYPTO_ctr128_encrypt_ctr32 carries past the 32-bit wrap; one call of the block function does not.
        assertArrayEquals(ctr(CounterFlavour.CTR128_BE, IV, 5), HwModelSteps.boringProcess(KEY, IV, 5, ivAfter));
        assertEquals("01020304050607090000000000000003", HEX.formatHex(ivAfter));
        assertArrayEquals(ctr(CounterFlavour.CTR32_BE, IV, 5), HwModelSteps.boringBlocks(KEY, IV, 5));
        assertEquals(8, HwModelSteps.BORING_IN_FLIGHT);
        assertEquals(BoringCtr32.registersFor(3), HwModelSteps.boringRegistersFor(3));
    }

    @Test
    void goMakesTheKeystreamThroughItsEntryAndItsBatches() {
        assertArrayEquals(ctr(CounterFlavour.CTR128_BE, IV, 11), HwModelSteps.goXorKeyStream(KEY, IV, 11));
        assertArrayEquals(ctr(CounterFlavour.CTR128_BE, IV, 8), HwModelSteps.goBlocks(KEY, 8, -2L, 0x0102030405060708L));
        assertArrayEquals(ctr(CounterFlavour.CTR128_BE, IV, 2), HwModelSteps.goBlocks(KEY, 2, -2L, 0x0102030405060708L));
    }

    @Test
    void linuxMakesTheKeystreamThroughItsEntriesAndItsBlockFunctions() {
        byte[] iv = IV.clone();
        assertArrayEquals(ctr(CounterFlavour.CTR128_BE, IV, 5), HwModelSteps.linuxCtrCrypt(KEY, 256, iv, 5));
        assertEquals("01020304050607090000000000000003", HEX.formatHex(iv));
        assertArrayEquals(ctr(CounterFlavour.CTR64_BE, IV, 5),
                HwModelSteps.linuxCtr64(KEY, 512, 5, -2L, 0x0102030405060708L));
        byte[] xiv = IV.clone();
        assertArrayEquals(ctr(CounterFlavour.XCTR, IV, 9), HwModelSteps.linuxXctrCrypt(KEY, 512, xiv, 9));
        assertArrayEquals(IV, xiv);
        assertArrayEquals(ctr(CounterFlavour.XCTR, IV, 3), HwModelSteps.linuxXctr(KEY, 256, IV, 3, 1));
        assertEquals(8, HwModelSteps.LINUX_VECTORS_PER_ITERATION);
        assertEquals(LinuxVaesCtr.tailVectors(48, 32), HwModelSteps.linuxTailVectors(48, 32));
    }
}
