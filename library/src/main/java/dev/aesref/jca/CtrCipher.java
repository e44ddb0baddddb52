package dev.aesref.jca;

import dev.aesref.BlockEngine;
import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.mode.CounterReuse;
import dev.aesref.mode.Ctr;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.Key;
import java.security.Provider;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import javax.crypto.NoSuchPaddingException;
import javax.crypto.ShortBufferException;

/**
 * {@code AES/CTR/NoPadding}: counter mode over {@link Ctr.Stream} with
 * {@link CounterFlavour#CTR128_BE}, the whole 16-byte block as one big-endian counter
 * (SP 800-38A, Appendix B.1, with m = 128), as the JDK's CTR. Like the JDK, the counter wraps
 * modulo 2^128 ({@link CounterReuse#WRAP}); an IV that reaches the wrap gives a keystream that
 * repeats, which is the caller's choice of IV.
 *
 * <p>A stream cipher: every update gives out exactly its input length, and doFinal rewinds the
 * stream to the IV (the state right after init, as SunJCE). The stream's buffered keystream and
 * IV copy are zeroed on rewind and re-init; the expanded key is destroyed when a new key replaces
 * it.
 */
final class CtrCipher extends IvCipherSpi {

    private static final byte[] EMPTY = new byte[0];

    private ExpandedKey key;
    private Ctr.Stream stream;

    CtrCipher(Provider provider, BlockEngine engine) {
        super(provider, engine, "CTR", 0);
    }

    @Override
    protected void engineSetPadding(String padding) throws NoSuchPaddingException {
        if (!"NoPadding".equalsIgnoreCase(padding)) {
            throw new NoSuchPaddingException("CTR is a stream mode: NoPadding only, got " + padding);
        }
    }

    @Override
    protected int engineGetOutputSize(int inputLen) {
        return inputLen;
    }

    @Override
    protected void engineInit(int opmode, Key k, AlgorithmParameterSpec params, SecureRandom random)
            throws InvalidKeyException, InvalidAlgorithmParameterException {
        boolean dec = OpMode.decryptingNoWrap(opmode);
        // The parameters are checked before the key, in SunJCE's order.
        byte[] newIv = IvParams.iv(params, dec, random);
        byte[] raw = JcaKeys.rawKey(k, 0);
        if (stream != null) {
            stream.destroy();
        }
        key = JcaKeys.destroy(key);
        key = JcaKeys.expand(engine, raw);
        iv = newIv;
        stream = Ctr.stream(key, CounterFlavour.CTR128_BE, iv, CounterReuse.WRAP);
    }

    @Override
    protected byte[] engineUpdate(byte[] in, int inOff, int len) {
        byte[] out = new byte[len];
        stream.process(in, inOff, out, 0, len);
        return out;
    }

    @Override
    protected int engineUpdate(byte[] in, int inOff, int len, byte[] out, int outOff)
            throws ShortBufferException {
        checkRoom(out, outOff, len);
        stream.process(in, inOff, out, outOff, len);
        return len;
    }

    @Override
    protected byte[] engineDoFinal(byte[] in, int inOff, int len) {
        if (in == null) { // Cipher.doFinal() with no input
            in = EMPTY;
            inOff = 0;
        }
        byte[] out = engineUpdate(in, inOff, len);
        stream.seek(0);
        return out;
    }

    @Override
    protected int engineDoFinal(byte[] in, int inOff, int len, byte[] out, int outOff)
            throws ShortBufferException {
        if (in == null) { // Cipher.doFinal() with no input
            in = EMPTY;
            inOff = 0;
        }
        int n = engineUpdate(in, inOff, len, out, outOff);
        stream.seek(0);
        return n;
    }
}
