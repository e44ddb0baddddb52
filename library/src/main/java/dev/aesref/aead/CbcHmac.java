package dev.aesref.aead;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.Ranges;
import dev.aesref.internal.ct.ConstantTime;
import dev.aesref.internal.ct.Pack;
import dev.aesref.internal.hmac.HmacKey;
import dev.aesref.internal.share.Lifetime;
import dev.aesref.mode.Cbc;
import dev.aesref.mode.Pkcs7;
import java.security.InvalidKeyException;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.List;
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
 * {@code init} are out of this class's reach. This object keeps {@code MAC_KEY} itself, to key
 * the Mac of each scratch, and zeroes it in {@link #destroy()}.
 *
 * <p>Thread-safe: one {@code CbcHmac} may serve {@code seal} and {@code open} on many threads at
 * once, given an engine whose keys may be shared. Each call borrows its scratch (a keyed Mac, the
 * HMAC output and the padded plaintext) from {@link KeyedScratches} and zeroes it on every exit.
 * A call that overlaps {@link #destroy()} returns the intact key's output, or throws
 * {@link IllegalStateException} with its output zeroed ({@link Lifetime}).
 *
 * <p>The nonce is the 16-byte IV, which must be unpredictable (RFC 7518 section 5.2.2.1 asks for
 * a random IV); with a repeated IV, equal plaintext prefixes show.
 */
public final class CbcHmac implements Aead {

    private static final String BAD_TAG = "AES-CBC-HMAC: authentication failed";
    private static final int BLOCK = BlockEngine.BLOCK_BYTES;

    private final ExpandedKey encKey;
    /** {@code MAC_KEY}, kept to key the Mac of each scratch; zeroed by destroy(). */
    private final byte[] macKey;
    /** The JDK's name of the HMAC, for example {@code HmacSHA256}. */
    private final String hmac;
    private final int tagBytes;
    private final Lifetime lifetime = new Lifetime("this AES-CBC-HMAC object");
    private final KeyedScratches<Scratch> scratch;

    /** What one call writes: the Mac's state, its output, the padded plaintext and AL. */
    private final class Scratch extends KeyedScratches.Scratch {
        /** The full HMAC output; zeroed after every call. */
        final byte[] fullMac = new byte[2 * tagBytes];
        /** {@code AL}: the AAD length in bits, big-endian (public). */
        final byte[] al = new byte[8];
        /** The decrypted padded plaintext; grows to the largest message seen. */
        byte[] plain = new byte[0];
        /** How many bytes of {@link #plain} this call uses. */
        int used;
        Mac mac;
        /** Whether {@link #mac} holds {@code MAC_KEY} rather than the zero key. */
        boolean keyed;

        /** The plaintext buffer, at least {@code n} bytes; an outgrown one is zero already. */
        byte[] plain(int n) {
            if (plain.length < n) {
                plain = new byte[n];
            }
            used = n;
            return plain;
        }

        @Override
        void key() {
            if (!keyed) {
                mac = keyedMac(hmac, macKey);
                keyed = true;
            }
        }

        @Override
        void unkey() {
            if (mac != null) {
                HmacKey.rekeyWithZeros(mac);
            }
            keyed = false;
        }

        @Override
        public void wipe() {
            if (mac != null) {
                mac.reset();
            }
            Arrays.fill(fullMac, (byte) 0);
            Arrays.fill(plain, 0, used, (byte) 0);
            used = 0;
        }
    }

    private CbcHmac(ExpandedKey encKey, byte[] macKey, String hmac) {
        this.encKey = encKey;
        this.macKey = macKey;
        this.hmac = hmac;
        this.tagBytes = macKey.length;
        this.scratch = new KeyedScratches<>(lifetime, Scratch::new);
    }

    /** A JDK Mac of algorithm {@code hmac} keyed with {@code key}, which reaches it as a wiped {@link HmacKey}. */
    private static Mac keyedMac(String hmac, byte[] key) {
        try {
            Mac mac = Mac.getInstance(hmac);
            HmacKey macKey = new HmacKey(key, hmac);
            try {
                mac.init(macKey);
            } finally {
                macKey.destroy();
            }
            return mac;
        } catch (NoSuchAlgorithmException | InvalidKeyException e) {
            throw new IllegalStateException(hmac + " is a required JDK algorithm", e);
        }
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
        boolean made = false;
        try {
            Mac.getInstance(hmac); // fails now, not at the first call, if the JDK lacks it
            CbcHmac aead = new CbcHmac(engine.expandKey(encPart), macPart, hmac);
            made = true;
            return aead;
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(hmac + " is a required JDK algorithm", e);
        } finally {
            Arrays.fill(encPart, (byte) 0);
            if (!made) {
                Arrays.fill(macPart, (byte) 0);
            }
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
        lifetime.checkLive();
        checkNonce(nonce);
        Objects.requireNonNull(aad, "aad");
        Ranges.checkRange("in", in, inOff, len);
        int sealed = sealedLength(len);
        Ranges.checkRange("out", out, outOff, sealed);
        int padded = sealed - tagBytes;
        // Plaintext into place (arraycopy copies as if through a temporary, so any overlap is
        // fine), padding after it, then CBC in place.
        Scratch s = scratch.take();
        try {
            System.arraycopy(in, inOff, out, outOff, len);
            Arrays.fill(out, outOff + len, outOff + padded, (byte) (padded - len));
            Cbc.encrypt(encKey, nonce, out, outOff, out, outOff, padded);
            tag(s, aad, nonce, out, outOff, padded);
            System.arraycopy(s.fullMac, 0, out, outOff + padded, tagBytes);
            lifetime.confirm(out, outOff, sealed);
        } catch (RuntimeException e) {
            // A key destroyed under this call throws: zero the output (it holds plaintext until
            // CBC has run), then say so.
            lifetime.confirm(out, outOff, sealed);
            throw e;
        } finally {
            scratch.give(s);
        }
        return sealed;
    }

    @Override
    public int open(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff)
            throws AEADBadTagException {
        lifetime.checkLive();
        checkNonce(nonce);
        Objects.requireNonNull(aad, "aad");
        Ranges.checkRange("in", in, inOff, len);
        checkCiphertextLength(len);
        int c = len - tagBytes;
        Ranges.checkRange("out", out, outOff, c - 1);
        Scratch s = scratch.take();
        try {
            byte[] plain = s.plain(c);
            tag(s, aad, nonce, in, inOff, c);
            boolean tagOk = ConstantTime.equal(s.fullMac, 0, in, inOff + c, tagBytes);
            if (!tagOk) {
                lifetime.confirm(out, outOff, 0); // under a destroy(), the verdict means nothing
                throw new AEADBadTagException(BAD_TAG);
            }
            Cbc.decrypt(encKey, nonce, in, inOff, plain, 0, c);
            // The plaintext is released only if no destroy() overlapped its making.
            lifetime.confirm(out, outOff, 0);
            int valid = Pkcs7.validMask(plain, c);
            if (ConstantTime.declassify(valid, "the padding of an authentic ciphertext is the sender's") == 0) {
                throw new AEADBadTagException(BAD_TAG);
            }
            int n = c - ConstantTime.declassify(plain[c - 1] & 0xFF,
                    "the plaintext length of an authentic message is the length of the output");
            // Everything has been read from 'in', so 'out' may overlap it in any way.
            System.arraycopy(plain, 0, out, outOff, n);
            return n;
        } catch (RuntimeException e) {
            lifetime.confirm(out, outOff, 0);
            throw e;
        } finally {
            scratch.give(s);
        }
    }

    /** {@code fullMac = HMAC(MAC_KEY, A || IV || C || AL)}. */
    private static void tag(Scratch s, byte[] aad, byte[] iv, byte[] c, int cOff, int cLen) {
        Mac mac = s.mac;
        byte[] al = s.al;
        Pack.storeLongBE((long) aad.length * 8, al, 0);
        mac.update(aad);
        mac.update(iv);
        mac.update(c, cOff, cLen);
        mac.update(al);
        try {
            mac.doFinal(s.fullMac, 0);
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

    /**
     * Destroys the AES key, zeroes {@code MAC_KEY} and overwrites the key pads of the scratch's
     * JDK Macs with a zero key.
     */
    @Override
    public void destroy() {
        if (lifetime.isDestroyed()) {
            return;
        }
        lifetime.destroy();
        encKey.destroy();
        Arrays.fill(macKey, (byte) 0);
        scratch.destroy();
    }

    @Override
    public boolean isDestroyed() {
        return lifetime.isDestroyed();
    }

    /** The kept scratches (for the tests that look at what this object holds). */
    List<? extends KeyedScratches.Scratch> keptScratch() {
        return scratch.kept();
    }
}
