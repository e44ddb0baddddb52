package dev.aesref.jca;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.aead.Aead;
import java.nio.ByteBuffer;
import java.security.AlgorithmParameters;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.Key;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import java.security.spec.InvalidParameterSpecException;
import java.util.Arrays;
import java.util.Objects;
import javax.crypto.AEADBadTagException;
import javax.crypto.BadPaddingException;
import javax.crypto.CipherSpi;
import javax.crypto.IllegalBlockSizeException;
import javax.crypto.NoSuchPaddingException;
import javax.crypto.ShortBufferException;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;
import javax.security.auth.Destroyable;

/**
 * The JCA face of this project's AEAD modes: what {@code AES/GCM}, {@code AES/CCM},
 * {@code AES/EAX} and {@code AES/GCM-SIV} share. A subclass names its mode, checks its
 * parameters and builds the {@link Aead} of {@code dev.aesref.aead}; this class owns the JCA
 * state machine and the buffers.
 *
 * <p>Behaviour, modelled on SunJCE's AES/GCM:
 * <ul>
 *   <li>Parameters come as a {@link GCMParameterSpec} (tag length in bits and nonce), as Bouncy
 *       Castle and Wycheproof use it for every one of these modes; an {@link IvParameterSpec}
 *       means the nonce with a 16-byte tag. Encryption without parameters draws a random nonce
 *       of {@link #defaultNonceBytes()}. Every rule (key, nonce and tag length) is checked in
 *       {@code init}, which throws {@link InvalidKeyException} or
 *       {@link InvalidAlgorithmParameterException} with the rule in the message.</li>
 *   <li>Decryption holds back everything until {@code doFinal}: {@code update} returns no bytes,
 *       the tag is checked first, and on failure {@link AEADBadTagException} is thrown with no
 *       plaintext written anywhere (so {@code CipherInputStream} and {@code CipherOutputStream}
 *       release nothing either).</li>
 *   <li>Encryption buffers the whole message too, except where the subclass offers an
 *       incremental encryption ({@link #incrementalEncryption}, GCM only), whose {@code update}
 *       returns whole blocks and holds back the partial one.</li>
 *   <li>{@code updateAAD} after the first data byte throws {@link IllegalStateException} (the
 *       AAD is hashed first in every one of these modes).</li>
 *   <li>{@code getOutputSize} is exact; every output range is checked before any state changes,
 *       so that a {@link ShortBufferException} leaves the buffered input intact for a retry.</li>
 *   <li>After {@code doFinal} the cipher is back in its initialised state, with the same key and
 *       nonce, as the JCA specifies; a subclass can refuse that for encryption
 *       ({@link #refusesNonceReuse}, GCM), and then a second {@code doFinal} without a new
 *       {@code init} throws {@link IllegalStateException}.</li>
 * </ul>
 *
 * <p>Buffering is bounded by one Java array: at most {@link #MAX_BUFFERED_BYTES} bytes of data
 * and of AAD per message; more throws {@link IllegalStateException} from the {@code update} that
 * would pass it (the modes' own limits, such as CCM's payload length, are checked by the mode and
 * reported by {@code doFinal} as {@link IllegalBlockSizeException}).
 *
 * <p>Secrets: the key bytes from {@link Key#getEncoded()} are wiped as soon as the mode has
 * been built; the buffered data (plaintext, or unverified ciphertext) and the AAD live in arrays
 * this object owns, zeroed on {@code doFinal}, on every failure and on re-{@code init}, and the
 * mode (expanded key, hash subkeys) is destroyed on re-{@code init}. Not thread-safe, as no
 * {@code Cipher} is.
 */
abstract class AeadCipherSpi extends AesCipherSpi {

    /** The most bytes of data, and of AAD, one message may buffer: one Java array, less slack. */
    public static final int MAX_BUFFERED_BYTES = AeadBuffer.MAX_BYTES;

    static final int BLOCK = BlockEngine.BLOCK_BYTES;
    private static final int DEFAULT_TAG_BYTES = 16;

    /** The engine every AES operation of this cipher runs on. */
    final BlockEngine engine;

    private Aead aead;
    /** The expanded key under {@link #aead}, if the mode is built on one ({@link #expand}). */
    private ExpandedKey expanded;
    private Incremental incremental;
    private boolean encrypting;
    private boolean initialised;
    /** Set after a GCM encryption's doFinal: the nonce is spent until the next init. */
    private boolean spent;
    private byte[] nonce;
    private int tagBytes;
    private final AeadBuffer aad = new AeadBuffer("AAD");
    private final AeadBuffer data = new AeadBuffer("data");
    private boolean dataStarted;
    /**
     * The last encryption init's key and nonce as a salted fingerprint (no key copy), for
     * {@link #refusesNonceReuse}; made at the first such init.
     */
    private NonceReuseGuard lastEncryption;

