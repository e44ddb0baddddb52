package dev.aesref.jca;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import java.security.InvalidKeyException;
import java.security.Key;
import java.util.Arrays;

/**
 * The key checks every SPI of this package makes, in one place: a JCA {@link Key} becomes an
 * {@link ExpandedKey} of the provider's engine only if it is an AES key ("AES", or its old name
 * "Rijndael", as SunJCE accepts), has a raw encoding, and is 16, 24 or 32 bytes long (or exactly
 * the length a size-fixed algorithm such as {@code AES_128/ECB/NoPadding} names).
 *
 * <p>The raw key bytes are copied out of the key by {@link Key#getEncoded()}; that copy is zeroed
 * here as soon as the engine has expanded it, on every exit path.
 */
final class JcaKeys {

    private JcaKeys() {}

    /**
     * The raw bytes of an AES key, a fresh array the caller owns and must zero: the one key intake
     * of every AES cipher of the provider. As SunJCE's AES ciphers: the algorithm is "AES" or
     * its old name "Rijndael", the encoding's format "RAW" (a refused encoding is zeroed).
     *
     * @param requiredBytes 16, 24 or 32 for a size-fixed algorithm, 0 for any AES key size
     * @throws InvalidKeyException naming the rule the key breaks
     */
    static byte[] rawKey(Key key, int requiredBytes) throws InvalidKeyException {
        if (key == null) {
            throw new InvalidKeyException("key must not be null");
        }
        String algorithm = key.getAlgorithm();
        if (!"AES".equalsIgnoreCase(algorithm) && !"Rijndael".equalsIgnoreCase(algorithm)) {
            throw new InvalidKeyException("key algorithm must be AES (or Rijndael), got " + algorithm);
        }
        if (!"RAW".equalsIgnoreCase(key.getFormat())) {
            byte[] encoded = key.getEncoded();
            if (encoded != null) {
                Arrays.fill(encoded, (byte) 0);
            }
            throw new InvalidKeyException("key must have a RAW encoding, got format " + key.getFormat());
        }
        return rawMacKey(key, requiredBytes);
    }

    /**
     * The raw bytes of a MAC key: as {@link #rawKey}, but under any algorithm name. A MAC key is
     * often labelled with the MAC's name ({@code new SecretKeySpec(k, "AES-CMAC")}, as
     * Wycheproof's MacTest does), and Bouncy Castle's CMAC and GMAC accept it; what matters is
     * that the bytes are an AES key.
     */
    static byte[] rawMacKey(Key key, int requiredBytes) throws InvalidKeyException {
        if (key == null) {
            throw new InvalidKeyException("key must not be null");
        }
        byte[] raw = key.getEncoded();
        if (raw == null) {
            throw new InvalidKeyException("key has no raw encoding (format " + key.getFormat() + ")");
        }
        int len = raw.length;
        boolean aesLength = len == 16 || len == 24 || len == 32;
        if (!aesLength || (requiredBytes != 0 && len != requiredBytes)) {
            Arrays.fill(raw, (byte) 0);
            throw new InvalidKeyException(requiredBytes != 0
                    ? "key must be " + requiredBytes + " bytes for this algorithm, got " + len
                    : "AES key must be 16, 24 or 32 bytes, got " + len);
        }
        return raw;
    }

    /** Checks only that {@code key} encodes to {@code requiredBytes} bytes (a size-fixed cipher). */
    static void checkLength(Key key, int requiredBytes) throws InvalidKeyException {
        byte[] raw = key == null ? null : key.getEncoded();
        int len = raw == null ? -1 : raw.length;
        if (raw != null) {
            Arrays.fill(raw, (byte) 0);
        }
        if (len != requiredBytes) {
            throw new InvalidKeyException("key must be " + requiredBytes + " bytes for this"
                    + " algorithm, got " + (len < 0 ? "no raw key" : len + ""));
        }
    }

    /** The key expanded by {@code engine}; the raw bytes are zeroed before this returns. */
    static ExpandedKey expand(BlockEngine engine, byte[] raw) {
        try {
            return engine.expandKey(raw);
        } finally {
            Arrays.fill(raw, (byte) 0);
        }
    }

    /** Destroys {@code key} if there is one; returns null, for {@code key = destroy(key)}. */
    static ExpandedKey destroy(ExpandedKey key) {
        if (key != null) {
            key.destroy();
        }
        return null;
    }
}
