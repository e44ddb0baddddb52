package dev.aesref.jca;

import dev.aesref.harness.Seeds;
import java.security.GeneralSecurityException;
import java.security.Provider;
import java.security.Security;
import java.security.spec.AlgorithmParameterSpec;
import java.util.List;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.bouncycastle.jce.provider.BouncyCastleProvider;

/**
 * The four AEAD transformations, each with the peer it is tested against side by side: SunJCE
 * for GCM, Bouncy Castle where SunJCE has no such mode.
 */
enum AeadModes {
    GCM("AES/GCM/NoPadding", 12, List.of(96, 104, 112, 120, 128), List.of(16, 24, 32)),
    CCM("AES/CCM/NoPadding", 12, List.of(32, 48, 64, 80, 96, 112, 128), List.of(16, 24, 32)),
    EAX("AES/EAX/NoPadding", 16, List.of(32, 64, 96, 128), List.of(16, 24, 32)),
    GCM_SIV("AES/GCM-SIV/NoPadding", 12, List.of(128), List.of(16, 32));

    static final Provider AESREF = new AeadTestProvider();
    static final Provider BC = new BouncyCastleProvider();

    final String transformation;
    final int nonceBytes;
    final List<Integer> tagBits;
    final List<Integer> keyBytes;

    AeadModes(String transformation, int nonceBytes, List<Integer> tagBits,
              List<Integer> keyBytes) {
        this.transformation = transformation;
        this.nonceBytes = nonceBytes;
        this.tagBits = tagBits;
        this.keyBytes = keyBytes;
    }

    /** This project's cipher for the mode. */
    Cipher ours() throws GeneralSecurityException {
        return Cipher.getInstance(transformation, AESREF);
    }

    /** The peer's cipher for the mode. */
    Cipher peer() throws GeneralSecurityException {
        return this == GCM ? Cipher.getInstance(transformation, Security.getProvider("SunJCE"))
                : Cipher.getInstance(transformation, BC);
    }

    /** A fresh SPI, for calls that Cipher checks before they reach it. */
    AeadCipherSpi spi() {
        var engine = dev.aesref.engines.Engines.byName("nohw");
        switch (this) {
            case GCM:
                return new AeadGcmCipher(engine);
            case CCM:
                return new AeadCcmCipher(engine);
            case EAX:
                return new AeadEaxCipher(engine);
            default:
                return new AeadGcmSivCipher(engine);
        }
    }

    static SecretKeySpec key(long seed, int bytes) {
        return new SecretKeySpec(Seeds.bytes(seed, bytes), "AES");
    }

    static AlgorithmParameterSpec params(long seed, int nonceBytes, int tagBits) {
        return new GCMParameterSpec(tagBits, Seeds.bytes(seed ^ 0x5A5A, nonceBytes));
    }

    AlgorithmParameterSpec params(long seed) {
        return params(seed, nonceBytes, 128);
    }
}
