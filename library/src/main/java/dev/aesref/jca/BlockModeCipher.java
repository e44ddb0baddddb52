package dev.aesref.jca;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.internal.ct.ConstantTime;
import dev.aesref.mode.Cbc;
import dev.aesref.mode.Ecb;
import dev.aesref.mode.Pkcs7;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.Key;
import java.security.Provider;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import java.util.Arrays;
import javax.crypto.BadPaddingException;
import javax.crypto.IllegalBlockSizeException;
import javax.crypto.NoSuchPaddingException;
import javax.crypto.ShortBufferException;

/**
 * {@code AES/ECB} and {@code AES/CBC} with {@code NoPadding} or {@code PKCS5Padding} (PKCS#7 with
 * 16-byte blocks, RFC 5652 section 6.3), over {@link Ecb} and {@link Cbc}.
 *
 * <p>Buffering follows SunJCE: {@code update} returns every whole block it can, and keeps the
 * rest (fewer than 16 bytes) for the next call; a padded decryption also keeps back the last
 * whole block, because only {@code doFinal} may see and remove the padding. So
 * {@code getOutputSize} is exact for everything but a padded decryption, where it is the bound
 * {@code buffered + inputLen}.
 *
 * <p>A padded decryption decrypts into a scratch copy and checks the padding there, in constant
 * time ({@link Pkcs7#validMask}); bad padding is one {@link BadPaddingException} and no plaintext
 * leaves the scratch, which is zeroed on every exit. {@link ShortBufferException} is thrown before
 * any state changes, so a retry with a larger buffer gives the same result.
 *
 * <p>Secrets: the buffered input (plaintext when encrypting), the chaining value and the scratch
 * are zeroed after {@code doFinal} and on re-init; the expanded key is destroyed when a new key
 * replaces it. Differences from SunJCE: a padded decryption of no input at all is refused with
 * {@link IllegalBlockSizeException} (SunJCE returns an empty plaintext, which Wycheproof reports).
 */
final class BlockModeCipher extends IvCipherSpi {

    private static final int BLOCK = BlockEngine.BLOCK_BYTES;

    private static final byte[] EMPTY = new byte[0];

    private final boolean cbc;
    private final boolean padding;

    private ExpandedKey key;
    private boolean decrypting;
    /** The chaining value: the IV, then the last ciphertext block processed. */
    private final byte[] chain = new byte[BLOCK];
    /** The last ciphertext block of an update, saved before an in-place decryption. */
    private final byte[] nextChain = new byte[BLOCK];
    /**
     * Input not yet processed: fewer than 16 bytes, or, in a padded decryption, 16 to 31 bytes
     * (SunJCE's rule: the last whole block and any partial one after it are held back).
     */
    private final byte[] buffer = new byte[2 * BLOCK];
    private int buffered;

    BlockModeCipher(Provider provider, BlockEngine engine, boolean cbc, boolean padding, int keyBytes) {
        super(provider, engine, cbc ? "CBC" : "ECB", keyBytes);
        this.cbc = cbc;
        this.padding = padding;
    }

    @Override
    protected void engineSetPadding(String name) throws NoSuchPaddingException {
        if (!(padding ? "PKCS5Padding" : "NoPadding").equalsIgnoreCase(name)) {
            throw new NoSuchPaddingException("this cipher uses " + (padding ? "PKCS5Padding" : "NoPadding")
                    + "; padding " + name + " is another transformation");
        }
    }

    @Override
    protected int engineGetOutputSize(int inputLen) {
        int total = buffered + inputLen;
        if (padding && !decrypting) {
            return total + Pkcs7.padLength(total);
        }
        return total;
    }

    @Override
    protected void engineInit(int opmode, Key k, AlgorithmParameterSpec params, SecureRandom random)
            throws InvalidKeyException, InvalidAlgorithmParameterException {
        boolean dec = OpMode.decryptingNoWrap(opmode);
        // SunJCE's order: a size-fixed cipher checks the key's length first, then every cipher
        // checks the parameters, then the key.
        if (keyBytes != 0) {
            JcaKeys.checkLength(k, keyBytes);
        }
        if (!cbc && params != null) {
            throw new InvalidAlgorithmParameterException("ECB mode cannot use an IV"
                    + " (parameters must be null)");
        }
        byte[] newIv = cbc ? IvParams.iv(params, dec, random) : null;
        byte[] raw = JcaKeys.rawKey(k, keyBytes);
        key = JcaKeys.destroy(key);
        key = JcaKeys.expand(engine, raw);
        decrypting = dec;
        iv = newIv;
        reset();
    }

