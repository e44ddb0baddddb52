package dev.aesref.harness;

import dev.aesref.CounterFlavour;
import dev.aesref.testkit.ExpectedCtr;
import java.math.BigInteger;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;

/**
 * The naive per-block reference for every counter flavour: each counter block is computed from
 * its definition with BigInteger arithmetic ({@link ExpectedCtr#counterBlock}, the test kit's),
 * and encrypted alone with the JDK's AES/ECB. It shares no code with the library's CTR mode or
 * {@link CounterFlavour#counterBlock}, which is the point.
 */
public final class NaiveCtr {

    private NaiveCtr() {}

    /** Counter block number {@code index} from the definitions (the test kit's BigInteger form). */
    public static byte[] counterBlock(CounterFlavour flavour, byte[] iv, BigInteger index) {
        return ExpectedCtr.counterBlock(flavour, iv, index);
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
}