    /** A cipher whose AES runs on {@code engine}. */
    AeadCipherSpi(BlockEngine engine) {
        super(0);
        this.engine = Objects.requireNonNull(engine, "engine");
    }

    // ---- what a mode supplies ----

    /** The mode's name in transformations: {@code GCM}, {@code CCM}, {@code EAX}, {@code GCM-SIV}. */
    abstract String modeName();

    /** The nonce length drawn for an encryption initialised without parameters. */
    abstract int defaultNonceBytes();

    /** Checks the mode's rule for a key of {@code keyBytes}; throws with the rule in the message. */
    abstract void checkKey(int keyBytes) throws InvalidKeyException;

    /**
     * Checks the mode's rules for a nonce of {@code nonceBytes} and a tag of {@code tagBits} (a
     * whole number of bytes); throws with the rule in the message.
     */
    abstract void checkNonceAndTag(int nonceBytes, int tagBits)
            throws InvalidAlgorithmParameterException;

    /**
     * The mode under {@code key} (its length already checked) with tags of {@code tagBytes}. The
     * caller wipes {@code key}; a mode built on an {@link ExpandedKey} gets it from
     * {@link #expand}, which this class destroys with the mode.
     */
    abstract Aead newAead(byte[] key, int tagBytes);

    /** {@code key} expanded on {@link #engine}, owned (and destroyed on re-init) by this class. */
    final ExpandedKey expand(byte[] key) {
        expanded = engine.expandKey(key);
        return expanded;
    }

    /** Whether re-init for encryption with the last encryption's key and nonce is refused. */
    boolean refusesNonceReuse() {
        return false;
    }

    /**
     * An incremental encryption under {@code nonce}, or null when the mode buffers the message.
     * Only a mode that {@link #refusesNonceReuse refuses nonce reuse} may stream: its encryption
     * is spent after {@code doFinal}, so a finished incremental encryption is never restarted.
     */
    Incremental incrementalEncryption(Aead mode, byte[] nonce) {
        return null;
    }

    /** An encryption that writes its ciphertext as it goes and its tag at the end. */
    interface Incremental extends Destroyable {
        void updateAad(byte[] in, int off, int len);

        /** Encrypts {@code len} bytes; input and output do not overlap (the caller sees to it). */
        void update(byte[] in, int inOff, int len, byte[] out, int outOff);

        /** Writes the tag; the encryption is then over. */
        void finish(byte[] out, int outOff);

        @Override
        void destroy();
    }

    // ---- init ----

    @Override
    protected void engineSetMode(String mode) throws NoSuchAlgorithmException {
        if (!modeName().equalsIgnoreCase(mode)) {
            throw new NoSuchAlgorithmException("this cipher is AES/" + modeName()
                    + ", it has no mode " + mode);
        }
    }

    @Override
    protected void engineSetPadding(String padding) throws NoSuchPaddingException {
        if (!"NoPadding".equalsIgnoreCase(padding)) {
            throw new NoSuchPaddingException("AES/" + modeName() + " takes NoPadding only, got "
                    + padding);
        }
    }

    @Override
    protected int engineGetBlockSize() {
        return BLOCK;
    }

    @Override
    protected byte[] engineGetIV() {
        return nonce == null ? null : nonce.clone();
    }

    @Override
    protected AlgorithmParameters engineGetParameters() {
        if (nonce == null) {
            return null;
        }
        try {
            AlgorithmParameters p = AlgorithmParameters.getInstance("GCM");
            p.init(new GCMParameterSpec(tagBytes * 8, nonce));
            return p;
        } catch (NoSuchAlgorithmException | InvalidParameterSpecException e) {
            return null; // no installed provider offers GCM parameters
        }
    }

    @Override
    protected int engineGetKeySize(Key key) throws InvalidKeyException {
        byte[] raw = JcaKeys.rawKey(key, 0);
        try {
            checkKey(raw.length);
        } finally {
            Arrays.fill(raw, (byte) 0);
        }
        return raw.length * 8;
    }

    @Override
    AlgorithmParameterSpec parameterSpec(AlgorithmParameters params) throws InvalidAlgorithmParameterException {
        AlgorithmParameterSpec spec = null;
        if (params != null) {
            try {
                spec = params.getParameterSpec(GCMParameterSpec.class);
            } catch (InvalidParameterSpecException e) {
                throw new InvalidAlgorithmParameterException("AES/" + modeName()
                        + " needs parameters that give a GCMParameterSpec, got "
                        + params.getAlgorithm(), e);
            }
        }
        return spec;
    }

