package dev.aesref.jca;

import static dev.aesref.harness.Seeds.bytes;

import java.nio.ByteBuffer;
import java.security.AlgorithmParameters;
import java.security.Provider;
import java.security.spec.AlgorithmParameterSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The same Cipher-API client code run against AESREF (every engine) and SunJCE, for every
 * non-AEAD transformation both offer; the transcripts (outputs, update lengths, output sizes,
 * exception types) must be equal. SunJCE is the oracle: no expected value comes from aesref.
 */
class CipherSideBySideTest {

    static final List<String> STREAMING = List.of("AES/ECB/NoPadding", "AES/ECB/PKCS5Padding",
            "AES/CBC/NoPadding", "AES/CBC/PKCS5Padding", "AES/CTR/NoPadding", "AES");
    static final List<String> ALL = List.of("AES/ECB/NoPadding", "AES/ECB/PKCS5Padding",
            "AES/CBC/NoPadding", "AES/CBC/PKCS5Padding", "AES/CTR/NoPadding", "AES",
            "AES/KW/NoPadding", "AES/KWP/NoPadding", "AESWrap", "AESWrapPad",
            "AES_128/ECB/NoPadding", "AES_192/CBC/NoPadding", "AES_256/KW/NoPadding",
            "AESWrapPad_128", "2.16.840.1.101.3.4.1.42");

    static Stream<Arguments> streaming() {
        return SideBySide.aesref().flatMap(p -> STREAMING.stream().map(t -> Arguments.of(p, t)));
    }

    static Stream<Arguments> all() {
        return SideBySide.aesref().flatMap(p -> ALL.stream().map(t -> Arguments.of(p, t)));
    }

    private static void same(Provider p, SideBySide.Client client) throws Exception {
        List<String> expected = SideBySide.transcript(SideBySide.sunJce(), client);
        List<String> got = SideBySide.transcript(p, client);
        SideBySide.assertSame(expected, got, p);
    }

    static int keyBytes(String t) {
        return t.startsWith("AES_128") || t.endsWith("_128") ? 16
                : t.startsWith("AES_192") ? 24 : t.startsWith("AES_256") || t.endsWith(".42") ? 32 : 24;
    }

    static boolean ecb(String t) {
        return t.contains("ECB") || t.equals("AES");
    }

    static boolean keyWrap(String t) {
        return t.contains("KW") || t.contains("Wrap");
    }

    static AlgorithmParameterSpec params(String t, Random r) {
        return ecb(t) || keyWrap(t) ? null : new IvParameterSpec(bytes(r, 16));
    }

    /** One-shot encryption and decryption of lengths 0..70, with doFinal into an exact array. */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("all")
    void oneShot(Provider p, String t) throws Exception {
        same(p, (prov, tr) -> {
            Random r = new Random(1);
            SecretKeySpec key = new SecretKeySpec(bytes(r, keyBytes(t)), "AES");
            for (int len = 0; len <= 70; len++) {
                AlgorithmParameterSpec spec = params(t, r);
                byte[] msg = bytes(r, len);
                Cipher c = Cipher.getInstance(t, prov);
                int n = len;
                tr.step("enc " + n, () -> {
                    c.init(Cipher.ENCRYPT_MODE, key, spec);
                    tr.value("outSize", c.getOutputSize(n));
                    byte[] ct = c.doFinal(msg);
                    tr.bytes("ct", ct);
                    c.init(Cipher.DECRYPT_MODE, key, spec);
                    tr.value("outSizeDec", c.getOutputSize(ct.length));
                    tr.bytes("pt", c.doFinal(ct));
                });
                // Decrypting arbitrary bytes: bad padding, bad length or integrity failure. The
                // empty padded decryption is a policy difference (PolicyDifferenceTest).
                // So is a key-wrap decryption of under 8 bytes (SunJCE: NegativeArraySizeException).
                if (n == 0 && (t.contains("PKCS5") || t.equals("AES")) || n < 8 && keyWrap(t)) {
                    continue;
                }
                tr.step("dec " + n, () -> {
                    c.init(Cipher.DECRYPT_MODE, key, spec);
                    tr.bytes("garbage", c.doFinal(msg));
                });
            }
        });
    }

