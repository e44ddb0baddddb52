package dev.aesref.aead;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.internal.ct.ConstantTime;
import dev.aesref.internal.hmac.DigestHmac;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Objects;
import javax.crypto.AEADBadTagException;

/**
 * Chunked encryption of c2sp.org/chunked-encryption (v1) with AES-GCM, in its two named
 * instantiations: Cobblestone-128 (HKDF-Expand with SHA-512, {@code AEAD_AES_128_GCM}) and
 * Cobblestone-256 ({@code AEAD_AES_256_GCM}).
 *
 * <p>Per message (specification, "Key derivation"): {@code key || base nonce || commitment =
 * HKDF-Expand(prk = input key, info = "c2sp.org/chunked-encryption@v1+" || aead || 0x00 || salt ||
 * context)}, with a 24-byte salt that must not repeat for an input key (RFC 5869 section 2.3 for
 * HKDF-Expand; HMAC-SHA-512 over the JDK's SHA-512). The message is cut into 16 KiB chunks, the
 * last one always shorter (and possibly empty); chunk {@code i} is sealed with GCM under {@code key}, with
 * the nonce {@code base nonce XOR i} (i big-endian, as wide as the nonce) and no AAD. The
 * ciphertext is {@code salt || commitment || chunk ciphertexts}: 56 bytes of header, 16 bytes of tag
 * per chunk.
 *
 * <p>Decryption checks the commitment in constant time before it decrypts any chunk, requires the
 * final chunk to be shorter than 16 KiB (anything else is a truncation), and releases the message
 * only when every chunk has verified: a failure anywhere zeroes what was decrypted and throws
 * {@link AEADBadTagException} with one message. The raw mode of the specification's appendix
 * (key and base nonce supplied by a protocol) is {@link #encryptRaw}/{@link #decryptRaw}.
 *
 * <p>The derived key, base nonce and commitment live in arrays this class owns, zeroed on every
 * exit path, and so are the derivation's HMAC pads ({@link DigestHmac}, an HMAC over the JDK's
 * digest that writes its outputs only into arrays this class owns).
 *
 * <p>Thread-safe: this object holds only the engine and the instantiation's name. Each call
 * derives, expands and destroys its own keys and makes its own scratch, so calls on several
 * threads at once share nothing they write.
 */
public final class ChunkedEncryption {

    /** Plaintext bytes per chunk (the TLS 1.3 record size). */
    public static final int CHUNK = 16384;
    /** The salt's length in bytes. */
    public static final int SALT_BYTES = 24;
    /** The commitment's length in bytes. */
    public static final int COMMITMENT_BYTES = 32;
    private static final int HEADER = SALT_BYTES + COMMITMENT_BYTES;
    private static final int TAG = 16;
    private static final int NONCE = 12;
    private static final String BAD = "chunked encryption: authentication failed";
    private static final byte[] LABEL = "c2sp.org/chunked-encryption@v1+".getBytes(StandardCharsets.US_ASCII);

    private final BlockEngine engine;
    private final int keyBytes;
    private final byte[] aeadName;

    private ChunkedEncryption(BlockEngine engine, int keyBytes, String aeadName) {
        this.engine = engine;
        this.keyBytes = keyBytes;
        this.aeadName = aeadName.getBytes(StandardCharsets.US_ASCII);
    }

    /** Cobblestone-128: SHA-512 and AES-128-GCM, 16-byte input keys. */
    public static ChunkedEncryption cobblestone128(BlockEngine engine) {
        return new ChunkedEncryption(Objects.requireNonNull(engine, "engine"), 16, "AEAD_AES_128_GCM");
    }

    /** Cobblestone-256: SHA-512 and AES-256-GCM, 32-byte input keys. */
    public static ChunkedEncryption cobblestone256(BlockEngine engine) {
        return new ChunkedEncryption(Objects.requireNonNull(engine, "engine"), 32, "AEAD_AES_256_GCM");
    }

    /** The length of the ciphertext of a {@code messageLength}-byte message (with its header). */
    public static long ciphertextLength(long messageLength) {
        if (messageLength < 0) {
            throw new IllegalArgumentException("message length must be >= 0, got " + messageLength);
        }
        return HEADER + rawLength(messageLength);
    }

    private static long rawLength(long messageLength) {
        return messageLength + (messageLength / CHUNK + 1) * TAG;
    }