    @Override
    protected byte[] engineUpdate(byte[] in, int inOff, int len) {
        byte[] out = new byte[updateLength(len)];
        process(in, inOff, len, out, 0, out.length);
        return out;
    }

    @Override
    protected int engineUpdate(byte[] in, int inOff, int len, byte[] out, int outOff)
            throws ShortBufferException {
        int n = updateLength(len);
        checkRoom(out, outOff, n);
        return process(in, inOff, len, out, outOff, n);
    }

    @Override
    protected byte[] engineDoFinal(byte[] in, int inOff, int len)
            throws IllegalBlockSizeException, BadPaddingException {
        if (in == null) { // Cipher.doFinal() with no input
            in = EMPTY;
            inOff = 0;
        }
        checkFinalLength(len);
        if (padding && decrypting) {
            byte[] plain = decryptPadded(in, inOff, len);
            reset();
            return plain;
        }
        byte[] out = new byte[engineGetOutputSize(len)];
        finishInto(in, inOff, len, out, 0);
        return out;
    }

    @Override
    protected int engineDoFinal(byte[] in, int inOff, int len, byte[] out, int outOff)
            throws ShortBufferException, IllegalBlockSizeException, BadPaddingException {
        if (in == null) { // Cipher.doFinal() with no input
            in = EMPTY;
            inOff = 0;
        }
        checkFinalLength(len);
        if (padding && decrypting) {
            // The plaintext is at least 'total - 16' bytes long, whatever the padding says.
            checkRoom(out, outOff, buffered + len - BLOCK);
            byte[] plain = decryptPadded(in, inOff, len);
            try {
                checkRoom(out, outOff, plain.length);
                System.arraycopy(plain, 0, out, outOff, plain.length);
                reset();
                return plain.length;
            } finally {
                Arrays.fill(plain, (byte) 0);
            }
        }
        checkRoom(out, outOff, engineGetOutputSize(len));
        return finishInto(in, inOff, len, out, outOff);
    }

    /** Bytes an update of {@code len} more input bytes gives out now (whole blocks only). */
    private int updateLength(int len) {
        int total = buffered + len;
        if (padding && decrypting) {
            total -= BLOCK; // the last whole block may be the padding block
        }
        int n = Math.max(total, 0);
        return n - n % BLOCK;
    }

    /**
     * The length rules of doFinal. As in SunJCE, a failure keeps the buffered input (a later
     * doFinal sees it again); re-init starts afresh.
     */
    private void checkFinalLength(int len) throws IllegalBlockSizeException {
        int total = buffered + len;
        String rule = null;
        if (total % BLOCK != 0 && (decrypting || !padding)) {
            rule = "input length must be a multiple of 16 bytes" + (padding ? " when decrypting with"
                    + " PKCS5Padding" : " (NoPadding)") + ", got " + total;
        } else if (total == 0 && padding && decrypting) {
            rule = "input length must be at least one block (16 bytes) when decrypting with"
                    + " PKCS5Padding, got 0";
        }
        if (rule != null) {
            throw new IllegalBlockSizeException(rule);
        }
    }

    /**
     * doFinal of everything but a padded decryption; the room has been checked. Encryption with
     * padding pads the last (partial or empty) block in the buffer and encrypts it.
     */
    private int finishInto(byte[] in, int inOff, int len, byte[] out, int outOff) {
        int total = buffered + len;
        int whole = total - total % BLOCK;
        int done = process(in, inOff, len, out, outOff, whole);
        if (padding) {
            byte pad = (byte) Pkcs7.padLength(buffered);
            Arrays.fill(buffer, buffered, BLOCK, pad); // buffered < 16 when encrypting
            blocks(buffer, 0, out, outOff + done, BLOCK);
            done += BLOCK;
        }
        reset();
        return done;
    }

