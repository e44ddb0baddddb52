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
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Properties every mode must have, whatever the engine: decryption inverts encryption for every
 * key size, and the result does not depend on where the output goes (a separate array, the same
 * range in place, or an overlapping range of the same array before or after the input).
 */
class ModePropertiesTest {

    /** One direction of one mode as a function of (key, iv, in, inOff, out, outOff, len). */
    interface Fn {
        void apply(ExpandedKey k, byte[] iv, byte[] in, int inOff, byte[] out, int outOff, int len);
    }

    /** A mode: its two directions and whether lengths must be whole blocks. */
    record Mode(String name, Fn enc, Fn dec, boolean wholeBlocks) {}

    static final List<Mode> MODES = List.of(
            new Mode("ECB", (k, iv, i, io, o, oo, n) -> Ecb.encrypt(k, i, io, o, oo, n),
                    (k, iv, i, io, o, oo, n) -> Ecb.decrypt(k, i, io, o, oo, n), true),
            new Mode("CBC", Cbc::encrypt, Cbc::decrypt, true),
            new Mode("CFB8", Cfb::encrypt8, Cfb::decrypt8, false),
            new Mode("CFB128", Cfb::encrypt128, Cfb::decrypt128, false),
            new Mode("OFB", Ofb::apply, Ofb::apply, false),
            new Mode("CTR128_BE", ctr(CounterFlavour.CTR128_BE), ctr(CounterFlavour.CTR128_BE), false),
            new Mode("CTR32_BE", ctr(CounterFlavour.CTR32_BE), ctr(CounterFlavour.CTR32_BE), false),
            new Mode("CTR64_BE", ctr(CounterFlavour.CTR64_BE), ctr(CounterFlavour.CTR64_BE), false),
            new Mode("XCTR", ctr(CounterFlavour.XCTR), ctr(CounterFlavour.XCTR), false),
            new Mode("CTR-stream", stream(), stream(), false));

    private static Fn ctr(CounterFlavour f) {
        return (k, iv, i, io, o, oo, n) -> Ctr.xor(k, f, iv, i, io, o, oo, n);
    }

    /** The stream API in two calls (an odd split), which must equal the one-shot function. */
    private static Fn stream() {
        return (k, iv, i, io, o, oo, n) -> {
            Ctr.Stream s = Ctr.stream(k, CounterFlavour.CTR64_BE, iv);
            int first = n / 3;
            s.process(i, io, o, oo, first);
            s.process(i, io + first, o, oo + first, n - first);
        };
    }

    private static byte[] outOfPlace(Fn f, ExpandedKey k, byte[] iv, byte[] data) {
        byte[] out = new byte[data.length];
        f.apply(k, iv, data, 0, out, 0, data.length);
        return out;
    }

    private static void forAll(Body body) {
        qt().withFixedSeed(Seeds.SEED).withExamples(40)
                .forAll(longs().all(), integers().between(0, 2), integers().between(0, 100),
                        integers().between(0, 40))
                .checkAssert((seed, size, n, shift) -> {
                    byte[] key = Seeds.key(seed, size);
                    byte[] iv = Seeds.bytes(seed ^ 7, 16);
                    for (BlockEngine e : JdkAesEngine.andEveryRegisteredEngine()) {
                        ExpandedKey k = e.expandKey(key);
                        for (Mode m : MODES) {
                            int len = m.wholeBlocks() ? n - n % 16 : n;
                            byte[] data = Seeds.bytes(seed ^ 8, len);
                            body.run(e.name() + " " + m.name(), m, k, iv, data, shift);
                        }
                    }
                });
    }

    interface Body {
        void run(String what, Mode m, ExpandedKey k, byte[] iv, byte[] data, int shift);
    }

    @Test
    void decryptInvertsEncrypt() {
        forAll((what, m, k, iv, data, shift) -> {
            byte[] c = outOfPlace(m.enc(), k, iv, data);
            assertArrayEquals(data, outOfPlace(m.dec(), k, iv, c), what);
        });
    }

    @Test
    void inPlaceEqualsOutOfPlace() {
        forAll((what, m, k, iv, data, shift) -> {
            for (Fn f : new Fn[] {m.enc(), m.dec()}) {
                byte[] want = outOfPlace(f, k, iv, data);
                byte[] buf = new byte[data.length + 2 * shift];
                System.arraycopy(data, 0, buf, shift, data.length);
                f.apply(k, iv, buf, shift, buf, shift, data.length);
                assertArrayEquals(want, Arrays.copyOfRange(buf, shift, shift + data.length), what);
            }
        });
    }

    /**
     * Output {@code shift} bytes after the input, then {@code shift} bytes before it. The
     * two-call stream variant is left out: aliasing is defined per call, and its first call's
     * output legitimately overwrites the second call's input (Ctr.xor covers one call).
     */
    @Test
    void overlappingRangesEqualOutOfPlace() {
        forAll((what, m, k, iv, data, shift) -> {
            if (m.name().equals("CTR-stream")) {
                return;
            }
            for (Fn f : new Fn[] {m.enc(), m.dec()}) {
                byte[] want = outOfPlace(f, k, iv, data);
                byte[] ahead = new byte[data.length + shift];
                System.arraycopy(data, 0, ahead, 0, data.length);
                f.apply(k, iv, ahead, 0, ahead, shift, data.length);
                assertArrayEquals(want, Arrays.copyOfRange(ahead, shift, shift + data.length),
                        what + " output after input by " + shift);
                byte[] behind = new byte[data.length + shift];
                System.arraycopy(data, 0, behind, shift, data.length);
                f.apply(k, iv, behind, shift, behind, 0, data.length);
                assertArrayEquals(want, Arrays.copyOf(behind, data.length),
                        what + " output before input by " + shift);
            }
        });
    }

    /** CFB1 over a random number of bits: round trip, in place, and zero unused output bits. */
    @Test
    void cfb1RoundTripInPlaceAndCleanTail() {
        qt().withFixedSeed(Seeds.SEED).withExamples(40)
                .forAll(longs().all(), integers().between(0, 2), integers().between(0, 70))
                .checkAssert((seed, size, bits) -> {
                    byte[] key = Seeds.key(seed, size);
                    byte[] iv = Seeds.bytes(seed ^ 9, 16);
                    int bytes = (bits + 7) / 8;
                    byte[] data = Seeds.bytes(seed ^ 10, bytes);
                    for (BlockEngine e : JdkAesEngine.andEveryRegisteredEngine()) {
                        ExpandedKey k = e.expandKey(key);
                        byte[] c = new byte[bytes];
                        Arrays.fill(c, (byte) 0xFF);
                        Cfb.encrypt1(k, iv, data, c, bits);
                        if (bits % 8 != 0) {
                            int unused = 0xFF >>> (bits % 8);
                            org.junit.jupiter.api.Assertions.assertEquals(0, c[bytes - 1] & unused,
                                    e.name() + " unused low bits of the last byte");
                        }
                        byte[] p = new byte[bytes];
                        Cfb.decrypt1(k, iv, c, p, bits);
                        byte[] masked = data.clone();
                        if (bits % 8 != 0) {
                            masked[bytes - 1] &= (byte) (0xFF << (8 - bits % 8));
                        }
                        assertArrayEquals(masked, p, e.name() + " round trip");
                        byte[] inPlace = data.clone();
                        Cfb.encrypt1(k, iv, inPlace, inPlace, bits);
                        assertArrayEquals(c, inPlace, e.name() + " in place");
                    }
                });
    }
}