    /**
     * Encrypts {@code message} under {@code inputKey} with the given salt (24 bytes that must never
     * repeat for this key: draw them at random) and context.
     */
    public byte[] encrypt(byte[] inputKey, byte[] salt, byte[] context, byte[] message) {
        checkInputKey(inputKey);
        Objects.requireNonNull(salt, "salt");
        if (salt.length != SALT_BYTES) {
            throw new IllegalArgumentException("salt must be 24 bytes, got " + salt.length + " bytes");
        }
        Objects.requireNonNull(context, "context");
        Objects.requireNonNull(message, "message");
        byte[] derived = derive(inputKey, salt, context);
        try {
            long total = ciphertextLength(message.length);
            if (total > Integer.MAX_VALUE - 8) {
                throw new IllegalArgumentException("message too long for one array: " + message.length + " bytes");
            }
            byte[] out = new byte[(int) total];
            System.arraycopy(salt, 0, out, 0, SALT_BYTES);
            System.arraycopy(derived, keyBytes + NONCE, out, SALT_BYTES, COMMITMENT_BYTES);
            sealChunks(derived, message, out, HEADER);
            return out;
        } finally {
            Arrays.fill(derived, (byte) 0);
        }
    }

    /**
     * Decrypts and verifies a whole ciphertext.
     *
     * @throws AEADBadTagException if the header, the commitment, any chunk or the chunking is wrong
     *     (the input key and context included); nothing is released
     */
    public byte[] decrypt(byte[] inputKey, byte[] context, byte[] ciphertext) throws AEADBadTagException {
        checkInputKey(inputKey);
        Objects.requireNonNull(context, "context");
        Objects.requireNonNull(ciphertext, "ciphertext");
        if (ciphertext.length < HEADER + TAG) {
            throw new AEADBadTagException(BAD);
        }
        byte[] salt = Arrays.copyOf(ciphertext, SALT_BYTES);
        byte[] derived = derive(inputKey, salt, context);
        try {
            boolean committed = ConstantTime.equal(derived, keyBytes + NONCE, ciphertext, SALT_BYTES,
                    COMMITMENT_BYTES);
            if (!committed) {
                throw new AEADBadTagException(BAD);
            }
            return openChunks(derived, ciphertext, HEADER, ciphertext.length - HEADER);
        } finally {
            Arrays.fill(derived, (byte) 0);
        }
    }

    /** Raw mode (the specification's appendix): the chunks only, under a given key and base nonce. */
    public byte[] encryptRaw(byte[] aeadKey, byte[] baseNonce, byte[] message) {
        byte[] derived = raw(aeadKey, baseNonce);
        try {
            Objects.requireNonNull(message, "message");
            long total = rawLength(message.length);
            if (total > Integer.MAX_VALUE - 8) {
                throw new IllegalArgumentException("message too long for one array: " + message.length + " bytes");
            }
            byte[] out = new byte[(int) total];
            sealChunks(derived, message, out, 0);
            return out;
        } finally {
            Arrays.fill(derived, (byte) 0);
        }
    }

    /** Raw mode decryption. */
    public byte[] decryptRaw(byte[] aeadKey, byte[] baseNonce, byte[] ciphertext) throws AEADBadTagException {
        byte[] derived = raw(aeadKey, baseNonce);
        try {
            Objects.requireNonNull(ciphertext, "ciphertext");
            return openChunks(derived, ciphertext, 0, ciphertext.length);
        } finally {
            Arrays.fill(derived, (byte) 0);
        }
    }

    private byte[] raw(byte[] aeadKey, byte[] baseNonce) {
        Objects.requireNonNull(aeadKey, "aeadKey");
        Objects.requireNonNull(baseNonce, "baseNonce");
        if (aeadKey.length != keyBytes) {
            throw new IllegalArgumentException("aeadKey must be " + keyBytes + " bytes, got " + aeadKey.length);
        }
        if (baseNonce.length != NONCE) {
            throw new IllegalArgumentException("baseNonce must be 12 bytes, got " + baseNonce.length);
        }
        byte[] derived = new byte[keyBytes + NONCE];
        System.arraycopy(aeadKey, 0, derived, 0, keyBytes);
        System.arraycopy(baseNonce, 0, derived, keyBytes, NONCE);
        return derived;
    }

    private void checkInputKey(byte[] inputKey) {
        Objects.requireNonNull(inputKey, "inputKey");
        if (inputKey.length != keyBytes) {
            throw new IllegalArgumentException("input key must be " + keyBytes + " bytes (the AEAD's key size),"
                    + " got " + inputKey.length + " bytes");
        }
    }

