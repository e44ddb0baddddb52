package dev.aesref.jca;

import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidParameterException;
import javax.crypto.Cipher;

/** The direction a {@link Cipher} operation mode asks for. */
final class OpMode {

    private OpMode() {}

    /**
     * For every cipher but the key wraps: true for DECRYPT_MODE, false for ENCRYPT_MODE. WRAP_MODE
     * and UNWRAP_MODE are refused here, at init, so that no cipher takes a mode and then throws
     * at {@code wrap()}. SunJCE and Bouncy Castle wrap with any cipher; AESREF wraps keys only
     * with AESWrap and AESWrapPad (AES/KW, AES/KWP), which authenticate what they unwrap
     * (docs/oracle.md, "Where AESREF differs from SunJCE on purpose").
     */
    static boolean decryptingNoWrap(int opmode) throws InvalidAlgorithmParameterException {
        if (opmode == Cipher.WRAP_MODE || opmode == Cipher.UNWRAP_MODE) {
            throw new InvalidAlgorithmParameterException("opmode must be ENCRYPT_MODE or DECRYPT_MODE (only"
                    + " AESWrap and AESWrapPad wrap keys), got " + (opmode == Cipher.WRAP_MODE ? "WRAP_MODE" : "UNWRAP_MODE"));
        }
        return decrypting(opmode);
    }

    /** True for DECRYPT_MODE and UNWRAP_MODE, false for ENCRYPT_MODE and WRAP_MODE. */
    static boolean decrypting(int opmode) {
        switch (opmode) {
            case Cipher.ENCRYPT_MODE:
            case Cipher.WRAP_MODE:
                return false;
            case Cipher.DECRYPT_MODE:
            case Cipher.UNWRAP_MODE:
                return true;
            default:
                throw new InvalidParameterException("opmode must be one of Cipher.ENCRYPT_MODE,"
                        + " DECRYPT_MODE, WRAP_MODE, UNWRAP_MODE; got " + opmode);
        }
    }
}
