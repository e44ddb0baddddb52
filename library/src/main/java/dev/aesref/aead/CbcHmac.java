package dev.aesref.aead;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.Ranges;
import dev.aesref.internal.ct.ConstantTime;
import dev.aesref.internal.ct.Pack;
import dev.aesref.internal.hmac.HmacKey;
import dev.aesref.mode.Cbc;
import dev.aesref.mode.Pkcs7;
import java.security.InvalidKeyException;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.Objects;
import javax.crypto.AEADBadTagException;
import javax.crypto.Mac;
import javax.crypto.ShortBufferException;

/**
 * AES-CBC with HMAC-SHA-2, encrypt-then-MAC: {@code AEAD_AES_128_CBC_HMAC_SHA_256},
 * {@code AEAD_AES_192_CBC_HMAC_SHA_384} and {@code AEAD_AES_256_CBC_HMAC_SHA_512} of RFC 7518,
 * section 5.2 (the JOSE content encryptions {@code A128CBC-HS256}, {@code A192CBC-HS384},
 * {@code A256CBC-HS512}).
 *
 * <p>The key K of 32, 48 or 64 bytes splits in two halves (section 5.2.2.1): {@code MAC_KEY} is
 * the first, {@code ENC_KEY} the second. Sealing (5.2.2.1): {@code C = AES-CBC(ENC_KEY, IV,
 * PKCS#7(P))}, {@code AL} the AAD length in bits as a 64-bit big-endian number, and the tag
 * {@code T} the first {@code T_LEN} = 16, 24 or 32 bytes of {@code HMAC(MAC_KEY, A || IV || C ||
 * AL)}; the output is {@code C || T}. Opening (5.2.2.2) checks the tag in constant time before it
 * decrypts anything, so a padding error can only happen to an authentic ciphertext; it gives the
 * same exception as a bad tag.
 *
 * <p>AES is this project's subject and runs on the chosen engine; HMAC and SHA-2 come from the
 * JDK ({@code javax.crypto.Mac}). The JDK's Mac keeps its own copy of the MAC key's pads:
 * {@link #destroy()} re-keys it with zeros, which overwrites them. The MAC key reaches the JDK as
 * a {@link HmacKey}, wiped right after {@code init}; the JDK's own transient copies during
 * {@code init} are out of this class's reach.
 *
 * <p>The nonce is the 16-byte IV, which must be unpredictable (RFC 7518 section 5.2.2.1 asks for
 * a random IV); with a repeated IV, equal plaintext prefixes show. Not thread-safe.
 */
public final class CbcHmac implements Aead {

    private static final String BAD_TAG = "AES-CBC-HMAC: authentication failed";
    private static final int BLOCK = BlockEngine.BLOCK_BYTES;

    private final ExpandedKey encKey;
    private final Mac mac;
    private final int tagBytes;
    /** The full HMAC output, and the decrypted padded plaintext; zeroed after every call. */
    private final byte[] fullMac;
    private byte[] plain = new byte[0];
    /** {@code AL}: the AAD length in bits, big-endian (public). */
    private final byte[] al = new byte[8];
    private boolean destroyed;

    private CbcHmac(ExpandedKey encKey, Mac mac, int tagBytes) {
        this.encKey = encKey;
        this.mac = mac;
        this.tagBytes = tagBytes;
        this.fullMac = new byte[mac.getMacLength()];
    }

    /**
     * The RFC 7518 AEAD whose key is {@code key}: 32 bytes give AES-128 with HMAC-SHA-256, 48
     * bytes AES-192 with HMAC-SHA-384, 64 bytes AES-256 with HMAC-SHA-512. The key is copied.
     *
     * @throws IllegalArgumentException if the key is not 32, 48 or 64 bytes long
     */
    public static CbcHmac create(BlockEngine engine, byte[] key) {
        Objects.requireNonNull(engine, "engine");
        Objects.requireNonNull(key, "key");
        String hmac;
        switch (key.length) {
            case 32 -> hmac = "HmacSHA256";
            case 48 -> hmac = "HmacSHA384";
            case 64 -> hmac = "HmacSHA512";
            default -> throw new IllegalArgumentException("key length must be 32, 48 or 64 bytes"
                    + " (MAC key and AES key of 16, 24 or 32 bytes each, RFC 7518 section 5.2), got "
                    + key.length + " bytes");
        }
        int half = key.length / 2;
        byte[] encPart = Arrays.copyOfRange(key, half, key.length);
        byte[] macPart = Arrays.copyOf(key, half);
        try {
            Mac mac = Mac.getInstance(hmac);
            HmacKey macKey = new HmacKey(macPart, hmac);
            try {
                mac.init(macKey);
            } finally {
                macKey.destroy();
            }
            return new CbcHmac(engine.expandKey(encPart), mac, half);
        } catch (NoSuchAlgorithmException | InvalidKeyException e) {
            throw new IllegalStateException(hmac + " is a required JDK algorithm", e);
        } finally {
            Arrays.fill(encPart, (byte) 0);
            Arrays.fill(macPart, (byte) 0);
        }
    }

