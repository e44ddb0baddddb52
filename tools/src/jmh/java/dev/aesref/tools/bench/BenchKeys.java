package dev.aesref.tools.bench;

import org.bouncycastle.crypto.BlockCipher;
import org.bouncycastle.crypto.engines.AESEngine;
import org.bouncycastle.crypto.engines.AESLightEngine;

/** The fixed key bytes and the Bouncy Castle engines every benchmark uses. */
public final class BenchKeys {

    private BenchKeys() {}

    /** A fixed, non-trivial key of {@code bits} bits: byte i is 7 i + 1. */
    public static byte[] key(int bits) {
        if (bits != 128 && bits != 192 && bits != 256) {
            throw new IllegalArgumentException("keyBits must be 128, 192 or 256, got " + bits);
        }
        byte[] key = new byte[bits / 8];
        for (int i = 0; i < key.length; i++) {
            key[i] = (byte) (i * 7 + 1);
        }
        return key;
    }

    /** Bouncy Castle's table AES named by {@code impl}: bc-AESEngine, bc-AESFastEngine or bc-AESLightEngine. */
    @SuppressWarnings("deprecation") // AESEngine's constructor and AESFastEngine: the table peers we want.
    public static BlockCipher bouncyCastleEngine(String impl) {
        return switch (impl) {
            case "bc-AESEngine" -> new AESEngine();
            case "bc-AESFastEngine" -> new org.bouncycastle.crypto.engines.AESFastEngine();
            case "bc-AESLightEngine" -> new AESLightEngine();
            default -> throw new IllegalArgumentException("unknown Bouncy Castle impl " + impl);
        };
    }
}
