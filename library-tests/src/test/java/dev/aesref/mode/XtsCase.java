package dev.aesref.mode;

import dev.aesref.BlockEngine;
import java.util.Arrays;
import java.util.HexFormat;

/**
 * The check of one XTS test case, shared by the known-answer tests and meant for the vector suites
 * (Wycheproof {@code aes_xts_test.json}, whose cases are all "valid", with the tweak in {@code iv} as a
 * little-endian string of 1 to 16 bytes, {@link Xts#tweakFromLittleEndian}; NIST CAVP {@code XTSGenAES*.rsp}, ENCRYPT and DECRYPT sections, tweak given as a
 * 128-bit hex string or as a data unit sequence number, {@link Xts#tweakForDataUnit}): encrypt
 * must give the ciphertext, decrypt must give the plaintext. Returns null when the case passes,
 * else what went wrong. A key the mode refuses (a length it excludes, Key1 == Key2) is a failure
 * of a valid case, never a skip.
 */
final class XtsCase {

    enum Direction { BOTH, ENCRYPT, DECRYPT }

    private XtsCase() {}

    static String check(BlockEngine engine, byte[] key, byte[] tweak, byte[] pt, byte[] ct, Direction dir) {
        Xts xts;
        try {
            xts = Xts.create(engine, key);
        } catch (IllegalArgumentException e) {
            return "key refused: " + e.getMessage();
        }
        try {
            String failure = null;
            if (dir != Direction.DECRYPT) {
                byte[] c = xts.encrypt(tweak, pt);
                if (!Arrays.equals(c, ct)) {
                    failure = "encrypt gave " + hex(c) + ", expected " + hex(ct);
                }
            }
            if (failure == null && dir != Direction.ENCRYPT) {
                byte[] p = xts.decrypt(tweak, ct);
                if (!Arrays.equals(p, pt)) {
                    failure = "decrypt gave " + hex(p) + ", expected " + hex(pt);
                }
            }
            return failure;
        } catch (IllegalArgumentException e) {
            return "refused: " + e.getMessage();
        } finally {
            xts.destroy();
        }
    }

    private static String hex(byte[] b) {
        return HexFormat.of().formatHex(b);
    }
}
