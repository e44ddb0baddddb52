package dev.aesref.examples;

import dev.aesref.ExpandedKey;
import dev.aesref.aead.Gcm;
import dev.aesref.engines.Engines;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HexFormat;
import javax.crypto.AEADBadTagException;

/** What a program that depends on the library alone writes: one GCM message, sealed and opened. */
public final class SealAndOpen {

    private SealAndOpen() {}

    public static void main(String[] args) throws AEADBadTagException {
        byte[] keyBytes = new byte[16];
        byte[] nonce = new byte[12];
        ExpandedKey key = Engines.byName("nohw").expandKey(keyBytes);
        Gcm gcm = Gcm.create(key, 16);
        try {
            byte[] sealed = gcm.seal(nonce, new byte[0], "hello".getBytes(StandardCharsets.UTF_8));
            byte[] opened = gcm.open(nonce, new byte[0], sealed);
            System.out.println(HexFormat.of().formatHex(sealed) + " -> " + new String(opened, StandardCharsets.UTF_8));
            Arrays.fill(opened, (byte) 0);
        } finally {
            gcm.destroy();
            key.destroy();
        }
    }
}