    /** Chunked updates: every update's output and the output size before it. */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("streaming")
    void chunkedUpdates(Provider p, String t) throws Exception {
        int[] chunks = {0, 1, 15, 16, 17, 3, 13, 32, 5, 31, 2, 48};
        same(p, (prov, tr) -> {
            Random r = new Random(2);
            SecretKeySpec key = new SecretKeySpec(bytes(r, 32), "AES");
            AlgorithmParameterSpec spec = params(t, r);
            for (int mode : new int[] {Cipher.ENCRYPT_MODE, Cipher.DECRYPT_MODE}) {
                for (int tail : new int[] {0, 7, 16}) {
                    Cipher c = Cipher.getInstance(t, prov);
                    c.init(mode, key, spec);
                    for (int n : chunks) {
                        tr.value("size", c.getOutputSize(n));
                        byte[] in = bytes(r, n);
                        tr.bytes("upd", c.update(in));
                        byte[] out = new byte[n + 32];
                        int k = c.update(in, 0, n, out, 3);
                        tr.value("updInto", k);
                        tr.bytes("into", java.util.Arrays.copyOfRange(out, 3, 3 + k));
                    }
                    byte[] last = bytes(r, tail);
                    tr.step("final " + mode + " " + tail, () -> tr.bytes("final", c.doFinal(last)));
                    // After doFinal (or its failure) the cipher is back at its init state.
                    tr.step("again", () -> tr.bytes("again", c.doFinal(new byte[32])));
                }
            }
        });
    }

    /** A too-short output buffer: ShortBufferException, then a retry with room works. */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("all")
    void shortBufferThenRetry(Provider p, String t) throws Exception {
        same(p, (prov, tr) -> {
            Random r = new Random(3);
            SecretKeySpec key = new SecretKeySpec(bytes(r, keyBytes(t)), "AES");
            AlgorithmParameterSpec spec = params(t, r);
            for (int len : new int[] {16, 24, 33, 40, 48}) {
                if (len % 16 != 0 && !t.contains("PKCS5") && !t.contains("CTR") && !t.equals("AES")
                        && !t.contains("KWP") && !t.contains("WrapPad") || len % 8 != 0 && keyWrap(t)) {
                    continue; // lengths the transformation cannot encrypt
                }
                byte[] msg = bytes(r, len);
                Cipher enc = Cipher.getInstance(t, prov);
                enc.init(Cipher.ENCRYPT_MODE, key, spec);
                byte[] ct = enc.doFinal(msg);
                for (int mode : new int[] {Cipher.ENCRYPT_MODE, Cipher.DECRYPT_MODE}) {
                    byte[] in = mode == Cipher.ENCRYPT_MODE ? msg : ct;
                    Cipher c = Cipher.getInstance(t, prov);
                    c.init(mode, key, spec);
                    tr.bytes("upd", c.update(in, 0, 5));
                    int size = c.getOutputSize(in.length - 5);
                    for (int room : new int[] {0, size - 17, size - 16, size - 1}) {
                        byte[] small = new byte[Math.max(room, 0)];
                        tr.step("short " + room, () -> tr.value("n", c.doFinal(in, 5, in.length - 5, small, 0)));
                    }
                    byte[] big = new byte[size + 4];
                    tr.step("retry", () -> {
                        int n = c.doFinal(in, 5, in.length - 5, big, 4);
                        tr.bytes("out", java.util.Arrays.copyOfRange(big, 4, 4 + n));
                    });
                    Cipher u = Cipher.getInstance(t, prov);
                    u.init(mode, key, spec);
                    tr.step("update short", () -> tr.value("n", u.update(in, 0, in.length, new byte[1], 0)));
                    tr.step("update retry", () -> tr.bytes("u", u.update(in)));
                    // Room counted from the offset, not from the start of the array.
                    Cipher o = Cipher.getInstance(t, prov);
                    o.init(mode, key, spec);
                    int need = o.getOutputSize(in.length);
                    tr.step("update short at offset", () -> tr.value("n", o.update(in, 0, in.length, new byte[in.length + 2], 4)));
                    tr.step("final short at offset", () -> tr.value("n", o.doFinal(in, 0, in.length, new byte[need + 2], 4)));
                }
                if (t.contains("PKCS5") || t.equals("AES")) {
                    // A padded decryption of bytes that do not unpad: a buffer that cannot hold
                    // even 'total - 16' bytes is too short before the padding is looked at.
                    byte[] garbage = bytes(r, 48);
                    for (int room : new int[] {0, 31, 32, 47}) {
                        Cipher g = Cipher.getInstance(t, prov);
                        g.init(Cipher.DECRYPT_MODE, key, spec);
                        tr.step("garbage into " + room, () -> tr.value("n", g.doFinal(garbage, 0, 48, new byte[room], 0)));
                    }
                }
            }
        });
    }

    static boolean anyLength(String t) {
        return t.contains("PKCS5") || t.contains("CTR") || t.equals("AES");
    }

