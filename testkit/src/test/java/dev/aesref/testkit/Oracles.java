package dev.aesref.testkit;

import dev.aesref.CounterFlavour;
import java.math.BigInteger;
import java.security.GeneralSecurityException;
import javax.crypto.Cipher;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.bouncycastle.crypto.engines.AESEngine;
import org.bouncycastle.crypto.modes.SICBlockCipher;
import org.bouncycastle.crypto.params.KeyParameter;
import org.bouncycastle.crypto.params.ParametersWithIV;

/**
 * Counter-mode keystreams from outside aesref, for the testkit's tests: the JDK's
 * {@code AES/CTR/NoPadding} and Bouncy Castle's {@code SICBlockCipher} (both count the whole
 * block, CTR128), and for the other flavours Bouncy Castle's {@code AESEngine} on counter blocks
 * computed here with BigInteger arithmetic from the definitions (SP 800-38A B.1, SP 800-38D 6.2,
 * HCTR2 section 3). Nothing here calls aesref.
 */
final class Oracles {

    private static final BigInteger TWO_128 = BigInteger.ONE.shiftLeft(128);

    private Oracles() {}

    /** The 16 bytes of {@code v mod 2^128}, big-endian. */
    static byte[] bytes128(BigInteger v) {
        byte[] raw = v.mod(TWO_128).toByteArray();
        byte[] out = new byte[16];
        int n = Math.min(raw.length, 16);
        System.arraycopy(raw, raw.length - n, out, 16 - n, n);
        return out;
    }

    /** The IV of CTR128 advanced by {@code blocks}: (iv + blocks) mod 2^128. */
    static byte[] advance128(byte[] iv, BigInteger blocks) {
        return bytes128(new BigInteger(1, iv).add(blocks));
    }

    /** JDK AES/CTR/NoPadding keystream from block {@code offset}, its IV advanced first. */
    static byte[] jdkCtr128(byte[] key, byte[] iv, BigInteger offset, int length) {
        try {
            Cipher c = Cipher.getInstance("AES/CTR/NoPadding", "SunJCE");
            c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "AES"), new IvParameterSpec(advance128(iv, offset)));
            return c.doFinal(new byte[length]);
        } catch (GeneralSecurityException e) {
            throw new AssertionError(e);
        }
    }

    /** Bouncy Castle SICBlockCipher keystream (CTR128) from block {@code offset}. */
    static byte[] bcSic(byte[] key, byte[] iv, BigInteger offset, int length) {
        SICBlockCipher sic = new SICBlockCipher(new AESEngine());
        sic.init(true, new ParametersWithIV(new KeyParameter(key), advance128(iv, offset)));
        byte[] out = new byte[length];
        sic.processBytes(new byte[length], 0, length, out, 0);
        return out;
    }

    /** Counter block {@code index} of {@code flavour}, from the definitions. */
    static byte[] counterBlock(CounterFlavour flavour, byte[] iv, BigInteger index) {
        BigInteger whole = new BigInteger(1, iv);
        switch (flavour) {
            case CTR128_BE:
                return bytes128(whole.add(index));
            case CTR64_BE:
            case CTR32_BE: {
                int bits = flavour == CounterFlavour.CTR64_BE ? 64 : 32;
                BigInteger mod = BigInteger.ONE.shiftLeft(bits);
                BigInteger fixed = whole.shiftRight(bits).shiftLeft(bits);
                return bytes128(fixed.add(whole.mod(mod).add(index).mod(mod)));
            }
            case XCTR: {
                byte[] le = bytes128(index.add(BigInteger.ONE));
                byte[] out = iv.clone();
                for (int i = 0; i < 16; i++) {
                    out[i] ^= le[15 - i];
                }
                return out;
            }
            default:
                throw new AssertionError(flavour);
        }
    }

    /** Bouncy Castle AESEngine on each counter block from block {@code offset}. */
    static byte[] bcBlocks(CounterFlavour flavour, byte[] key, byte[] iv, BigInteger offset, int length) {
        AESEngine aes = new AESEngine();
        aes.init(true, new KeyParameter(key));
        byte[] out = new byte[length];
        byte[] ks = new byte[16];
        for (int pos = 0; pos < length; pos += 16) {
            aes.processBlock(counterBlock(flavour, iv, offset.add(BigInteger.valueOf(pos / 16))), 0, ks, 0);
            System.arraycopy(ks, 0, out, pos, Math.min(16, length - pos));
        }
        return out;
    }
}
