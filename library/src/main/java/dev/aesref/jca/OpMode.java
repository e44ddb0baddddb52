package dev.aesref.jca;

import java.security.InvalidParameterException;
import javax.crypto.Cipher;

/** The direction a {@link Cipher} operation mode asks for. */
final class OpMode {

    private OpMode() {}

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