    /**
     * After doFinal the cipher is back at its init state: the same calls again give the same
     * bytes, through both doFinal forms, with input left over from an update each time.
     */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("streaming")
    void reuseAfterDoFinal(Provider p, String t) throws Exception {
        same(p, (prov, tr) -> {
            Random r = new Random(7);
            SecretKeySpec key = new SecretKeySpec(bytes(r, 16), "AES");
            AlgorithmParameterSpec spec = params(t, r);
            for (int len : new int[] {35, 48, 64}) {
                if (len % 16 != 0 && !anyLength(t)) {
                    continue;
                }
                byte[] msg = bytes(r, len);
                Cipher enc = Cipher.getInstance(t, prov);
                enc.init(Cipher.ENCRYPT_MODE, key, spec);
                byte[] ct = enc.doFinal(msg);
                for (int mode : new int[] {Cipher.ENCRYPT_MODE, Cipher.DECRYPT_MODE}) {
                    byte[] in = mode == Cipher.ENCRYPT_MODE ? msg : ct;
                    Cipher c = Cipher.getInstance(t, prov);
                    c.init(mode, key, spec);
                    for (int round = 0; round < 3; round++) {
                        tr.bytes("upd", c.update(in, 0, 20));
                        if (round == 1) {
                            byte[] out = new byte[in.length + 19];
                            int n = c.doFinal(in, 20, in.length - 20, out, 3);
                            tr.bytes("into", java.util.Arrays.copyOfRange(out, 3, 3 + n));
                        } else {
                            tr.bytes("final", c.doFinal(in, 20, in.length - 20));
                        }
                    }
                }
            }
        });
    }

    /**
     * Input and output in one array, the output behind, on or ahead of the input, with a partial
     * block buffered from an earlier update: the result is that of separate arrays.
     */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("streaming")
    void sameArrayWithTheOutputShifted(Provider p, String t) throws Exception {
        same(p, (prov, tr) -> {
            Random r = new Random(8);
            SecretKeySpec key = new SecretKeySpec(bytes(r, 16), "AES");
            AlgorithmParameterSpec spec = params(t, r);
            for (int mode : new int[] {Cipher.ENCRYPT_MODE, Cipher.DECRYPT_MODE}) {
                for (int shift : new int[] {-3, 0, 2, 16}) {
                    byte[] data = bytes(r, 120);
                    Cipher c = Cipher.getInstance(t, prov);
                    c.init(mode, key, spec);
                    tr.bytes("first", c.update(data, 0, 5));
                    tr.step("shifted " + shift, () -> {
                        tr.value("n", c.update(data, 20, 60, data, 20 + shift));
                        tr.bytes("data", data);
                    });
                }
            }
        });
    }

    /** ByteBuffer paths: heap, direct, read-only and aliased (in place) buffers. */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("streaming")
    void byteBuffers(Provider p, String t) throws Exception {
        same(p, (prov, tr) -> {
            Random r = new Random(4);
            SecretKeySpec key = new SecretKeySpec(bytes(r, 16), "AES");
            AlgorithmParameterSpec spec = params(t, r);
            for (int mode : new int[] {Cipher.ENCRYPT_MODE, Cipher.DECRYPT_MODE}) {
                for (String kind : new String[] {"heap", "direct", "readonly", "alias", "slice"}) {
                    byte[] data = bytes(r, 64);
                    Cipher c = Cipher.getInstance(t, prov);
                    c.init(mode, key, spec);
                    ByteBuffer in;
                    ByteBuffer out;
                    switch (kind) {
                        case "heap":
                            in = ByteBuffer.wrap(data);
                            out = ByteBuffer.allocate(100);
                            break;
                        case "direct":
                            in = ByteBuffer.allocateDirect(64).put(data).flip();
                            out = ByteBuffer.allocateDirect(100);
                            break;
                        case "readonly":
                            in = ByteBuffer.wrap(data).asReadOnlyBuffer();
                            out = ByteBuffer.allocate(100);
                            break;
                        case "alias":
                            byte[] shared = java.util.Arrays.copyOf(data, 100);
                            in = ByteBuffer.wrap(shared, 0, 64);
                            out = ByteBuffer.wrap(shared);
                            break;
                        default:
                            byte[] whole = java.util.Arrays.copyOf(data, 120);
                            in = ByteBuffer.wrap(whole, 3, 64).slice();
                            out = ByteBuffer.wrap(whole, 1, 110).slice();
                            break;
                    }
                    ByteBuffer first = in.duplicate();
                    first.limit(21);
                    ByteBuffer rest = in.duplicate();
                    rest.position(21);
                    ByteBuffer o = out;
                    tr.step(kind, () -> {
                        tr.value("u", c.update(first, o));
                        tr.value("f", c.doFinal(rest, o));
                        o.flip();
                        byte[] res = new byte[o.remaining()];
                        o.get(res);
                        tr.bytes("res", res);
                    });
                    tr.step("readonly output", () -> c.update(ByteBuffer.wrap(data), ByteBuffer.allocate(80).asReadOnlyBuffer()));
                }
            }
        });
    }