    /** Seals every chunk of {@code message} into {@code out} from {@code outOff}. */
    private void sealChunks(byte[] derived, byte[] message, byte[] out, int outOff) {
        ExpandedKey key = expand(derived);
        Gcm gcm = Gcm.create(key, TAG);
        byte[] nonce = new byte[NONCE];
        try {
            int chunks = message.length / CHUNK + 1;
            for (int i = 0; i < chunks; i++) {
                int len = i < chunks - 1 ? CHUNK : message.length - (chunks - 1) * CHUNK;
                chunkNonce(derived, i, nonce);
                gcm.seal(nonce, EMPTY, message, i * CHUNK, len, out, outOff + i * (CHUNK + TAG));
            }
        } finally {
            gcm.destroy();
            key.destroy();
            Arrays.fill(nonce, (byte) 0);
        }
    }

    private static final byte[] EMPTY = new byte[0];

    /** Opens chunks {@code in[off .. off + len)}; all or nothing. */
    private byte[] openChunks(byte[] derived, byte[] in, int off, int len) throws AEADBadTagException {
        // Full chunks, then a final chunk of TAG .. CHUNK + TAG - 1 bytes; a final chunk of exactly
        // CHUNK + TAG bytes, or of fewer than TAG, means the message was truncated.
        int full = len / (CHUNK + TAG);
        int last = len - full * (CHUNK + TAG);
        if (last < TAG) {
            throw new AEADBadTagException(BAD);
        }
        byte[] message = new byte[full * CHUNK + last - TAG];
        ExpandedKey key = expand(derived);
        Gcm gcm = Gcm.create(key, TAG);
        byte[] nonce = new byte[NONCE];
        boolean done = false;
        try {
            for (int i = 0; i <= full; i++) {
                int clen = i < full ? CHUNK + TAG : last;
                chunkNonce(derived, i, nonce);
                gcm.open(nonce, EMPTY, in, off + i * (CHUNK + TAG), clen, message, i * CHUNK);
            }
            done = true;
            return message;
        } finally {
            if (!done) {
                Arrays.fill(message, (byte) 0);
            }
            gcm.destroy();
            key.destroy();
            Arrays.fill(nonce, (byte) 0);
        }
    }

    private ExpandedKey expand(byte[] derived) {
        byte[] k = Arrays.copyOf(derived, keyBytes);
        try {
            return engine.expandKey(k);
        } finally {
            Arrays.fill(k, (byte) 0);
        }
    }

    /** {@code base nonce XOR i}, i big-endian as wide as the nonce (the chunk index is public). */
    private void chunkNonce(byte[] derived, long i, byte[] nonce) {
        System.arraycopy(derived, keyBytes, nonce, 0, NONCE);
        for (int k = 0; k < 8; k++) {
            nonce[NONCE - 1 - k] ^= (byte) (i >>> (8 * k));
        }
    }

    /**
     * HKDF-Expand (RFC 5869 section 2.3) with HMAC-SHA-512: key, base nonce, commitment. The
     * HMAC is {@link DigestHmac}, not the JDK's Mac, whose outputs (here the derived key and base
     * nonce) would stay in arrays it allocates and never zeroes.
     */
    private byte[] derive(byte[] inputKey, byte[] salt, byte[] context) {
        int length = keyBytes + NONCE + COMMITMENT_BYTES;
        byte[] okm = new byte[length];
        byte[] t = new byte[64];
        DigestHmac hmac = new DigestHmac("SHA-512", 128, inputKey);
        boolean done = false;
        try {
            int tLen = 0;
            for (int i = 1, off = 0; off < length; i++) {
                hmac.update(t, 0, tLen);
                hmac.update(LABEL, 0, LABEL.length);
                hmac.update(aeadName, 0, aeadName.length);
                hmac.update((byte) 0);
                hmac.update(salt, 0, salt.length);
                hmac.update(context, 0, context.length);
                hmac.update((byte) i);
                hmac.doFinal(t, 0);
                tLen = 64;
                System.arraycopy(t, 0, okm, off, Math.min(64, length - off));
                off += 64;
            }
            done = true;
            return okm;
        } finally {
            Arrays.fill(t, (byte) 0);
            hmac.destroy();
            if (!done) {
                Arrays.fill(okm, (byte) 0);
            }
        }
    }
}
