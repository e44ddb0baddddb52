package dev.aesref.harness;

import dev.aesref.CounterFlavour;
import java.math.BigInteger;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;

/**
 * The naive per-block reference for every counter flavour: each counter block is computed from
 * its definition with BigInteger arithmetic on the flavour's slice of the block, and encrypted
 * alone with the JDK's AES/ECB. It shares no code with the library's CTR mode or
 * {@link CounterFlavour#counterBlock}, which is the point.
 */
public final class NaiveCtr {

    private static final BigInteger TWO = BigInteger.valueOf(2);

    private NaiveCtr() {}

    /** Counter block number {@code index} (a non-negative BigInteger) from the definitions. */
    public static byte[] counterBlock(CounterFlavour flavour, byte[] iv, BigInteger index) {
        switch (flavour) {
            case CTR128_BE:
                return sliceAdd(iv, 0, 16, index);
            case CTR64_BE:
                return sliceAdd(iv, 8, 8, index);
            case CTR32_BE:
                return sliceAdd(iv, 12, 4, index);
            case XCTR: {
                // HCTR2 section 3: block i (from 1) is IV XOR LE128(i).
                BigInteger i = index.add(BigInteger.ONE).mod(TWO.pow(128));
                byte[] be = toFixed(i, 16);
                byte[] out = iv.clone();
                for (int k = 0; k < 16; k++) {
                    out[k] ^= be[15 - k];
                }
                return out;
            }
            default:
                throw new AssertionError(flavour);
        }
    }

    /** The whole keystream-XORed output of {@code input}, block by block. */
    public static byte[] apply(byte[] key, CounterFlavour flavour, byte[] iv, byte[] input) {
        try {
            Cipher ecb = Cipher.getInstance("AES/ECB/NoPadding");
            ecb.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "AES"));
            byte[] out = new byte[input.length];
            for (int pos = 0; pos < input.length; pos += 16) {
                BigInteger index = BigInteger.valueOf(pos / 16);
                byte[] ks = ecb.doFinal(counterBlock(flavour, iv, index));
                for (int k = 0; k < 16 && pos + k < input.length; k++) {
                    out[pos + k] = (byte) (input[pos + k] ^ ks[k]);
                }
            }
            return out;
        } catch (java.security.GeneralSecurityException e) {
            throw new AssertionError(e);
        }
    }

    /** iv with the big-endian slice [from, from+len) replaced by (slice + index) mod 2^(8 len). */
    private static byte[] sliceAdd(byte[] iv, int from, int len, BigInteger index) {
        byte[] slice = new byte[len];
        System.arraycopy(iv, from, slice, 0, len);
        BigInteger v = new BigInteger(1, slice).add(index).mod(TWO.pow(8 * len));
        byte[] out = iv.clone();
        System.arraycopy(toFixed(v, len), 0, out, from, len);
        return out;
    }

    private static byte[] toFixed(BigInteger v, int len) {
        byte[] raw = v.toByteArray();
        byte[] out = new byte[len];
        int copy = Math.min(raw.length, len);
        System.arraycopy(raw, raw.length - copy, out, len - copy, copy);
        return out;
    }
}
