package dev.aesref.aead;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.aesref.BlockEngine;
import dev.aesref.engines.Engines;
import dev.aesref.harness.Seeds;
import dev.aesref.testkit.conformance.SharedUse;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * One AEAD instance shared by four threads gives every thread the bytes it would get alone.
 *
 * <p>Each of the four threads makes 300 calls of {@code seal} and {@code open} on ONE instance,
 * each with inputs of its own (a fixed seed). Every answer is compared with the one a separate,
 * fresh instance under the same key computed beforehand on one thread; for GCM that answer is
 * first checked against the JDK's {@code AES/GCM/NoPadding}. Before the AEADs borrowed their
 * scratch per call, calls overlapping on one instance wrote each other's J0, tags and buffers.
 */
class AeadSharingTest {

    private static final int THREADS = 4;
    private static final int ROUNDS = 300;

    /** How to make the AEAD under test: a name, a nonce length and a maker over an engine. */
    private record Kind(String name, int nonceBytes, Maker maker) {}

    @FunctionalInterface
    private interface Maker {
        Aead make(BlockEngine engine, byte[] key);
    }

    private static final Kind[] KINDS = {
        new Kind("GCM", 12, (e, k) -> Gcm.create(e.expandKey(Arrays.copyOf(k, 16)), 16)),
        new Kind("GCM-SIV", 12, (e, k) -> GcmSiv.create(e, Arrays.copyOf(k, 16))),
        new Kind("CCM", 13, (e, k) -> Ccm.create(e.expandKey(Arrays.copyOf(k, 16)), 16)),
        new Kind("EAX", 16, (e, k) -> Eax.create(e.expandKey(Arrays.copyOf(k, 16)), 16)),
        new Kind("SIV", 9, (e, k) -> Siv.create(e, Arrays.copyOf(k, 32))),
        new Kind("AES-CBC-HMAC", 16, (e, k) -> CbcHmac.create(e, Arrays.copyOf(k, 32))),
    };

    static Stream<Arguments> cases() {
        return Stream.of("nohw", "spec").flatMap(engine -> Arrays.stream(KINDS)
                .map(kind -> Arguments.of(engine, kind.name())));
    }

    /** One thread's inputs and the answers computed beforehand. */
    private record Input(byte[] nonce, byte[] aad, byte[] plaintext, byte[] sealed) {}

    @ParameterizedTest(name = "{1} on {0}")
    @MethodSource("cases")
    void oneInstanceServesFourThreads(String engineName, String kindName) {
        Kind kind = Arrays.stream(KINDS).filter(k -> k.name().equals(kindName)).findFirst().orElseThrow();
        BlockEngine engine = engine(engineName);
        SplittableRandom rnd = Seeds.random(0x5A4EL ^ kindName.hashCode());
        byte[] key = Seeds.bytes(rnd, 32);
        Aead reference = kind.maker().make(engine, key);
        Input[][] inputs = new Input[THREADS][ROUNDS];
        for (int t = 0; t < THREADS; t++) {
            for (int r = 0; r < ROUNDS; r++) {
                byte[] nonce = Seeds.bytes(rnd, kind.nonceBytes());
                byte[] aad = Seeds.bytes(rnd, rnd.nextInt(24));
                byte[] plaintext = Seeds.bytes(rnd, rnd.nextInt(64));
                byte[] sealed = reference.seal(nonce, aad, plaintext);
                if (kindName.equals("GCM")) {
                    assertArrayEquals(jdkGcm(Arrays.copyOf(key, 16), nonce, aad, plaintext), sealed,
                            "the single-thread answer against the JDK");
                }
                inputs[t][r] = new Input(nonce, aad, plaintext, sealed);
            }
        }
        reference.destroy();
        Aead shared = kind.maker().make(engine, key);
        assertShared(shared, inputs);
    }

    /** Chunked encryption has its own API: one instance, many threads, whole messages. */
    @ParameterizedTest(name = "chunked encryption on {0}")
    @MethodSource("engines")
    void chunkedEncryptionServesFourThreads(String engineName) {
        BlockEngine engine = engine(engineName);
        SplittableRandom rnd = Seeds.random(0xC4A5EL);
        ChunkedEncryption reference = ChunkedEncryption.cobblestone128(engine);
        byte[][][] cases = new byte[THREADS * ROUNDS][][];
        for (int i = 0; i < cases.length; i++) {
            byte[] key = Seeds.bytes(rnd, 16);
            byte[] salt = Seeds.bytes(rnd, ChunkedEncryption.SALT_BYTES);
            byte[] context = Seeds.bytes(rnd, rnd.nextInt(20));
            byte[] message = Seeds.bytes(rnd, rnd.nextInt(64));
            cases[i] = new byte[][] {key, salt, context, message, reference.encrypt(key, salt, context, message)};
        }
        ChunkedEncryption shared = ChunkedEncryption.cobblestone128(engine);
        SharedUse.Outcome outcome = SharedUse.run(THREADS, ROUNDS, 60, (t, r) -> {
            byte[][] c = cases[t * ROUNDS + r];
            return Arrays.equals(c[4], shared.encrypt(c[0], c[1], c[2], c[3]))
                    && Arrays.equals(c[3], shared.decrypt(c[0], c[2], c[4]));
        });
        assertEquals(0, outcome.wrong(), outcome.describe());
    }

    static Stream<String> engines() {
        return Stream.of("nohw", "spec");
    }

    private static BlockEngine engine(String name) {
        return Engines.byName(name);
    }

    private static void assertShared(Aead shared, Input[][] inputs) {
        SharedUse.Outcome outcome = SharedUse.run(THREADS, ROUNDS, 60, (t, r) -> {
            Input in = inputs[t][r];
            byte[] sealed = shared.seal(in.nonce(), in.aad(), in.plaintext());
            byte[] opened = shared.open(in.nonce(), in.aad(), in.sealed());
            return Arrays.equals(in.sealed(), sealed) && Arrays.equals(in.plaintext(), opened);
        });
        assertEquals(0, outcome.wrong(), outcome.describe());
    }

    /** The JDK's AES-GCM with 16-byte tags: an oracle independent of this project. */
    private static byte[] jdkGcm(byte[] key, byte[] nonce, byte[] aad, byte[] plaintext) {
        try {
            Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
            c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "AES"), new GCMParameterSpec(128, nonce));
            c.updateAAD(aad);
            return c.doFinal(plaintext);
        } catch (java.security.GeneralSecurityException e) {
            throw new AssertionError(e);
        }
    }
}
