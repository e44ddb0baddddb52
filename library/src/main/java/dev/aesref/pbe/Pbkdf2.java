package dev.aesref.pbe;

import dev.aesref.internal.ct.Pack;
import dev.aesref.internal.hmac.DigestHmac;
import java.util.Arrays;
import java.util.Objects;

/**
 * PBKDF2 (RFC 8018, section 5.2) with an HMAC pseudorandom function over the JDK's SHA digests:
 * {@code DK = T_1 || T_2 || ...}, {@code T_i = U_1 XOR ... XOR U_c}, {@code U_1 = PRF(P, S ||
 * INT(i))}, {@code U_j = PRF(P, U_{j-1})}.
 *
 * <p>Written here rather than taken from the JDK's {@code SecretKeyFactory} because that one takes
 * the password as {@code char[]} and encodes it itself, so it cannot derive from a password whose
 * bytes are not valid UTF-8 (Wycheproof's {@code NonUtf8} and {@code BmpString} cases): the
 * password here is the octet string of RFC 8018 section 3. Every buffer that held key material is
 * zeroed before return. The HMAC is {@link DigestHmac}, not the JDK's Mac: a Mac returns each
 * output {@code U_j} in an array it allocates and never zeroes, which left every {@code U_j}, and
 * with one iteration the derived key itself, in the heap; and it keeps the password's pads until
 * it is collected. {@link DigestHmac} writes into this class's arrays and zeroes its pads.
 *
 * <p>Thread-safe: each call makes its own HMAC and buffers and shares nothing.
 */
public final class Pbkdf2 {

    private Pbkdf2() {}

    /**
     * Derives {@code dkLen} bytes.
     *
     * @param hmac a JDK HMAC name: {@code HmacSHA1}, {@code HmacSHA224}, {@code HmacSHA256},
     *     {@code HmacSHA384} or {@code HmacSHA512}
     * @throws IllegalArgumentException if the iteration count is below 1, dkLen below 1, or hmac
     *     is not one of those names
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
        DigestHmac prf = prf(hmac, password);
        int h = prf.macLength();
        byte[] dk = new byte[dkLen];
        byte[] u = new byte[h];
        byte[] t = new byte[h];
        byte[] counter = new byte[4];
        try {
            for (int block = 1, done = 0; done < dkLen; block++, done += h) {
                Pack.storeIntBE(block, counter, 0);
                prf.update(salt, 0, salt.length);
                prf.update(counter, 0, 4);
                prf.doFinal(u, 0);
                System.arraycopy(u, 0, t, 0, h);
                for (int j = 1; j < iterations; j++) {
                    prf.update(u, 0, h);
                    prf.doFinal(u, 0);
                    for (int k = 0; k < h; k++) {
                        t[k] ^= u[k];
                    }
                }
                System.arraycopy(t, 0, dk, done, Math.min(h, dkLen - done));
            }
            return dk;
        } finally {
            Arrays.fill(u, (byte) 0);
            Arrays.fill(t, (byte) 0);
            prf.destroy();
        }
    }

    /**
     * The PRF named by its JDK HMAC name, as {@link DigestHmac} over the JDK digest of that name,
     * with the digest's block length (FIPS 180-4, section 1: 512 bits for SHA-1, SHA-224 and
     * SHA-256, 1024 bits for SHA-384 and SHA-512).
     */
    private static DigestHmac prf(String hmac, byte[] password) {
        switch (hmac) {
            case "HmacSHA1":
                return new DigestHmac("SHA-1", 64, password);
            case "HmacSHA224":
                return new DigestHmac("SHA-224", 64, password);
            case "HmacSHA256":
                return new DigestHmac("SHA-256", 64, password);
            case "HmacSHA384":
                return new DigestHmac("SHA-384", 128, password);
            case "HmacSHA512":
                return new DigestHmac("SHA-512", 128, password);
            default:
                throw new IllegalArgumentException("hmac must be the JDK name of an HMAC over SHA-1 or"
                        + " SHA-2 (HmacSHA1, HmacSHA224, HmacSHA256, HmacSHA384, HmacSHA512), got '" + hmac + "'");
        }
    }
}
