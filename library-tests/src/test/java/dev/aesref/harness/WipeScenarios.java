package dev.aesref.harness;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.aead.ChunkedEncryption;
import dev.aesref.aead.Eax;
import dev.aesref.aead.Gcm;
import dev.aesref.engines.Engines;
import dev.aesref.internal.hmac.HmacKey;
import dev.aesref.jca.AesRefProvider;
import dev.aesref.pbe.Pbkdf2;
import java.util.Arrays;
import java.util.SplittableRandom;
import javax.crypto.Mac;
import javax.crypto.SecretKey;
import javax.crypto.spec.IvParameterSpec;

/**
 * The uses {@link HeapProbe} makes of one key-holding class before its heap dump, one per case
 * name: each makes its secret from the probe's seed ({@link HeapProbe#key}), uses it, ends with
 * the wipe the class documents, and zeroes its own copies. {@link dev.aesref.HeapWipeTest} computes
 * the same secrets on its own and searches the dump for them.
 *
 * <ul>
 *   <li>{@code gmac-jca}: {@code Mac.AESGMAC} of the provider: init, update, doFinal, update,
 *       reset, update, then re-init under a second key (the first key's wipe is the re-init).</li>
 *   <li>{@code gcm-session}, {@code eax-session}: an incremental encryption left open, then the
 *       AEAD and its key destroyed.</li>
 *   <li>{@code hmac-key}: a JDK {@code Mac} keyed through {@link HmacKey}, used, then re-keyed
 *       with zeros ({@link HmacKey#rekeyWithZeros}).</li>
 *   <li>{@code pbkdf2}: PBKDF2-HMAC-SHA256, one iteration (so that the derived key is an HMAC
 *       output), the derived key zeroed.</li>
 *   <li>{@code chunked}: chunked encryption and decryption under one input key.</li>
 * </ul>
 */
public final class WipeScenarios {

    /** The case names, in the order the test runs them. */
    public static final String[] CASES = {"gmac-jca", "gcm-session", "eax-session", "hmac-key", "pbkdf2", "chunked"};

    private WipeScenarios() {}

    /** The second key of {@code gmac-jca}, which stays live in the Mac: never a needle. */
    public static long secondSeed(long seed) {
        return ~seed;
    }

    static void run(String scenario, String engine, int keyBytes, long seed) throws Exception {
        byte[] raw = HeapProbe.key(seed, keyBytes);
        byte[] data = new byte[3 * 16 + 5];
        new SplittableRandom(seed ^ 1).nextBytes(data);
        byte[] out = new byte[data.length + 16];
        byte[] nonce = new byte[12];
        BlockEngine aes = Engines.byName(engine);
        switch (scenario) {
            case "gmac-jca": {
                Mac mac = Mac.getInstance("AESGMAC", new AesRefProvider(engine));
                WipeableKey k1 = new WipeableKey(raw, "AES");
                mac.init(k1, new IvParameterSpec(nonce));
                mac.update(data, 0, 21);
                mac.doFinal();
                mac.update(data, 0, 37);
                mac.reset();
                mac.update(data, 0, 7);
                k1.destroy();
                WipeableKey k2 = new WipeableKey(HeapProbe.key(secondSeed(seed), keyBytes), "AES");
                mac.init(k2, new IvParameterSpec(nonce));
                mac.update(data, 0, 9);
                k2.destroy();
                break;
            }
            case "gcm-session": {
                ExpandedKey key = aes.expandKey(raw);
                Gcm gcm = Gcm.create(key, 16);
                gcm.seal(nonce, data, data, 0, 20, out, 0);
                Gcm.Encryption open = gcm.encryption(nonce);
                open.updateAad(data, 0, 5);
                open.update(data, 0, 19, out, 0);
                Gcm.Decryption open2 = gcm.decryption(nonce);
                open2.update(data, 0, 33);
                gcm.destroy();
                key.destroy();
                break;
            }
            case "eax-session": {
                ExpandedKey key = aes.expandKey(raw);
                Eax eax = Eax.create(key, 16);
                eax.seal(nonce, data, data, 0, 20, out, 0);
                Eax.Encryptor open = eax.encryptor(nonce, data);
                open.update(data, 0, out, 0, 19);
                eax.destroy();
                key.destroy();
                break;
            }
            case "hmac-key": {
                HmacKey k = new HmacKey(raw, "HmacSHA256");
                Mac mac = Mac.getInstance("HmacSHA256");
                mac.init(k);
                k.destroy();
                mac.update(data);
                Arrays.fill(mac.doFinal(), (byte) 0);
                mac.update(data, 0, 3);
                HmacKey.rekeyWithZeros(mac);
                break;
            }
            case "pbkdf2":
                Arrays.fill(Pbkdf2.derive("HmacSHA256", raw, data, 1, 32), (byte) 0);
                break;
            case "chunked": {
                ChunkedEncryption c = keyBytes == 16 ? ChunkedEncryption.cobblestone128(aes)
                        : ChunkedEncryption.cobblestone256(aes);
                byte[] salt = Arrays.copyOf(data, ChunkedEncryption.SALT_BYTES);
                byte[] ct = c.encrypt(raw, salt, nonce, data);
                Arrays.fill(c.decrypt(raw, nonce, ct), (byte) 0);
                break;
            }
            default:
                throw new IllegalArgumentException("no scenario " + scenario);
        }
        Arrays.fill(raw, (byte) 0);
        Arrays.fill(data, (byte) 0);
        Arrays.fill(out, (byte) 0);
    }

    /**
     * A raw AES key the probe can wipe: {@code SecretKeySpec} keeps a copy nobody can zero, which
     * would hide what the provider leaves.
     */
    private static final class WipeableKey implements SecretKey {
        private static final long serialVersionUID = 1L;
        private final byte[] bytes;
        private final String algorithm;

        WipeableKey(byte[] bytes, String algorithm) {
            this.bytes = bytes.clone();
            this.algorithm = algorithm;
        }

        @Override
        public String getAlgorithm() {
            return algorithm;
        }

        @Override
        public String getFormat() {
            return "RAW";
        }

        @Override
        public byte[] getEncoded() {
            return bytes.clone();
        }

        @Override
        public void destroy() {
            Arrays.fill(bytes, (byte) 0);
        }
    }
}
