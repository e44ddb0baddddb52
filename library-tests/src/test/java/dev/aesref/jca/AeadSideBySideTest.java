package dev.aesref.jca;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.aesref.engines.Engines;
import dev.aesref.harness.Seeds;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.security.spec.AlgorithmParameterSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The same Cipher-API calls on this project's AEAD ciphers and on the peer (SunJCE for GCM,
 * Bouncy Castle for CCM, EAX and GCM-SIV): the bytes must agree, in one shot, in chunks, through
 * ByteBuffers and through the streams. Expected values are the peer's, computed here.
 */
class AeadSideBySideTest {

    private static final int[] LENGTHS = {0, 1, 15, 16, 17, 31, 32, 33, 100, 257};

    static Stream<Arguments> everyParameterSet() {
        List<Arguments> all = new ArrayList<>();
        for (AeadModes m : AeadModes.values()) {
            for (int key : m.keyBytes) {
                for (int tag : m.tagBits) {
                    all.add(Arguments.of(m, key, tag));
                }
            }
        }
        return all.stream();
    }

    @ParameterizedTest
    @MethodSource("everyParameterSet")
    void oneShotAgreesWithThePeer(AeadModes m, int keyBytes, int tagBits) throws Exception {
        long seed = Seeds.SEED + keyBytes * 1000L + tagBits;
        SecretKey key = AeadModes.key(seed, keyBytes);
        AlgorithmParameterSpec spec = AeadModes.params(seed, m.nonceBytes, tagBits);
        for (int len : LENGTHS) {
            for (int aadLen : new int[] {0, 7, 40}) {
                byte[] pt = Seeds.bytes(seed + len, len);
                byte[] aad = Seeds.bytes(seed - aadLen, aadLen);
                Cipher peer = m.peer();
                peer.init(Cipher.ENCRYPT_MODE, key, spec);
                peer.updateAAD(aad);
                byte[] expected = peer.doFinal(pt);

                Cipher ours = m.ours();
                ours.init(Cipher.ENCRYPT_MODE, key, spec);
                assertEquals(expected.length, ours.getOutputSize(len), "getOutputSize");
                ours.updateAAD(aad);
                assertArrayEquals(expected, ours.doFinal(pt), m + " len " + len + " aad " + aadLen);

                ours.init(Cipher.DECRYPT_MODE, key, spec);
                assertEquals(len, ours.getOutputSize(expected.length), "decrypt getOutputSize");
                ours.updateAAD(aad);
                assertArrayEquals(pt, ours.doFinal(expected));
            }
        }
    }

    /** Every engine gives the peer's bytes (the provider's engine choice is real). */
    @ParameterizedTest
    @EnumSource(AeadModes.class)
    void everyEngineAgreesWithThePeer(AeadModes m) throws Exception {
        SecretKey key = AeadModes.key(11, 32);
        AlgorithmParameterSpec spec = m.params(12);
        byte[] pt = Seeds.bytes(13, 77);
        Cipher peer = m.peer();
        peer.init(Cipher.ENCRYPT_MODE, key, spec);
        peer.updateAAD(new byte[] {1, 2, 3});
        byte[] expected = peer.doFinal(pt);
        for (String engine : Engines.names()) {
            Cipher ours = Cipher.getInstance(m.transformation, new AeadTestProvider(engine));
            ours.init(Cipher.ENCRYPT_MODE, key, spec);
            ours.updateAAD(new byte[] {1, 2, 3});
            assertArrayEquals(expected, ours.doFinal(pt), engine);
        }
    }

