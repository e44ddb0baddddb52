package dev.aesref.internal.vectors.suite;

import dev.aesref.BlockEngine;
import dev.aesref.aead.ChunkedEncryption;
import dev.aesref.internal.vectors.format.Hex;
import dev.aesref.internal.vectors.format.VectorFileException;
import dev.aesref.internal.vectors.format.WycheproofRecord;
import java.io.ByteArrayOutputStream;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;
import javax.crypto.AEADBadTagException;

/**
 * Wycheproof {@code c2sp_chunked_encryption_schema} (C2SP chunked encryption, Cobblestone):
 * {@code ct} is zlib-compressed (Wycheproof's doc/c2sp_chunked_encryption.md). Valid: decryption
 * gives a message of {@code msgLength} bytes with SHA-512 {@code msgSha512}, re-encrypting it with
 * the same salt gives {@code ct} again, and raw mode with {@code aeadKey} and {@code baseNonce}
 * agrees. Invalid: decryption fails ({@link AEADBadTagException}, or {@link IllegalArgumentException}
 * for a key of the wrong size) and releases nothing.
 */
final class WycheproofChunkedCheck implements WycheproofCheck {

    private final boolean aes256;

    WycheproofChunkedCheck(boolean aes256) {
        this.aes256 = aes256;
    }

    @Override
    public void check(BlockEngine engine, WycheproofRecord t, SuiteRun run) throws Exception {
        ChunkedEncryption ce = aes256 ? ChunkedEncryption.cobblestone256(engine)
                : ChunkedEncryption.cobblestone128(engine);
        byte[] key = t.hex("key");
        byte[] ctx = t.hex("ctx");
        byte[] ct = inflate(t.hex("ct"), t.describe());
        switch (t.result()) {
            case VALID -> {
                byte[] msg = ce.decrypt(key, ctx, ct);
                if (msg.length != t.fields().integer("msgLength")) {
                    run.fail("message of " + msg.length + " bytes, expected " + t.fields().integer("msgLength"));
                }
                run.equal("SHA-512 of the message", t.hex("msgSha512"), MessageDigest.getInstance("SHA-512").digest(msg));
                run.equal("encrypt with the same salt", ct, ce.encrypt(key, Arrays.copyOf(ct, 24), ctx, msg));
                run.equal("raw mode", msg, ce.decryptRaw(t.hex("aeadKey"), t.hex("baseNonce"),
                        Arrays.copyOfRange(ct, 56, ct.length)));
            }
            case INVALID, ACCEPTABLE -> {
                try {
                    byte[] msg = ce.decrypt(key, ctx, ct);
                    if (t.result() == WycheproofRecord.Result.INVALID) {
                        run.fail("an invalid ciphertext decrypted to " + msg.length + " bytes: "
                                + Hex.encode(Arrays.copyOf(msg, Math.min(16, msg.length))) + "...");
                    }
                } catch (AEADBadTagException | IllegalArgumentException expected) {
                    // Rejected, as it must be.
                }
            }
        }
    }

    static byte[] inflate(byte[] z, String where) {
        Inflater inf = new Inflater();
        inf.setInput(z);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buf = new byte[1 << 16];
        try {
            while (!inf.finished()) {
                int n = inf.inflate(buf);
                out.write(buf, 0, n);
                if (inf.finished()) {
                    break;
                }
                if (n == 0 && (inf.needsInput() || inf.needsDictionary())) {
                    throw new VectorFileException(where + ": ct is not a complete zlib stream");
                }
            }
        } catch (DataFormatException e) {
            throw new VectorFileException(where + ": ct is not zlib data: " + e.getMessage(), e);
        } finally {
            inf.end();
        }
        return out.toByteArray();
    }
}
