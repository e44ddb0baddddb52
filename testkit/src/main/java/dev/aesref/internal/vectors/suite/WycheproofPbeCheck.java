package dev.aesref.internal.vectors.suite;

import dev.aesref.BlockEngine;
import dev.aesref.pbe.Pbes2;
import dev.aesref.internal.vectors.format.WycheproofRecord;
import javax.crypto.BadPaddingException;

/**
 * Wycheproof {@code pbe_test_schema} (PBES2 with PBKDF2 and AES-CBC-Pad, {@code password},
 * {@code salt}, {@code iterationCount}, {@code iv}, {@code msg}, {@code ct}). Valid: encryption
 * gives {@code ct} and decryption gives {@code msg}. Invalid: decryption fails.
 */
final class WycheproofPbeCheck implements WycheproofCheck {

    private final String hmac;
    private final int keyBytes;

    /** @param hmac the PBKDF2 PRF as a JDK name, e.g. {@code HmacSHA256} */
    WycheproofPbeCheck(String hmac, int keyBytes) {
        this.hmac = hmac;
        this.keyBytes = keyBytes;
    }

    @Override
    public void check(BlockEngine engine, WycheproofRecord t, SuiteRun run) throws Exception {
        Pbes2 pbes2 = Pbes2.create(engine, hmac, keyBytes);
        byte[] password = t.hex("password");
        byte[] salt = t.hex("salt");
        int c = t.fields().integer("iterationCount");
        byte[] iv = t.hex("iv");
        byte[] msg = t.hex("msg");
        byte[] ct = t.hex("ct");
        if (t.result() == WycheproofRecord.Result.INVALID) {
            try {
                pbes2.decrypt(password, salt, c, iv, ct);
                run.fail("an invalid ciphertext decrypted");
            } catch (BadPaddingException | IllegalArgumentException expected) {
                // Rejected.
            }
            return;
        }
        run.equal("encrypt", ct, pbes2.encrypt(password, salt, c, iv, msg));
        run.equal("decrypt", msg, pbes2.decrypt(password, salt, c, iv, ct));
    }
}