    @Override
    protected void engineInit(int opmode, Key key, AlgorithmParameterSpec params,
                              SecureRandom random)
            throws InvalidKeyException, InvalidAlgorithmParameterException {
        boolean encrypt = !OpMode.decryptingNoWrap(opmode);
        byte[] iv;
        int tagBits;
        if (params instanceof GCMParameterSpec) {
            GCMParameterSpec g = (GCMParameterSpec) params;
            iv = g.getIV();
            tagBits = g.getTLen();
        } else if (params instanceof IvParameterSpec) {
            iv = ((IvParameterSpec) params).getIV();
            tagBits = DEFAULT_TAG_BYTES * 8;
        } else if (params == null) {
            if (!encrypt) {
                throw new InvalidKeyException("AES/" + modeName() + " decryption needs"
                        + " parameters (a GCMParameterSpec with the nonce and the tag length)");
            }
            iv = new byte[defaultNonceBytes()];
            (random != null ? random : new SecureRandom()).nextBytes(iv);
            tagBits = DEFAULT_TAG_BYTES * 8;
        } else {
            throw new InvalidAlgorithmParameterException("AES/" + modeName()
                    + " takes a GCMParameterSpec or an IvParameterSpec, got "
                    + params.getClass().getName());
        }
        if (tagBits % 8 != 0) {
            throw new InvalidAlgorithmParameterException("tag length must be a whole number"
                    + " of bytes, got " + tagBits + " bits");
        }
        byte[] raw = JcaKeys.rawKey(key, 0);
        try {
            checkKey(raw.length);
            checkNonceAndTag(iv.length, tagBits);
            // lastEncryption remembers only for a mode that refuses reuse (below).
            if (encrypt && lastEncryption != null && lastEncryption.repeats(raw, iv)) {
                throw new InvalidAlgorithmParameterException("AES/" + modeName() + " refuses to"
                        + " encrypt again under the key and nonce of the last encryption"
                        + " (a repeated nonce loses the authentication key)");
            }
            reset();
            if (aead != null) {
                aead.destroy();
                aead = null;
            }
            if (expanded != null) {
                expanded.destroy();
                expanded = null;
            }
            initialised = false;
            aead = newAead(raw, tagBits / 8);
            if (encrypt && refusesNonceReuse()) {
                if (lastEncryption == null) {
                    lastEncryption = new NonceReuseGuard();
                }
                lastEncryption.remember(raw, iv);
            }
        } finally {
            Arrays.fill(raw, (byte) 0);
        }
        this.encrypting = encrypt;
        this.nonce = iv;
        this.tagBytes = tagBits / 8;
        this.spent = false;
        this.initialised = true;
        if (encrypt) {
            incremental = incrementalEncryption(aead, nonce);
        }
    }

    /** Zeroes and drops the buffered message, AAD and incremental state. */
    private void reset() {
        aad.clear();
        data.clear();
        dataStarted = false;
        if (incremental != null) {
            incremental.destroy();
            incremental = null;
        }
    }

    private void checkUsable() {
        if (!initialised) {
            throw new IllegalStateException("AES/" + modeName() + " is not initialised");
        }
        if (spent) {
            throw new IllegalStateException("AES/" + modeName() + " encryption is finished;"
                    + " init again with a new nonce (the same key and nonce would repeat the"
                    + " keystream)");
        }
    }

    // ---- AAD ----

    @Override
    protected void engineUpdateAAD(byte[] src, int offset, int len) {
        checkRange("src", src, offset, len);
        checkUsable();
        if (dataStarted) {
            throw new IllegalStateException("updateAAD must come before the first update with"
                    + " data (AES/" + modeName() + " authenticates the AAD first)");
        }
        if (incremental != null) {
            incremental.updateAad(src, offset, len);
        } else {
            aad.append(src, offset, len);
        }
    }

    @Override
    protected void engineUpdateAAD(ByteBuffer src) {
        Objects.requireNonNull(src, "src");
        byte[] copy = new byte[src.remaining()];
        src.get(copy);
        engineUpdateAAD(copy, 0, copy.length);
    }

    // ---- sizes ----

    /** Bytes {@code update} writes for {@code inputLen} more bytes. */
    private int updateOutputSize(int inputLen) {
        if (incremental == null) {
            return 0;
        }
        long total = (long) data.length() + inputLen;
        return (int) Math.min(Integer.MAX_VALUE, total - total % BLOCK);
    }

    /** Bytes {@code doFinal} writes for {@code inputLen} more bytes. */
    private int finalOutputSize(int inputLen) {
        long total = (long) data.length() + inputLen;
        long out = encrypting ? total + tagBytes : Math.max(0, total - tagBytes);
        return (int) Math.min(Integer.MAX_VALUE, out);
    }

