package dev.aesref.jca;

import java.security.Key;
import java.security.KeyPairGenerator;
import java.security.Provider;
import java.util.Random;
import java.util.stream.Stream;
import javax.crypto.Cipher;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Cipher.wrap/unwrap of keys and CTR at the 2^128 counter wrap, side by side with SunJCE (the
 * transcripts of {@link SideBySide} must be equal).
 */
class KeyWrapAndCtrTest {

    static Stream<Provider> providers() {
        return SideBySide.aesref();
    }

    @ParameterizedTest
    @MethodSource("providers")
    void wrapAndUnwrapKeys(Provider p) throws Exception {
        java.security.KeyPair rsa = KeyPairGenerator.getInstance("RSA").generateKeyPair();
        java.security.KeyPair ec = KeyPairGenerator.getInstance("EC").generateKeyPair();
        SideBySide.Client client = (prov, tr) -> {
            Random r = new Random(30);
            for (String t : new String[] {"AESWrap", "AESWrapPad", "AESWrap_256", "AESWrapPad_192"}) {
                byte[] k = new byte[t.endsWith("_256") ? 32 : t.endsWith("_192") ? 24 : 16];
                r.nextBytes(k);
                SecretKeySpec kek = new SecretKeySpec(k, "AES");
                Cipher c = Cipher.getInstance(t, prov);
                for (int len : new int[] {1, 8, 15, 16, 20, 24, 32, 64}) {
                    byte[] data = new byte[len];
                    r.nextBytes(data);
                    tr.step(t + " " + len, () -> {
                        c.init(Cipher.WRAP_MODE, kek);
                        byte[] w = c.wrap(new SecretKeySpec(data, "HmacSHA256"));
                        tr.bytes("w", w);
                        c.init(Cipher.UNWRAP_MODE, kek);
                        Key back = c.unwrap(w, "HmacSHA256", Cipher.SECRET_KEY);
                        tr.bytes("k", back.getEncoded());
                        tr.value("alg", back.getAlgorithm());
                        w[w.length - 1] ^= 1;
                        tr.step("tampered", () -> c.unwrap(w, "HmacSHA256", Cipher.SECRET_KEY));
                        tr.step("short", () -> c.unwrap(new byte[8], "AES", Cipher.SECRET_KEY));
                        tr.step("bad type", () -> c.unwrap(new byte[8], "AES", 9));
                    });
                }
                for (Key priv : new Key[] {rsa.getPrivate(), ec.getPrivate()}) {
                    tr.step(t + " private " + priv.getAlgorithm(), () -> {
                        c.init(Cipher.WRAP_MODE, kek);
                        byte[] w = c.wrap(priv);
                        tr.bytes("w", w);
                        c.init(Cipher.UNWRAP_MODE, kek);
                        tr.bytes("k", c.unwrap(w, priv.getAlgorithm(), Cipher.PRIVATE_KEY).getEncoded());
                        tr.step("not a public key", () -> c.unwrap(w, priv.getAlgorithm(), Cipher.PUBLIC_KEY));
                    });
                }
                Key pub = rsa.getPublic();
                tr.step(t + " public", () -> {
                    c.init(Cipher.WRAP_MODE, kek);
                    byte[] w = c.wrap(pub);
                    c.init(Cipher.UNWRAP_MODE, kek);
                    tr.bytes("k", c.unwrap(w, "RSA", Cipher.PUBLIC_KEY).getEncoded());
                    tr.step("unknown algorithm", () -> c.unwrap(w, "NoSuchAlg", Cipher.PUBLIC_KEY));
                });
                tr.step(t + " encrypt mode", () -> {
                    c.init(Cipher.ENCRYPT_MODE, kek);
                    tr.bytes("upd", c.update(new byte[5]));
                    tr.value("size", c.getOutputSize(11));
                    byte[] out = new byte[40];
                    tr.step("short out", () -> c.doFinal(new byte[11], 0, 11, new byte[3], 0));
                    tr.value("n", c.doFinal(new byte[11], 0, 11, out, 0));
                    tr.bytes("out", out);
                    c.init(Cipher.DECRYPT_MODE, kek);
                    tr.value("dsize", c.getOutputSize(40));
                    tr.step("dec", () -> tr.bytes("d", c.doFinal(out, 0, 24)));
                });
                tr.step(t + " update into an array", () -> {
                    c.init(Cipher.ENCRYPT_MODE, kek);
                    byte[] data = new byte[24];
                    r.nextBytes(data);
                    tr.value("upd", c.update(data, 0, 8, new byte[8], 0));
                    tr.bytes("wrapped", c.doFinal(data, 8, 16));
                });
                tr.step(t + " sizes in wrap and unwrap mode", () -> {
                    c.init(Cipher.WRAP_MODE, kek);
                    tr.value("wrap size", c.getOutputSize(20));
                    c.init(Cipher.UNWRAP_MODE, kek);
                    tr.value("unwrap size", c.getOutputSize(40));
                });
            }
        };
        SideBySide.assertSame(SideBySide.transcript(SideBySide.sunJce(), client), SideBySide.transcript(p, client), p);
    }

    /** The whole block counts, modulo 2^128: IVs just below the wrap and at the sign bits. */
    @ParameterizedTest
    @MethodSource("providers")
    void ctrCountsTheWholeBlock(Provider p) throws Exception {
        SideBySide.Client client = (prov, tr) -> {
            SecretKeySpec key = new SecretKeySpec(new byte[16], "AES");
            String[] ivs = {"fffffffffffffffffffffffffffffffd", "0000000000000000fffffffffffffffe",
                "00000000000000007fffffffffffffff", "000000000000000000000000ffffffff",
                "7fffffffffffffffffffffffffffffff", "0102030405060708090a0b0c0d0e7fff"};
            for (String h : ivs) {
                Cipher c = Cipher.getInstance("AES/CTR/NoPadding", prov);
                c.init(Cipher.ENCRYPT_MODE, key, new IvParameterSpec(java.util.HexFormat.of().parseHex(h)));
                tr.bytes("u", c.update(new byte[7]));
                tr.bytes("u", c.update(new byte[40]));
                tr.bytes("f", c.doFinal(new byte[33]));
                tr.bytes("again", c.doFinal(new byte[80]));
            }
        };
        SideBySide.assertSame(SideBySide.transcript(SideBySide.sunJce(), client), SideBySide.transcript(p, client), p);
    }
}
