package dev.aesref.jca;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.mac.Gmac;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.Key;
import java.security.spec.AlgorithmParameterSpec;
import java.util.Arrays;
import javax.crypto.MacSpi;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;

/**
 * {@code Mac.AESGMAC} ({@code AES-GMAC}): GMAC of NIST SP 800-38D, section 3, over {@link Gmac}.
 *
 * <p>The IV comes as an {@link IvParameterSpec} (16-byte tag, as Bouncy Castle's GMAC and
 * Wycheproof's JsonMacTest use it) or as a {@link GCMParameterSpec}, whose {@code tLen} sets the
 * tag length (32, 64, 96..128 bits, GCM's lengths). The IV is GCM's: any length of at least one
 * byte. A GMAC must not reuse an IV under one key; the JCA resets a Mac to its init state after
 * doFinal, so a second message under the same Mac object reuses the IV, which is the caller's
 * responsibility, as with Bouncy Castle.
 *
 * <p>The pending {@link Gmac.Computation} holds a GHASH keyed with H: it is destroyed whenever it
 * is replaced (re-init, reset, and after doFinal, which finishes it), not left to the
 * {@link Gmac} that started it, and a re-init also destroys the old {@link Gmac} and key. What
 * the last init left stays until the next init: the JCA gives a {@code Mac} no destroy.
 */
final class GmacSpi extends MacSpi {

    private final BlockEngine engine;
    private final byte[] oneByte = new byte[1];
    private ExpandedKey key;
    private Gmac gmac;
    private byte[] iv;
    private Gmac.Computation computation;

    GmacSpi(BlockEngine engine) {
        this.engine = engine;
    }

    @Override
    protected int engineGetMacLength() {
        return gmac == null ? 16 : gmac.tagBytes();
    }

    @Override
    protected void engineInit(Key k, AlgorithmParameterSpec params)
            throws InvalidKeyException, InvalidAlgorithmParameterException {
        byte[] raw = JcaKeys.rawMacKey(k, 0);
        byte[] newIv;
        int tagBits;
        try {
            if (params instanceof GCMParameterSpec) {
                newIv = ((GCMParameterSpec) params).getIV();
                tagBits = ((GCMParameterSpec) params).getTLen();
            } else if (params instanceof IvParameterSpec) {
                newIv = ((IvParameterSpec) params).getIV();
                tagBits = 128;
            } else {
                throw new InvalidAlgorithmParameterException("AESGMAC needs an IvParameterSpec or a"
                        + " GCMParameterSpec holding the IV, got "
                        + (params == null ? "null" : params.getClass().getName()));
            }
            if (newIv.length == 0) {
                throw new InvalidAlgorithmParameterException("GMAC IV must be at least 1 byte"
                        + " (SP 800-38D section 5.2.1.1), got 0");
            }
            if (tagBits % 8 != 0 || !(tagBits == 32 || tagBits == 64 || (tagBits >= 96 && tagBits <= 128))) {
                throw new InvalidAlgorithmParameterException("GMAC tag length must be 32, 64, 96, 104,"
                        + " 112, 120 or 128 bits (SP 800-38D section 5.2.1.2), got " + tagBits);
            }
        } catch (InvalidAlgorithmParameterException e) {
            Arrays.fill(raw, (byte) 0);
            throw e;
        }
        dropComputation();
        if (gmac != null) {
            gmac.destroy();
        }
        key = JcaKeys.destroy(key);
        key = JcaKeys.expand(engine, raw);
        gmac = Gmac.create(key, tagBits / 8);
        iv = newIv;
        computation = gmac.start(iv);
    }

    @Override
    protected void engineUpdate(byte input) {
        oneByte[0] = input;
        computation.update(oneByte, 0, 1);
        oneByte[0] = 0;
    }

    @Override
    protected void engineUpdate(byte[] input, int offset, int len) {
        computation.update(input, offset, len);
    }

    @Override
    protected byte[] engineDoFinal() {
        byte[] tag = computation.finish();
        dropComputation();
        computation = gmac.start(iv);
        return tag;
    }

    @Override
    protected void engineReset() {
        if (gmac != null) {
            dropComputation();
            computation = gmac.start(iv);
        }
    }

    /** Destroys the pending computation (a no-op on a finished one), which zeroes its GHASH. */
    private void dropComputation() {
        if (computation != null) {
            computation.destroy();
            computation = null;
        }
    }
}