    /** Parameters a transformation rejects fail at init, with the same exception type. */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("all")
    void badParametersFailAtInit(Provider p, String t) throws Exception {
        same(p, (prov, tr) -> {
            Random r = new Random(5);
            List<Object[]> cases = new ArrayList<>();
            byte[] k = bytes(r, keyBytes(t));
            SecretKeySpec key = new SecretKeySpec(k, "AES");
            cases.add(new Object[] {"iv15", key, new IvParameterSpec(new byte[15])});
            cases.add(new Object[] {"iv16", key, new IvParameterSpec(new byte[16])});
            cases.add(new Object[] {"gcmspec", key, new GCMParameterSpec(128, new byte[16])});
            cases.add(new Object[] {"key17", new SecretKeySpec(new byte[17], "AES"), null});
            cases.add(new Object[] {"key32", new SecretKeySpec(new byte[32], "AES"), null});
            cases.add(new Object[] {"des", new SecretKeySpec(k, "DES"), null});
            cases.add(new Object[] {"rijndael", new SecretKeySpec(k, "Rijndael"), null});
            for (Object[] cs : cases) {
                // WRAP_MODE is a deliberate difference (PolicyDifferenceTest.onlyTheKeyWrapsWrapKeys).
                for (int mode : new int[] {Cipher.ENCRYPT_MODE, Cipher.DECRYPT_MODE}) {
                    Cipher c = Cipher.getInstance(t, prov);
                    tr.step(cs[0] + " " + mode, () -> c.init(mode, (SecretKeySpec) cs[1], (AlgorithmParameterSpec) cs[2]));
                    tr.step(cs[0] + " keysize", () -> tr.value("ks", 0)); // placeholder keeps steps aligned
                }
            }
            Cipher c = Cipher.getInstance(t, prov);
            tr.step("no params, decrypt", () -> c.init(Cipher.DECRYPT_MODE, key));
            tr.step("null AlgorithmParameters, decrypt", () -> c.init(Cipher.DECRYPT_MODE, key, (AlgorithmParameters) null));
            tr.step("bad opmode", () -> c.init(7, key));
        });
    }

    /** IVs travel through getIV, getParameters and init(AlgorithmParameters). */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("all")
    void parametersRoundTrip(Provider p, String t) throws Exception {
        same(p, (prov, tr) -> {
            Random r = new Random(6);
            SecretKeySpec key = new SecretKeySpec(bytes(r, keyBytes(t)), "AES");
            AlgorithmParameterSpec spec = params(t, r);
            Cipher c = Cipher.getInstance(t, prov);
            c.init(Cipher.ENCRYPT_MODE, key, spec);
            tr.bytes("iv", c.getIV());
            if (SideBySide.SUNJCE_IS_THE_BASELINE || !(t.contains("KW") || t.contains("Wrap"))) {
                tr.value("block", c.getBlockSize());
            }
            AlgorithmParameters ap = c.getParameters();
            tr.bytes("encoded", ap == null ? null : ap.getEncoded());
            byte[] ct = c.doFinal(new byte[32]);
            Cipher d = Cipher.getInstance(t, prov);
            tr.step("init with parameters", () -> {
                d.init(Cipher.DECRYPT_MODE, key, ap);
                tr.bytes("pt", d.doFinal(ct));
            });
            // A random IV when encrypting without one; decryption with the parameters it reports.
            Cipher e = Cipher.getInstance(t, prov);
            e.init(Cipher.ENCRYPT_MODE, key);
            tr.value("random iv length", e.getIV() == null ? -1 : e.getIV().length);
            byte[] ct2 = e.doFinal(new byte[48]);
            AlgorithmParameters ap2 = e.getParameters();
            tr.step("decrypt random", () -> {
                d.init(Cipher.DECRYPT_MODE, key, ap2);
                tr.bytes("pt2", d.doFinal(ct2));
            });
            AlgorithmParameters gcm = AlgorithmParameters.getInstance("GCM", prov);
            gcm.init(new GCMParameterSpec(128, new byte[12]));
            tr.step("gcm parameters", () -> d.init(Cipher.DECRYPT_MODE, key, gcm));
        });
    }
}