    @Override
    protected int engineGetOutputSize(int inputLen) {
        if (inputLen < 0) {
            throw new IllegalArgumentException("inputLen must be >= 0, got " + inputLen);
        }
        if (!initialised) {
            throw new IllegalStateException("AES/" + modeName() + " is not initialised");
        }
        return finalOutputSize(inputLen);
    }

    // ---- update ----

    @Override
    protected byte[] engineUpdate(byte[] input, int inputOffset, int inputLen) {
        checkRange("input", input, inputOffset, inputLen);
        checkUsable();
        byte[] out = new byte[updateOutputSize(inputLen)];
        update(input, inputOffset, inputLen, out, 0); // writes exactly out.length bytes
        return out;
    }

    @Override
    protected int engineUpdate(byte[] input, int inputOffset, int inputLen, byte[] output,
                               int outputOffset) throws ShortBufferException {
        checkRange("input", input, inputOffset, inputLen);
        checkUsable();
        int need = updateOutputSize(inputLen);
        checkOutput(output, outputOffset, need);
        return update(input, inputOffset, inputLen, output, outputOffset);
    }

    /** Buffers the input and, for an incremental encryption, writes the whole blocks. */
    private int update(byte[] in, int inOff, int len, byte[] out, int outOff) {
        int emit = updateOutputSize(len);
        append(in, inOff, len);
        if (emit > 0) {
            incremental.update(data.array(), 0, emit, out, outOff);
            data.dropFront(emit);
        }
        return emit;
    }

    /** Copies the input into the owned buffer first, so any aliasing with the output is safe. */
    private void append(byte[] in, int inOff, int len) {
        if (len > 0) {
            data.append(in, inOff, len);
            dataStarted = true;
        }
    }

    // ---- doFinal ----

    @Override
    protected byte[] engineDoFinal(byte[] input, int inputOffset, int inputLen)
            throws IllegalBlockSizeException, BadPaddingException {
        checkRange("input", input, inputOffset, inputLen);
        checkUsable();
        byte[] out = new byte[finalOutputSize(inputLen)];
        doFinal(input, inputOffset, inputLen, out, 0); // writes exactly out.length bytes
        return out;
    }

    @Override
    protected int engineDoFinal(byte[] input, int inputOffset, int inputLen, byte[] output,
                                int outputOffset)
            throws ShortBufferException, IllegalBlockSizeException, BadPaddingException {
        checkRange("input", input, inputOffset, inputLen);
        checkUsable();
        checkOutput(output, outputOffset, finalOutputSize(inputLen));
        return doFinal(input, inputOffset, inputLen, output, outputOffset);
    }

    private int doFinal(byte[] in, int inOff, int len, byte[] out, int outOff)
            throws IllegalBlockSizeException, AEADBadTagException {
        byte[] a = null;
        try {
            append(in, inOff, len);
            int n = data.length();
            if (!encrypting && n < tagBytes) {
                throw new AEADBadTagException("AES/" + modeName() + " input is shorter than its "
                        + tagBytes + "-byte tag: " + n + " bytes");
            }
            if (incremental != null) {
                incremental.update(data.array(), 0, n, out, outOff);
                incremental.finish(out, outOff + n);
                return n + tagBytes;
            }
            a = aad.copy();
            return encrypting ? aead.seal(nonce, a, data.array(), 0, n, out, outOff)
                    : aead.open(nonce, a, data.array(), 0, n, out, outOff);
        } catch (IllegalArgumentException e) {
            throw new IllegalBlockSizeException(e.getMessage());
        } finally {
            endMessage(a);
        }
    }

    /**
     * Every doFinal ends here: the AAD copy and the buffers are zeroed, and the cipher is back in
     * its initialised state, or spent for a mode that refuses nonce reuse.
     */
    private void endMessage(byte[] aadCopy) {
        if (aadCopy != null) {
            Arrays.fill(aadCopy, (byte) 0);
        }
        reset();
        spent = encrypting && refusesNonceReuse();
    }

    // ---- checks ----

    private static void checkRange(String name, byte[] a, int off, int len) {
        if (len == 0 && a == null) {
            return; // Cipher passes (null, 0, 0) for "no input"
        }
        Objects.requireNonNull(a, name);
        if (off < 0 || len < 0 || off > a.length - len) {
            throw new IllegalArgumentException(name + " range [" + off + ", " + off + " + " + len
                    + ") does not fit an array of " + a.length + " bytes");
        }
    }

    private static void checkOutput(byte[] out, int off, int need) throws ShortBufferException {
        if (need == 0) {
            return;
        }
        if (out == null || off < 0 || out.length - off < need) {
            throw new ShortBufferException("output needs " + need + " bytes from offset " + off
                    + ", the array has " + (out == null ? "none" : out.length + " bytes"));
        }
    }
}