    /**
     * Random chunkings of AAD and data: the bytes of each update and of doFinal. GCM encryption
     * must return what SunJCE returns at every step (whole blocks, the partial one held back);
     * the other modes and every decryption return nothing before doFinal.
     */
    @ParameterizedTest
    @EnumSource(AeadModes.class)
    void chunkedCallsGiveTheOneShotBytes(AeadModes m) throws Exception {
        SplittableRandom rnd = Seeds.random(m.ordinal());
        for (int trial = 0; trial < 30; trial++) {
            SecretKey key = AeadModes.key(rnd.nextLong(), 16);
            AlgorithmParameterSpec spec = m.params(rnd.nextLong());
            byte[] pt = Seeds.bytes(rnd, rnd.nextInt(120));
            byte[] aad = Seeds.bytes(rnd, rnd.nextInt(40));
            int[] cuts = cuts(rnd, pt.length);
            int aadCut = rnd.nextInt(aad.length + 1);

            Cipher peer = m.peer();
            peer.init(Cipher.ENCRYPT_MODE, key, spec);
            peer.updateAAD(aad);
            byte[] ct = peer.doFinal(pt);

            Cipher ours = m.ours();
            ours.init(Cipher.ENCRYPT_MODE, key, spec);
            Cipher sun = m == AeadModes.GCM ? m.peer() : null;
            if (sun != null) {
                sun.init(Cipher.ENCRYPT_MODE, key, spec);
                sun.updateAAD(aad);
            }
            ours.updateAAD(aad, 0, aadCut);
            ours.updateAAD(aad, aadCut, aad.length - aadCut);
            ByteArrayOutputStream got = new ByteArrayOutputStream();
            int from = 0;
            for (int cut : cuts) {
                byte[] piece = orEmpty(ours.update(pt, from, cut - from));
                if (sun != null) {
                    byte[] sunPiece = sun.update(pt, from, cut - from);
                    assertEquals(sunPiece == null ? 0 : sunPiece.length, piece.length,
                            "GCM update returns what SunJCE's returns");
                    assertEquals(0, piece.length % 16, "whole blocks only");
                } else {
                    assertEquals(0, piece.length, m + " buffers the message");
                }
                got.write(piece);
                from = cut;
            }
            got.write(ours.doFinal(pt, from, pt.length - from));
            assertArrayEquals(ct, got.toByteArray());

            ours.init(Cipher.DECRYPT_MODE, key, spec);
            ours.updateAAD(aad);
            int[] ctCuts = cuts(rnd, ct.length);
            from = 0;
            for (int cut : ctCuts) {
                assertEquals(0, orEmpty(ours.update(ct, from, cut - from)).length,
                        "decryption holds back");
                from = cut;
            }
            assertArrayEquals(pt, ours.doFinal(ct, from, ct.length - from));
        }
    }

    /** Cipher.update returns null for an empty input. */
    static byte[] orEmpty(byte[] b) {
        return b == null ? new byte[0] : b;
    }

    private static int[] cuts(SplittableRandom rnd, int len) {
        int n = rnd.nextInt(5);
        int[] cuts = new int[n];
        for (int i = 0; i < n; i++) {
            cuts[i] = rnd.nextInt(len + 1);
        }
        java.util.Arrays.sort(cuts);
        return cuts;
    }

    /** Output into a caller's array at an offset, and in place in one array at shifted offsets. */
    @ParameterizedTest
    @EnumSource(AeadModes.class)
    void arrayOutputAndAliasing(AeadModes m) throws Exception {
        SecretKey key = AeadModes.key(21, 16);
        AlgorithmParameterSpec spec = m.params(22);
        byte[] pt = Seeds.bytes(23, 70);
        Cipher peer = m.peer();
        peer.init(Cipher.ENCRYPT_MODE, key, spec);
        byte[] ct = peer.doFinal(pt);
        for (int shift : new int[] {-17, -16, -1, 0, 1, 5, 16, 33}) {
            int inOff = Math.max(0, -shift) + 3;
            int outOff = inOff + shift;
            // One call may alias any way; across calls the caller must not overwrite input it
            // has not passed yet, so the split runs only where the output trails the input.
            for (boolean split : new boolean[] {false, true}) {
                if (split && shift > 0) {
                    continue;
                }
                int first = split ? 20 : 0;
                byte[] buf = new byte[ct.length + 80];
                System.arraycopy(pt, 0, buf, inOff, pt.length);
                Cipher ours = m.ours();
                ours.init(Cipher.ENCRYPT_MODE, key, spec);
                int n = ours.update(buf, inOff, first, buf, outOff);
                n += ours.doFinal(buf, inOff + first, pt.length - first, buf, outOff + n);
                assertEquals(ct.length, n);
                assertArrayEquals(ct, java.util.Arrays.copyOfRange(buf, outOff, outOff + n),
                        "encrypt shift " + shift + " split " + split);

                buf = new byte[ct.length + 80];
                System.arraycopy(ct, 0, buf, inOff, ct.length);
                ours.init(Cipher.DECRYPT_MODE, key, spec);
                n = ours.update(buf, inOff, first, buf, outOff);
                n += ours.doFinal(buf, inOff + first, ct.length - first, buf, outOff + n);
                assertArrayEquals(pt, java.util.Arrays.copyOfRange(buf, outOff, outOff + n),
                        "decrypt shift " + shift + " split " + split);
            }
        }
    }

