package dev.aesref.aead;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.aesref.BlockEngine;
import dev.aesref.EnginesUnderTest;
import dev.aesref.ExpandedKey;
import dev.aesref.mac.Gmac;
import java.util.Arrays;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** {@link GcmSpecVectors}' 18 test cases on every engine, one-shot and incremental. */
class GcmKnownAnswerTest {

    static Stream<Arguments> cases() {
        return EnginesUnderTest.stream()
                .flatMap(e -> GcmSpecVectors.CASES.stream().map(c -> Arguments.of(e, c)));
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] r = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, r, a.length, b.length);
        return r;
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("cases")
    void oneShot(BlockEngine engine, GcmSpecVectors.Case c) throws Exception {
        ExpandedKey key = engine.expandKey(c.key());
        Gcm gcm = Gcm.create(key, 16);
        byte[] sealed = gcm.seal(c.iv(), c.aad(), c.plaintext());
        assertArrayEquals(concat(c.ciphertext(), c.tag()), sealed);
        assertArrayEquals(c.plaintext(), gcm.open(c.iv(), c.aad(), sealed));
        // A shorter tag is the leftmost bytes of the full one (SP 800-38D, section 7.1, step 6).
        Gcm short12 = Gcm.create(key, 12);
        assertArrayEquals(concat(c.ciphertext(), Arrays.copyOf(c.tag(), 12)),
                short12.seal(c.iv(), c.aad(), c.plaintext()));
        gcm.destroy();
        short12.destroy();
        key.destroy();
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("cases")
    void incrementalOneByteAtATime(BlockEngine engine, GcmSpecVectors.Case c) throws Exception {
        ExpandedKey key = engine.expandKey(c.key());
        Gcm gcm = Gcm.create(key, 16);
        Gcm.Encryption enc = gcm.encryption(c.iv());
        for (int i = 0; i < c.aad().length; i++) {
            enc.updateAad(c.aad(), i, 1);
        }
        byte[] out = new byte[c.plaintext().length + 16];
        for (int i = 0; i < c.plaintext().length; i++) {
            assertEquals(1, enc.update(c.plaintext(), i, 1, out, i));
        }
        assertEquals(16, enc.finish(out, c.plaintext().length));
        assertArrayEquals(concat(c.ciphertext(), c.tag()), out);

        Gcm.Decryption dec = gcm.decryption(c.iv());
        dec.updateAad(c.aad(), 0, c.aad().length);
        for (int i = 0; i < c.ciphertext().length; i++) {
            dec.update(c.ciphertext(), i, 1);
        }
        assertEquals(c.plaintext().length, dec.length());
        byte[] pt = new byte[c.plaintext().length];
        assertEquals(pt.length, dec.finish(c.tag(), 0, pt, 0));
        assertArrayEquals(c.plaintext(), pt);
        key.destroy();
    }

    /** Cases 1, 7 and 13 have no plaintext: the tag is GMAC's (SP 800-38D, section 3). */
    @Test
    void gmacOfTheEmptyCases() throws Exception {
        for (BlockEngine engine : EnginesUnderTest.all()) {
            for (GcmSpecVectors.Case c : GcmSpecVectors.CASES) {
                if (c.plaintext().length != 0) {
                    continue;
                }
                ExpandedKey key = engine.expandKey(c.key());
                Gmac gmac = Gmac.create(key, 16);
                assertArrayEquals(c.tag(), gmac.compute(c.iv(), c.aad()));
                gmac.verify(c.iv(), c.aad(), c.tag());
                Gmac.Computation inc = gmac.start(c.iv());
                inc.update(c.aad(), 0, c.aad().length);
                inc.verify(c.tag());
                key.destroy();
            }
        }
    }

    @Test
    void everyCaseIsThere() {
        assertEquals(18, GcmSpecVectors.CASES.size());
        assertEquals(6, GcmSpecVectors.CASES.stream().filter(c -> c.iv().length != 12).count());
    }
}
