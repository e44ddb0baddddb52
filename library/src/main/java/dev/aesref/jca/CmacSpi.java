package dev.aesref.jca;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.mac.Cmac;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.Key;
import java.security.spec.AlgorithmParameterSpec;
import java.util.Arrays;
import javax.crypto.MacSpi;

/**
 * {@code Mac.AESCMAC} ({@code AES-CMAC}): CMAC of NIST SP 800-38B / RFC 4493 with the full
 * 16-byte tag, over {@link Cmac}. It takes no parameters. After doFinal the Mac is ready for a
 * new message under the same key (the JCA contract); re-init destroys the old key and subkeys.
 */
final class CmacSpi extends MacSpi {

    private static final int TAG_BYTES = 16;

    private final BlockEngine engine;
    private final byte[] oneByte = new byte[1];
    private ExpandedKey key;
    private Cmac cmac;

    CmacSpi(BlockEngine engine) {
        this.engine = engine;
    }

    @Override
    protected int engineGetMacLength() {
        return TAG_BYTES;
    }

    @Override
    protected void engineInit(Key k, AlgorithmParameterSpec params)
            throws InvalidKeyException, InvalidAlgorithmParameterException {
        byte[] raw = JcaKeys.rawMacKey(k, 0);
        if (params != null) {
            Arrays.fill(raw, (byte) 0);
            throw new InvalidAlgorithmParameterException("AESCMAC takes no parameters, got "
                    + params.getClass().getName());
        }
        if (cmac != null) {
            cmac.destroy();
        }
        key = JcaKeys.destroy(key);
        key = JcaKeys.expand(engine, raw);
        cmac = Cmac.create(key, TAG_BYTES);
    }

    @Override
    protected void engineUpdate(byte input) {
        oneByte[0] = input;
        cmac.update(oneByte, 0, 1);
        oneByte[0] = 0;
    }

    @Override
    protected void engineUpdate(byte[] input, int offset, int len) {
        cmac.update(input, offset, len);
    }

    @Override
    protected byte[] engineDoFinal() {
        return cmac.finish();
    }

    @Override
    protected void engineReset() {
        if (cmac != null) {
            cmac.reset();
        }
    }
}