    /** Heap, direct, read-only and aliased ByteBuffers, encrypting and decrypting. */
    @ParameterizedTest
    @EnumSource(AeadModes.class)
    void byteBuffers(AeadModes m) throws Exception {
        SecretKey key = AeadModes.key(31, 16);
        byte[] pt = Seeds.bytes(33, 50);
        byte[] aad = Seeds.bytes(34, 9);
        Cipher ours = m.ours();
        long seed = 32;
        for (String kind : new String[] {"heap", "direct", "readonly", "alias"}) {
            AlgorithmParameterSpec spec = m.params(seed++); // GCM refuses a repeated nonce
            Cipher peer = m.peer();
            peer.init(Cipher.ENCRYPT_MODE, key, spec);
            peer.updateAAD(aad);
            byte[] ct = peer.doFinal(pt);
            ByteBuffer in = buffer(kind, pt, ct.length);
            ByteBuffer out = kind.equals("alias") ? in.duplicate()
                    : kind.equals("direct") ? ByteBuffer.allocateDirect(ct.length)
                    : ByteBuffer.allocate(ct.length);
            if (kind.equals("alias")) {
                out.clear();
            }
            ours.init(Cipher.ENCRYPT_MODE, key, spec);
            ours.updateAAD(ByteBuffer.wrap(aad));
            int n = ours.update(in, out);
            n += ours.doFinal(in, out);
            assertEquals(ct.length, n);
            out.flip();
            byte[] got = new byte[out.remaining()];
            out.get(got);
            assertArrayEquals(ct, got, kind + " encrypt");

            in = buffer(kind, ct, ct.length);
            out = kind.equals("alias") ? in.duplicate()
                    : kind.equals("direct") ? ByteBuffer.allocateDirect(pt.length)
                    : ByteBuffer.allocate(pt.length);
            if (kind.equals("alias")) {
                out.clear();
            }
            ours.init(Cipher.DECRYPT_MODE, key, spec);
            ByteBuffer aadBuffer = ByteBuffer.allocateDirect(aad.length).put(aad);
            aadBuffer.flip();
            ours.updateAAD(aadBuffer);
            assertEquals(0, ours.update(in, out));
            assertEquals(pt.length, ours.doFinal(in, out));
            out.flip();
            got = new byte[out.remaining()];
            out.get(got);
            assertArrayEquals(pt, got, kind + " decrypt");
        }
    }

    private static ByteBuffer buffer(String kind, byte[] content, int capacity) {
        ByteBuffer b = kind.equals("direct") ? ByteBuffer.allocateDirect(capacity)
                : ByteBuffer.allocate(capacity);
        b.put(content).flip();
        return kind.equals("readonly") ? b.asReadOnlyBuffer() : b;
    }

    /** CipherInputStream and CipherOutputStream give the peer's bytes both ways. */
    @ParameterizedTest
    @EnumSource(AeadModes.class)
    void streams(AeadModes m) throws Exception {
        SecretKey key = AeadModes.key(41, 32);
        AlgorithmParameterSpec spec = m.params(42);
        byte[] pt = Seeds.bytes(43, 1000);
        Cipher peer = m.peer();
        peer.init(Cipher.ENCRYPT_MODE, key, spec);
        byte[] ct = peer.doFinal(pt);
        Cipher ours = m.ours();
        ours.init(Cipher.ENCRYPT_MODE, key, spec);
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        try (var cos = new javax.crypto.CipherOutputStream(sink, ours)) {
            cos.write(pt, 0, 333);
            cos.write(pt, 333, pt.length - 333);
        }
        assertArrayEquals(ct, sink.toByteArray());
        ours.init(Cipher.DECRYPT_MODE, key, spec);
        try (var cis = new javax.crypto.CipherInputStream(
                new java.io.ByteArrayInputStream(ct), ours)) {
            assertArrayEquals(pt, cis.readAllBytes());
        }
    }
}
