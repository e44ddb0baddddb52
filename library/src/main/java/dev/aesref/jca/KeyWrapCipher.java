package dev.aesref.jca;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.internal.ct.ConstantTime;
import dev.aesref.keywrap.Kw;
import dev.aesref.keywrap.Kwp;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.Key;
import java.security.KeyFactory;
import java.security.NoSuchAlgorithmException;
import java.security.Provider;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;
import java.util.Arrays;
import javax.crypto.AEADBadTagException;
import javax.crypto.Cipher;
import javax.crypto.IllegalBlockSizeException;
import javax.crypto.NoSuchPaddingException;
import javax.crypto.ShortBufferException;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * {@code AES/KW/NoPadding} ({@code AESWrap}) and {@code AES/KWP/NoPadding} ({@code AESWrapPad}):
 * the key wrap of NIST SP 800-38F, sections 6.2 and 6.3 (RFC 3394, RFC 5649), over {@link Kw}
 * and {@link Kwp}.
 *
 * <p>As SunJCE (JDK 17): {@code wrap}/{@code unwrap} of keys, and also ENCRYPT/DECRYPT of bytes,
 * where {@code update} only collects the input (and returns null) and {@code doFinal} wraps or
 * unwraps it in one piece. Length errors and integrity failures are
 * {@link IllegalBlockSizeException} in doFinal (SunJCE's "Integrity check failed") and
 * {@link InvalidKeyException} in unwrap; in both cases nothing is released: the library checks
 * the integrity value before it writes a byte.
 *
 * <p>The integrity check value is the default of SP 800-38F (ICV1 {@code A6A6A6A6A6A6A6A6},
 * ICV2 {@code A65959A6}); {@code getIV} returns it. An {@link IvParameterSpec} holding exactly
 * that value is accepted; any other ICV is refused at init (SunJCE accepts an alternative ICV,
 * which the library does not implement).
 *
 * <p>Secrets: the collected input (a key to wrap, or unwrapped plaintext) is zeroed after
 * doFinal and on re-init; the expanded key is destroyed when a new key replaces it.
 */
final class KeyWrapCipher extends IvCipherSpi {

    private static final byte[] ICV1 = {(byte) 0xA6, (byte) 0xA6, (byte) 0xA6, (byte) 0xA6,
        (byte) 0xA6, (byte) 0xA6, (byte) 0xA6, (byte) 0xA6}; // SP 800-38F section 6.2, ICV1
    private static final byte[] ICV2 = {(byte) 0xA6, 0x59, 0x59, (byte) 0xA6}; // section 6.3, ICV2

    private final boolean padded;

    private ExpandedKey key;
    private Kw kw;
    private Kwp kwp;
    private int opmode;
    /** Input collected by update in ENCRYPT/DECRYPT mode. */
    private byte[] collected = new byte[0];
    private int collectedLen;

    KeyWrapCipher(Provider provider, BlockEngine engine, boolean padded, int keyBytes) {
        super(provider, engine, padded ? "KWP" : "KW", keyBytes);
        this.padded = padded;
        this.iv = padded ? ICV2 : ICV1; // never written: getIV returns copies
    }

    @Override
    protected void engineSetPadding(String padding) throws NoSuchPaddingException {
        if (!"NoPadding".equalsIgnoreCase(padding)) {
            throw new NoSuchPaddingException("key wrap pads by its own rules: NoPadding only, got " + padding);
        }
    }

    @Override
    protected int engineGetOutputSize(int inputLen) {
        int total = collectedLen + inputLen;
        if (decrypting()) {
            return Math.max(total - 8, 0);
        }
        return padded ? ((total + 7) & ~7) + 8 : total + 8;
    }

    @Override
    protected void engineInit(int mode, Key k, AlgorithmParameterSpec params, SecureRandom random)
            throws InvalidKeyException, InvalidAlgorithmParameterException {
        checkIcv(params);
        init(mode, k);
    }

    /** Init with the default ICV; the random is not used (key wrap is deterministic). */
    private void init(int mode, Key k) throws InvalidKeyException {
        OpMode.decrypting(mode); // checks the mode
        if (k != null && !"AES".equalsIgnoreCase(k.getAlgorithm())) {
            // SunJCE's key wraps take "AES" only, not the old name "Rijndael".
            throw new InvalidKeyException("key algorithm must be AES, got " + k.getAlgorithm());
        }
        byte[] raw = JcaKeys.rawKey(k, keyBytes);
        clearCollected();
        destroyWrapper();
        key = JcaKeys.expand(engine, raw);
        if (padded) {
            kwp = Kwp.create(key);
        } else {
            kw = Kw.create(key);
        }
        opmode = mode;
    }

    private void checkIcv(AlgorithmParameterSpec params) throws InvalidAlgorithmParameterException {
        if (params == null) {
            return;
        }
        if (!(params instanceof IvParameterSpec)) {
            throw new InvalidAlgorithmParameterException("Wrong parameter type: IvParameterSpec"
                    + " (the ICV) expected, got " + params.getClass().getName());
        }
        byte[] icv = ((IvParameterSpec) params).getIV();
        byte[] expected = padded ? ICV2 : ICV1;
        // The ICV is a public parameter; ConstantTime.equal publishes only the verdict.
        if (icv.length != expected.length || !ConstantTime.equal(icv, 0, expected, 0, expected.length)) {
            throw new InvalidAlgorithmParameterException("only the default ICV of SP 800-38F is"
                    + " supported (" + (padded ? "4 bytes A65959A6" : "8 bytes A6A6A6A6A6A6A6A6")
                    + "), got " + icv.length + " bytes of another value");
        }
    }

    @Override
    protected byte[] engineUpdate(byte[] in, int inOff, int len) {
        collect(in, inOff, len);
        return null;
    }

    @Override
    protected int engineUpdate(byte[] in, int inOff, int len, byte[] out, int outOff) {
        collect(in, inOff, len);
        return 0;
    }

    @Override
    protected byte[] engineDoFinal(byte[] in, int inOff, int len)
            throws IllegalBlockSizeException {
        collect(in, inOff, len);
        try {
            return decrypting() ? unwrapBytes(collected, collectedLen) : wrapBytes(collected, collectedLen);
        } finally {
            clearCollected();
        }
    }

    @Override
    protected int engineDoFinal(byte[] in, int inOff, int len, byte[] out, int outOff)
            throws ShortBufferException, IllegalBlockSizeException {
        int total = collectedLen + len;
        if (!decrypting()) {
            checkWrapLength(total);
        }
        checkRoom(out, outOff, engineGetOutputSize(len));
        byte[] result = engineDoFinal(in, inOff, len);
        try {
            System.arraycopy(result, 0, out, outOff, result.length);
            return result.length;
        } finally {
            Arrays.fill(result, (byte) 0);
        }
    }

    @Override
    protected byte[] engineWrap(Key keyToWrap) throws IllegalBlockSizeException, InvalidKeyException {
        if (keyToWrap == null) {
            throw new InvalidKeyException("keyToWrap must not be null");
        }
        byte[] encoded = keyToWrap.getEncoded();
        if (encoded == null) {
            throw new InvalidKeyException("keyToWrap has no encoding (format " + keyToWrap.getFormat() + ")");
        }
        try {
            return wrapBytes(encoded, encoded.length);
        } finally {
            Arrays.fill(encoded, (byte) 0);
        }
    }

    @Override
    protected Key engineUnwrap(byte[] wrapped, String algorithm, int type)
            throws InvalidKeyException, NoSuchAlgorithmException {
        byte[] plain;
        try {
            plain = unwrapBytes(wrapped, wrapped.length);
        } catch (IllegalBlockSizeException e) {
            throw new InvalidKeyException("unwrap failed: " + e.getMessage(), e);
        }
        try {
            switch (type) {
                case Cipher.SECRET_KEY:
                    return new SecretKeySpec(plain, algorithm);
                case Cipher.PUBLIC_KEY:
                    return KeyFactory.getInstance(algorithm).generatePublic(new X509EncodedKeySpec(plain));
                case Cipher.PRIVATE_KEY:
                    return KeyFactory.getInstance(algorithm).generatePrivate(new PKCS8EncodedKeySpec(plain));
                default:
                    throw new InvalidKeyException("wrappedKeyType must be Cipher.SECRET_KEY,"
                            + " PUBLIC_KEY or PRIVATE_KEY; got " + type);
            }
        } catch (java.security.spec.InvalidKeySpecException e) {
            throw new InvalidKeyException("unwrapped bytes are not a " + algorithm + " key: "
                    + e.getMessage(), e);
        } finally {
            Arrays.fill(plain, (byte) 0);
        }
    }

    private boolean decrypting() {
        return opmode == Cipher.DECRYPT_MODE || opmode == Cipher.UNWRAP_MODE;
    }

    private void checkWrapLength(int len) throws IllegalBlockSizeException {
        if (padded ? len < Kwp.MIN_PLAINTEXT_BYTES : len < Kw.MIN_PLAINTEXT_BYTES || len % 8 != 0) {
            throw new IllegalBlockSizeException(padded
                    ? "KWP input must be at least 1 byte, got " + len
                    : "KW input must be at least 16 bytes and a multiple of 8, got " + len);
        }
    }

    private byte[] wrapBytes(byte[] in, int len) throws IllegalBlockSizeException {
        checkWrapLength(len);
        byte[] out = new byte[padded ? Kwp.wrappedLength(len) : len + 8];
        if (padded) {
            kwp.wrap(in, 0, len, out, 0);
        } else {
            kw.wrap(in, 0, len, out, 0);
        }
        return out;
    }

    private byte[] unwrapBytes(byte[] in, int len) throws IllegalBlockSizeException {
        int min = padded ? 16 : 24;
        if (len < min || len % 8 != 0) {
            throw new IllegalBlockSizeException((padded ? "KWP" : "KW") + " ciphertext must be at least "
                    + min + " bytes and a multiple of 8, got " + len);
        }
        try {
            return padded ? kwp.unwrap(Arrays.copyOf(in, len)) : kw.unwrap(Arrays.copyOf(in, len));
        } catch (AEADBadTagException e) {
            // SunJCE's type and wording for a failed integrity check; nothing was released.
            IllegalBlockSizeException failure = new IllegalBlockSizeException("Integrity check failed");
            failure.initCause(e);
            throw failure;
        }
    }

    private void collect(byte[] in, int inOff, int len) {
        if (len == 0) { // Cipher passes (null, 0, 0) for "no input"
            return;
        }
        if (collected.length - collectedLen < len) {
            byte[] bigger = Arrays.copyOf(collected, Math.max(2 * collected.length, collectedLen + len));
            Arrays.fill(collected, (byte) 0);
            collected = bigger;
        }
        System.arraycopy(in, inOff, collected, collectedLen, len);
        collectedLen += len;
    }

    private void clearCollected() {
        Arrays.fill(collected, (byte) 0);
        collectedLen = 0;
    }

    private void destroyWrapper() {
        if (kw != null) {
            kw.destroy();
            kw = null;
        }
        if (kwp != null) {
            kwp.destroy();
            kwp = null;
        }
        key = JcaKeys.destroy(key);
    }
}
