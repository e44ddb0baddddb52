package dev.aesref;

import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.aesref.engines.Engines;
import dev.aesref.harness.Residue;
import dev.aesref.harness.Seeds;
import dev.aesref.mode.Cbc;
import dev.aesref.mode.CounterReuse;
import dev.aesref.mode.Ctr;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import javax.crypto.BadPaddingException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * STYLE rule 6, observed: after {@code destroy()}, nothing reachable from an engine's expanded key
 * or from a CTR stream holds a non-zero primitive array (see {@link Residue} for what the walk
 * covers). Each key is first used through every entry point, so that all scratch has been
 * written, and in the second test a PKCS#7 decryption fails first, leaving unverified plaintext
 * wherever the code forgot to wipe it.
 */
class WipeResidueTest {

    static Stream<Arguments> keys() {
        return Engines.all().stream().flatMap(e -> Stream.of(16, 24, 32).map(n -> Arguments.of(e, n)));
    }

    private static void use(ExpandedKey key, SplittableRandom rnd) {
        byte[] data = Seeds.bytes(rnd, 40 * 16 + 9);
        byte[] out = new byte[data.length];
        byte[] iv = Seeds.bytes(rnd, 16);
        key.encryptBlocks(data, 0, out, 0, 40);
        key.decryptBlocks(out, 0, out, 0, 40);
        key.encryptBlocks(data, 16, data, 0, 3);
        key.decryptBlocks(data, 0, data, 16, 3);
        for (CounterFlavour f : CounterFlavour.values()) {
            key.ctrXorBlocks(f, iv, 7, data, 0, out, 0, 33);
            key.ctrXorBlocks(f, iv, -1L, data, 0, data, 16, 2);
        }
    }

    @ParameterizedTest(name = "{0}, {1}-byte key")
    @MethodSource("keys")
    void destroyedKeyAndStreamHoldNoSecret(BlockEngine engine, int keyBytes) {
        SplittableRandom rnd = Seeds.random(0x5EC7E7L + keyBytes);
        ExpandedKey key = engine.expandKey(Seeds.bytes(rnd, keyBytes));
        use(key, rnd);
        byte[] data = Seeds.bytes(rnd, 100);
        Ctr.Stream s = Ctr.stream(key, CounterFlavour.CTR32_BE, Seeds.bytes(rnd, 16), CounterReuse.REFUSE);
        s.process(data, 0, data, 0, 37);
        s.process(data, 37, data, 37, 63);
        s.destroy();
        key.destroy(); // the stream uses the caller's key and does not own it: destroy both first
        Residue.assertClean(engine.name() + " CTR stream", s);
        Residue.assertClean(engine.name() + " key", key);
    }

    @ParameterizedTest(name = "{0}, {1}-byte key")
    @MethodSource("keys")
    void scratchIsBackToZeroAfterEveryCall(BlockEngine engine, int keyBytes) {
        SplittableRandom rnd = Seeds.random(0x5C4A7CL + keyBytes);
        ExpandedKey key = engine.expandKey(Seeds.bytes(rnd, keyBytes));
        Map<String, Object> fresh = Residue.snapshot(key);
        use(key, rnd);
        Residue.assertUnchanged(engine.name() + " after encrypt, decrypt and CTR", fresh, key);
        byte[] iv = Seeds.bytes(rnd, 16);
        byte[] ct = Cbc.encryptPkcs7(key, iv, Seeds.bytes(rnd, 70));
        ct[ct.length - 17] ^= 0x5A;
        assertThrows(BadPaddingException.class, () -> Cbc.decryptPkcs7(key, iv, ct));
        Residue.assertUnchanged(engine.name() + " after a padding failure", fresh, key);
        key.destroy();
    }

    @ParameterizedTest(name = "{0}, {1}-byte key")
    @MethodSource("keys")
    void failedUnpaddingLeavesNoPlaintext(BlockEngine engine, int keyBytes) {
        SplittableRandom rnd = Seeds.random(0xBAD0BADL + keyBytes);
        ExpandedKey key = engine.expandKey(Seeds.bytes(rnd, keyBytes));
        use(key, rnd);
        byte[] iv = Seeds.bytes(rnd, 16);
        byte[] ct = Cbc.encryptPkcs7(key, iv, Seeds.bytes(rnd, 70));
        ct[ct.length - 17] ^= 0x5A; // changes the last plaintext block's pad byte: bad padding
        assertThrows(BadPaddingException.class, () -> Cbc.decryptPkcs7(key, iv, ct));
        key.destroy();
        Residue.assertClean(engine.name() + " key after a padding failure", key);
    }
}