    /**
     * Decrypts the buffered input and {@code in} into a scratch copy and removes the padding, in
     * constant time up to the verdict. The state (buffer, chaining value) is not changed, so that
     * a {@link ShortBufferException} afterwards leaves a retry possible.
     *
     * @return the plaintext, a fresh array the caller owns
     */
    private byte[] decryptPadded(byte[] in, int inOff, int len) throws BadPaddingException {
        int total = buffered + len;
        byte[] work = new byte[total];
        try {
            System.arraycopy(buffer, 0, work, 0, buffered);
            System.arraycopy(in, inOff, work, buffered, len);
            if (cbc) {
                Cbc.decrypt(key, chain, work, 0, work, 0, total);
            } else {
                Ecb.decrypt(key, work, 0, work, 0, total);
            }
            int valid = Pkcs7.validMask(work, total);
            if (ConstantTime.declassify(valid, "the verdict of the padding check is public once computed") == 0) {
                reset();
                throw new BadPaddingException("bad PKCS#5 padding");
            }
            int pad = ConstantTime.declassify(work[total - 1] & 0xFF,
                    "the padding length, released with the plaintext once the padding has verified");
            return Arrays.copyOf(work, total - pad);
        } finally {
            Arrays.fill(work, (byte) 0);
        }
    }

    /**
     * Gives out {@code n} bytes (a multiple of 16, at most {@code buffered + len}): the buffered
     * bytes first (a partial block among them completed from {@code in}), then whole blocks
     * straight from {@code in}; what is left goes into the buffer. When input and output are one array the input is
     * copied first (into scratch zeroed before the call ends), so any overlap is safe.
     */
    private int process(byte[] in, int inOff, int len, byte[] out, int outOff, int n) {
        byte[] copy = null;
        if (in == out) {
            copy = Arrays.copyOfRange(in, inOff, inOff + len);
            in = copy;
            inOff = 0;
        }
        try {
            // 1. The output starts with the buffered bytes; a partial block among them is
            //    completed from the input first.
            int fromBuffer = Math.min(buffered, n);
            int take = (BLOCK - fromBuffer % BLOCK) % BLOCK;
            System.arraycopy(in, inOff, buffer, buffered, take);
            buffered += take;
            inOff += take;
            len -= take;
            int done = fromBuffer + take;
            blocks(buffer, 0, out, outOff, done);
            System.arraycopy(buffer, done, buffer, 0, buffered - done);
            buffered -= done;
            Arrays.fill(buffer, buffered, buffer.length, (byte) 0);
            // 2. Whole blocks straight from the input; 3. the rest of the input is buffered.
            int direct = n - done;
            blocks(in, inOff, out, outOff + done, direct);
            System.arraycopy(in, inOff + direct, buffer, buffered, len - direct);
            buffered += len - direct;
            return n;
        } finally {
            if (copy != null) {
                Arrays.fill(copy, (byte) 0);
            }
        }
    }

    /** Encrypts or decrypts {@code len} bytes (whole blocks), carrying the CBC chain along. */
    private void blocks(byte[] in, int inOff, byte[] out, int outOff, int len) {
        if (len == 0) {
            return;
        }
        if (!cbc) {
            if (decrypting) {
                Ecb.decrypt(key, in, inOff, out, outOff, len);
            } else {
                Ecb.encrypt(key, in, inOff, out, outOff, len);
            }
            return;
        }
        if (decrypting) {
            System.arraycopy(in, inOff + len - BLOCK, nextChain, 0, BLOCK);
            Cbc.decrypt(key, chain, in, inOff, out, outOff, len);
        } else {
            Cbc.encrypt(key, chain, in, inOff, out, outOff, len);
            System.arraycopy(out, outOff + len - BLOCK, nextChain, 0, BLOCK);
        }
        System.arraycopy(nextChain, 0, chain, 0, BLOCK);
        Arrays.fill(nextChain, (byte) 0);
    }

    /** Back to the state right after init: empty buffer, chain = IV; scratch zeroed. */
    private void reset() {
        Arrays.fill(buffer, (byte) 0);
        buffered = 0;
        Arrays.fill(nextChain, (byte) 0);
        if (iv != null) {
            System.arraycopy(iv, 0, chain, 0, BLOCK);
        }
    }
}
