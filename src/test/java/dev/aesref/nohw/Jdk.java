package dev.aesref.nohw;

import dev.aesref.CounterFlavour;
import dev.aesref.harness.NaiveCtr;
import java.math.BigInteger;
import java.security.GeneralSecurityException;
import javax.crypto.Cipher;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/** The independent oracles of these tests: the JDK's AES, and NaiveCtr's counter blocks. */
final class Jdk {

    private Jdk() {}

    static byte[] ecb(boolean encrypt, byte[] key, byte[] data) {
        try {
            Cipher c = Cipher.getInstance("AES/ECB/NoPadding");
            c.init(encrypt ? Cipher.ENCRYPT_MODE : Cipher.DECRYPT_MODE, new SecretKeySpec(key, "AES"));
            return c.doFinal(data);
        } catch (GeneralSecurityException e) {
            throw new AssertionError(e);
        }
    }

    /** The JDK's AES/CTR (128-bit big-endian counter) from block 0. */
    static byte[] ctr128(byte[] key, byte[] iv, byte[] data) {
        try {
            Cipher c = Cipher.getInstance("AES/CTR/NoPadding");
            c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "AES"), new IvParameterSpec(iv));
            return c.doFinal(data);
        } catch (GeneralSecurityException e) {
            throw new AssertionError(e);
        }
    }

    /**
     * {@code data} XOR the keystream of blocks {@code first .. first + n - 1} (first taken as an
     * unsigned 64-bit number, each index reduced modulo 2^64 as the contract says), every
     * counter block from {@link NaiveCtr#counterBlock} and encrypted by the JDK.
     */
    static byte[] ctrAt(byte[] key, CounterFlavour flavour, byte[] iv, long first, byte[] data) {
        BigInteger mod = BigInteger.ONE.shiftLeft(64);
        BigInteger start = new BigInteger(Long.toUnsignedString(first));
        byte[] out = new byte[data.length];
        for (int j = 0; j < data.length / 16; j++) {
            BigInteger index = start.add(BigInteger.valueOf(j)).mod(mod);
            byte[] ks = ecb(true, key, NaiveCtr.counterBlock(flavour, iv, index));
            for (int k = 0; k < 16; k++) {
                out[16 * j + k] = (byte) (data[16 * j + k] ^ ks[k]);
            }
        }
        return out;
    }
}