    @Override
    public int tagBytes() {
        return tagBytes;
    }

    @Override
    public int sealedLength(int plaintextLength) {
        if (plaintextLength < 0) {
            throw new IllegalArgumentException("plaintext length must be >= 0, got " + plaintextLength);
        }
        if (plaintextLength > Integer.MAX_VALUE - BLOCK - tagBytes) {
            throw new IllegalArgumentException("plaintext too long: " + plaintextLength + " bytes");
        }
        return plaintextLength + Pkcs7.padLength(plaintextLength) + tagBytes;
    }

    @Override
    public int maxOpenedLength(int ciphertextLength) {
        checkCiphertextLength(ciphertextLength);
        return ciphertextLength - tagBytes - 1;
    }

    private void checkCiphertextLength(int len) {
        int c = len - tagBytes;
        if (c < BLOCK || c % BLOCK != 0) {
            throw new IllegalArgumentException("ciphertext must be a positive multiple of 16 bytes"
                    + " followed by the " + tagBytes + "-byte tag, got " + len + " bytes");
        }
    }

    @Override
    public int seal(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff) {
        checkLive();
        checkNonce(nonce);
        Objects.requireNonNull(aad, "aad");
        Ranges.checkRange("in", in, inOff, len);
        int sealed = sealedLength(len);
        Ranges.checkRange("out", out, outOff, sealed);
        int padded = sealed - tagBytes;
        // Plaintext into place (arraycopy copies as if through a temporary, so any overlap is
        // fine), padding after it, then CBC in place.
        System.arraycopy(in, inOff, out, outOff, len);
        Arrays.fill(out, outOff + len, outOff + padded, (byte) (padded - len));
        Cbc.encrypt(encKey, nonce, out, outOff, out, outOff, padded);
        try {
            tag(aad, nonce, out, outOff, padded);
            System.arraycopy(fullMac, 0, out, outOff + padded, tagBytes);
        } finally {
            Arrays.fill(fullMac, (byte) 0);
        }
        return sealed;
    }

    @Override
    public int open(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff)
            throws AEADBadTagException {
        checkLive();
        checkNonce(nonce);
        Objects.requireNonNull(aad, "aad");
        Ranges.checkRange("in", in, inOff, len);
        checkCiphertextLength(len);
        int c = len - tagBytes;
        Ranges.checkRange("out", out, outOff, c - 1);
        if (plain.length < c) {
            Arrays.fill(plain, (byte) 0);
            plain = new byte[c];
        }
        try {
            tag(aad, nonce, in, inOff, c);
            boolean tagOk = ConstantTime.equal(fullMac, 0, in, inOff + c, tagBytes);
            if (!tagOk) {
                throw new AEADBadTagException(BAD_TAG);
            }
            Cbc.decrypt(encKey, nonce, in, inOff, plain, 0, c);
            int valid = Pkcs7.validMask(plain, c);
            if (ConstantTime.declassify(valid, "the padding of an authentic ciphertext is the sender's") == 0) {
                throw new AEADBadTagException(BAD_TAG);
            }
            int n = c - ConstantTime.declassify(plain[c - 1] & 0xFF,
                    "the plaintext length of an authentic message is the length of the output");
            // Everything has been read from 'in', so 'out' may overlap it in any way.
            System.arraycopy(plain, 0, out, outOff, n);
            return n;
        } finally {
            Arrays.fill(fullMac, (byte) 0);
            Arrays.fill(plain, 0, c, (byte) 0);
        }
    }

    /** {@code fullMac = HMAC(MAC_KEY, A || IV || C || AL)}. */
    private void tag(byte[] aad, byte[] iv, byte[] c, int cOff, int cLen) {
        Pack.storeLongBE((long) aad.length * 8, al, 0);
        mac.update(aad);
        mac.update(iv);
        mac.update(c, cOff, cLen);
        mac.update(al);
        try {
            mac.doFinal(fullMac, 0);
        } catch (ShortBufferException e) {
            throw new IllegalStateException("the MAC buffer holds a whole HMAC output", e);
        }
    }

    private static void checkNonce(byte[] nonce) {
        Objects.requireNonNull(nonce, "nonce");
        if (nonce.length != BLOCK) {
            throw new IllegalArgumentException("nonce (the CBC IV) must be 16 bytes, got "
                    + nonce.length + " bytes");
        }
    }

    private void checkLive() {
        if (destroyed) {
            throw new IllegalStateException("AES-CBC-HMAC object destroyed");
        }
    }

    /** Destroys the AES key, overwrites the JDK Mac's key pads with a zero key, zeroes scratch. */
    @Override
    public void destroy() {
        if (destroyed) {
            return;
        }
        destroyed = true;
        encKey.destroy();
        Arrays.fill(plain, (byte) 0);
        Arrays.fill(fullMac, (byte) 0);
        HmacKey.rekeyWithZeros(mac);
    }

    @Override
    public boolean isDestroyed() {
        return destroyed;
    }
}
