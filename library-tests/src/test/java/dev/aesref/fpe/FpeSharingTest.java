package dev.aesref.fpe;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.aesref.BlockEngine;
import dev.aesref.engines.Engines;
import dev.aesref.harness.Seeds;
import dev.aesref.testkit.conformance.SharedUse;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * One {@link Ff1} and one {@link Ff1Text} shared by four threads: every output is Bouncy
 * Castle's FF1, computed beforehand. Message lengths vary, so that a scratch grows while other
 * threads use theirs. On the {@code nohw} engine, whose keys are shareable.
 */
class FpeSharingTest {

    private static final int THREADS = 4;
    private static final int ROUNDS = 300;
    private static final BlockEngine NOHW = Engines.byName("nohw");
    private static final String DIGITS = "0123456789";

    /** One call's inputs and Bouncy Castle's answer. */
    private record Case(boolean encrypt, byte[] tweak, int[] in, int[] expected) {}

    private static String text(int[] numerals) {
        StringBuilder s = new StringBuilder();
        for (int x : numerals) {
            s.append(DIGITS.charAt(x));
        }
        return s.toString();
    }

    @Test
    void oneFf1AndOneFf1TextServeFourThreads() {
        SplittableRandom rnd = Seeds.random(0x46463153L);
        byte[] key = Seeds.bytes(rnd, 16);
        Ff1 ff1 = Ff1.create(NOHW.expandKey(key), 10, 6, 200, 20);
        Ff1Text ff1Text = Ff1Text.create(ff1, Alphabet.of(DIGITS));
        Case[][] cases = new Case[THREADS][ROUNDS];
        for (int t = 0; t < THREADS; t++) {
            for (int r = 0; r < ROUNDS; r++) {
                boolean encrypt = rnd.nextBoolean();
                byte[] tweak = Seeds.bytes(rnd, rnd.nextInt(21));
                int[] in = new int[6 + rnd.nextInt(r % 10 == 0 ? 195 : 30)];
                for (int i = 0; i < in.length; i++) {
                    in[i] = rnd.nextInt(10);
                }
                int[] expected = Ff1BouncyCastleTest.bouncyCastle(encrypt, key, 10, tweak, in);
                cases[t][r] = new Case(encrypt, tweak, in, expected);
            }
        }
        SharedUse.Outcome outcome = SharedUse.run(THREADS, ROUNDS, 60, (t, r) -> {
            Case c = cases[t][r];
            if (r % 2 == 0) {
                int[] out = c.encrypt ? ff1.encrypt(c.tweak, c.in) : ff1.decrypt(c.tweak, c.in);
                return Arrays.equals(c.expected, out);
            }
            String in = text(c.in);
            String out = c.encrypt ? ff1Text.encrypt(c.tweak, in) : ff1Text.decrypt(c.tweak, in);
            return text(c.expected).equals(out);
        });
        assertEquals(0, outcome.wrong(), outcome.describe());
    }
}
