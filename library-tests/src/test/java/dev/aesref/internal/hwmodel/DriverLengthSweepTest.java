package dev.aesref.internal.hwmodel;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import dev.aesref.CounterFlavour;
import dev.aesref.harness.CtrStream;
import dev.aesref.harness.CtrUnderTest;
import dev.aesref.harness.NaiveCtr;
import java.util.HexFormat;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Every message length, in one call, from an IV a few blocks below a carry, for every driver.
 * The default run sweeps 0..160 with the key size rotating with the length; the slow run (tag
 * "slow") sweeps 0..4096 with every key size.
 */
class DriverLengthSweepTest {

    private static void sweep(int maxLength, boolean everyKeySize) {
        Random r = new Random(4096);
        for (CtrUnderTest d : Drivers.all()) {
            for (int keyLen : new int[] {16, 24, 32}) {
                byte[] key = new byte[keyLen];
                r.nextBytes(key);
                for (CounterFlavour f : d.flavours()) {
                    byte[] iv = f == CounterFlavour.XCTR
                            ? HexFormat.of().parseHex("f9ffffffffffffff0123456789abcdef")
                            : HexFormat.of().parseHex("0123456789abcdeffffffffffffffff9");
                    byte[] all = new byte[maxLength];
                    r.nextBytes(all);
                    for (int len = 0; len <= maxLength; len++) {
                        if (!everyKeySize && len % 3 != (keyLen / 8) % 3) {
                            continue;
                        }
                        byte[] in = java.util.Arrays.copyOf(all, len);
                        CtrStream s = d.start(key, f, iv);
                        byte[] out = new byte[len];
                        s.process(in, 0, out, 0, len);
                        assertArrayEquals(NaiveCtr.apply(key, f, iv, in), out, d.name() + " " + f + " len " + len);
                    }
                }
            }
        }
    }

    @Test
    void shortLengths() {
        sweep(160, false);
    }

    @Tag("slow")
    @Test
    void everyLengthTo4096() {
        sweep(4096, true);
    }
}
