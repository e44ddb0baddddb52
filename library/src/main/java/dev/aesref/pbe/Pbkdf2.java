package dev.aesref.pbe;

import dev.aesref.internal.ct.Pack;
import dev.aesref.internal.hmac.HmacKey;
import java.security.GeneralSecurityException;
import java.util.Arrays;
import java.util.Objects;
import javax.crypto.Mac;
import javax.crypto.ShortBufferException;

/**
 * PBKDF2 (RFC 8018, section 5.2) with an HMAC pseudorandom function from the JDK:
 * {@code DK = T_1 || T_2 || ...}, {@code T_i = U_1 XOR ... XOR U_c}, {@code U_1 = PRF(P, S ||
 * INT(i))}, {@code U_j = PRF(P, U_{j-1})}.
 *
 * <p>Written here rather than taken from the JDK's {@code SecretKeyFactory} because that one takes
 * the password as {@code char[]} and encodes it itself, so it cannot derive from a password whose
 * bytes are not valid UTF-8 (Wycheproof's {@code NonUtf8} and {@code BmpString} cases): the
 * password here is the octet string of RFC 8018 section 3. Every buffer that held key material is
 * zeroed before return, and the JDK's Mac, which keeps the password's HMAC pads, is re-keyed with
 * zeros ({@link HmacKey#rekeyWithZeros}) before it is dropped.
 */
public final class Pbkdf2 {

    private Pbkdf2() {}

    /**
     * Derives {@code dkLen} bytes.
     *
     * @param hmac a JDK HMAC name: {@code HmacSHA1}, {@code HmacSHA224}, {@code HmacSHA256},
     *     {@code HmacSHA384} or {@code HmacSHA512}
     * @throws IllegalArgumentException if the iteration count is below 1 or dkLen below 1
     */
    public static byte[] derive(String hmac, byte[] password, byte[] salt, int iterations, int dkLen) {
        Objects.requireNonNull(hmac, "hmac");
        Objects.requireNonNull(password, "password");
        Objects.requireNonNull(salt, "salt");
        if (iterations < 1) {
            throw new IllegalArgumentException("iteration count must be >= 1, got " + iterations);
        }
        if (dkLen < 1) {
            throw new IllegalArgumentException("derived key length must be >= 1, got " + dkLen);
        }
        HmacKey key = new HmacKey(password, hmac);
        byte[] dk = new byte[dkLen];
        Mac prf;
        try {
            prf = Mac.getInstance(hmac);
            prf.init(key);
        } catch (GeneralSecurityException e) {
            key.destroy();
            throw new IllegalArgumentException("hmac must be one of the JDK's HMAC algorithms, got '"
                    + hmac + "'", e);
        }
        int h = prf.getMacLength();
        byte[] u = new byte[h];
        byte[] t = new byte[h];
        byte[] counter = new byte[4];
        try {
            for (int block = 1, done = 0; done < dkLen; block++, done += h) {
                Pack.storeIntBE(block, counter, 0);
                prf.update(salt);
                prf.update(counter);
                prf.doFinal(u, 0);
                System.arraycopy(u, 0, t, 0, h);
                for (int j = 1; j < iterations; j++) {
                    prf.update(u);
                    prf.doFinal(u, 0);
                    for (int k = 0; k < h; k++) {
                        t[k] ^= u[k];
                    }
                }
                System.arraycopy(t, 0, dk, done, Math.min(h, dkLen - done));
            }
            return dk;
        } catch (ShortBufferException e) {
            throw new IllegalStateException("the PRF buffer holds a whole HMAC output", e);
        } finally {
            Arrays.fill(u, (byte) 0);
            Arrays.fill(t, (byte) 0);
            key.destroy();
            HmacKey.rekeyWithZeros(prf);
        }
    }
}
