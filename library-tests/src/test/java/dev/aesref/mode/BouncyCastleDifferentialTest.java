package dev.aesref.mode;

import dev.aesref.testkit.JdkAesEngine;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import dev.aesref.BlockEngine;
import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.harness.Seeds;
import org.bouncycastle.crypto.BlockCipher;
import org.bouncycastle.crypto.StreamCipher;
import org.bouncycastle.crypto.engines.AESEngine;
import org.bouncycastle.crypto.modes.CBCBlockCipher;
import org.bouncycastle.crypto.modes.CFBBlockCipher;
import org.bouncycastle.crypto.modes.OFBBlockCipher;
import org.bouncycastle.crypto.modes.SICBlockCipher;
import org.bouncycastle.crypto.params.KeyParameter;
import org.bouncycastle.crypto.params.ParametersWithIV;
import org.junit.jupiter.api.Test;

/**
 * Differential tests against Bouncy Castle's light-weight API (its own AES engine and mode
 * classes), on random keys of every size, IVs and lengths, for every engine.
 */
@SuppressWarnings("deprecation") // the AESEngine constructor: we want exactly that engine
class BouncyCastleDifferentialTest {

    private static ParametersWithIV params(byte[] key, byte[] iv) {
        return new ParametersWithIV(new KeyParameter(key), iv);
    }

    private static byte[] bcBlocks(BlockCipher c, byte[] in) {
        byte[] out = new byte[in.length];
        for (int pos = 0; pos < in.length; pos += 16) {
            c.processBlock(in, pos, out, pos);
        }
        return out;
    }

    private static byte[] bcStream(StreamCipher c, byte[] in) {
        byte[] out = new byte[in.length];
        c.processBytes(in, 0, in.length, out, 0);
        return out;
    }

    interface Check {
        void run(ExpandedKey k, byte[] key, byte[] iv, byte[] data);
    }

    private static void forAll(int maxLen, boolean wholeBlocks, Check check) {
        qt().withFixedSeed(Seeds.SEED).withExamples(50)
                .forAll(longs().all(), integers().between(0, 2), integers().between(0, maxLen))
                .checkAssert((seed, size, n) -> {
                    int len = wholeBlocks ? n - n % 16 : n;
                    byte[] key = Seeds.key(seed, size);
                    byte[] iv = Seeds.bytes(seed ^ 3, 16);
                    byte[] data = Seeds.bytes(seed ^ 4, len);
                    for (BlockEngine e : JdkAesEngine.andEveryRegisteredEngine()) {
                        check.run(e.expandKey(key), key, iv, data);
                    }
                });
    }

    private static byte[] out(byte[] data, Op op) {
        byte[] out = new byte[data.length];
        op.apply(data, out);
        return out;
    }

    interface Op {
        void apply(byte[] in, byte[] out);
    }

    @Test
    void cbcMatchesBouncyCastle() {
        forAll(160, true, (k, key, iv, data) -> {
            CBCBlockCipher enc = new CBCBlockCipher(new AESEngine());
            enc.init(true, params(key, iv));
            byte[] c = bcBlocks(enc, data);
            assertArrayEquals(c, out(data, (i, o) -> Cbc.encrypt(k, iv, i, 0, o, 0, i.length)));
            CBCBlockCipher dec = new CBCBlockCipher(new AESEngine());
            dec.init(false, params(key, iv));
            assertArrayEquals(bcBlocks(dec, c), out(c, (i, o) -> Cbc.decrypt(k, iv, i, 0, o, 0, i.length)));
        });
    }

    @Test
    void ctr128MatchesSic() {
        forAll(160, false, (k, key, iv, data) -> {
            SICBlockCipher sic = new SICBlockCipher(new AESEngine());
            sic.init(true, params(key, iv));
            assertArrayEquals(bcStream(sic, data), out(data, (i, o) ->
                    Ctr.xor(k, CounterFlavour.CTR128_BE, iv, i, 0, o, 0, i.length)));
        });
    }

    /** Bouncy Castle's SIC mode can seek too ({@code seekTo}); both must agree after a jump. */
    @Test
    void ctr128SeekMatchesSicSeekTo() {
        qt().withFixedSeed(Seeds.SEED).withExamples(50)
                .forAll(longs().all(), longs().between(0, 1L << 40), integers().between(0, 70))
                .checkAssert((seed, offset, len) -> {
                    byte[] key = Seeds.key(seed, (int) (seed & 1));
                    byte[] iv = Seeds.bytes(seed ^ 5, 16);
                    byte[] data = Seeds.bytes(seed ^ 6, len);
                    SICBlockCipher sic = new SICBlockCipher(new AESEngine());
                    sic.init(true, params(key, iv));
                    sic.seekTo(offset);
                    byte[] want = bcStream(sic, data);
                    for (BlockEngine e : JdkAesEngine.andEveryRegisteredEngine()) {
                        Ctr.Stream s = Ctr.stream(e.expandKey(key), CounterFlavour.CTR128_BE, iv);
                        s.seek(offset);
                        byte[] got = new byte[len];
                        s.process(data, 0, got, 0, len);
                        assertArrayEquals(want, got, e.name() + " at " + offset);
                    }
                });
    }

    @Test
    void cfb8MatchesBouncyCastle() {
        forAll(70, false, (k, key, iv, data) -> {
            CFBBlockCipher enc = new CFBBlockCipher(new AESEngine(), 8);
            enc.init(true, params(key, iv));
            byte[] c = bcStream(enc, data);
            assertArrayEquals(c, out(data, (i, o) -> Cfb.encrypt8(k, iv, i, 0, o, 0, i.length)));
            CFBBlockCipher dec = new CFBBlockCipher(new AESEngine(), 8);
            dec.init(false, params(key, iv));
            assertArrayEquals(bcStream(dec, c), out(c, (i, o) -> Cfb.decrypt8(k, iv, i, 0, o, 0, i.length)));
        });
    }

    @Test
    void cfb128MatchesBouncyCastle() {
        forAll(160, false, (k, key, iv, data) -> {
            CFBBlockCipher enc = new CFBBlockCipher(new AESEngine(), 128);
            enc.init(true, params(key, iv));
            byte[] c = bcStream(enc, data);
            assertArrayEquals(c, out(data, (i, o) -> Cfb.encrypt128(k, iv, i, 0, o, 0, i.length)));
            CFBBlockCipher dec = new CFBBlockCipher(new AESEngine(), 128);
            dec.init(false, params(key, iv));
            assertArrayEquals(bcStream(dec, c), out(c, (i, o) -> Cfb.decrypt128(k, iv, i, 0, o, 0, i.length)));
        });
    }

    @Test
    void ofbMatchesBouncyCastle() {
        forAll(160, false, (k, key, iv, data) -> {
            OFBBlockCipher ofb = new OFBBlockCipher(new AESEngine(), 128);
            ofb.init(true, params(key, iv));
            assertArrayEquals(bcStream(ofb, data), out(data, (i, o) -> Ofb.apply(k, iv, i, 0, o, 0, i.length)));
        });
    }
}
