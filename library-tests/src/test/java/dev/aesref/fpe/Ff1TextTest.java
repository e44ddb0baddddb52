package dev.aesref.fpe;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.engines.Engines;
import dev.aesref.ExpandedKey;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The text form: the alphabet's rules, the constant-time mapping, and its failures. */
class Ff1TextTest {

    private static final ExpandedKey KEY = Engines.byName("nohw").expandKey(new byte[16]);

    @Test
    void alphabetRules() {
        assertThrows(NullPointerException.class, () -> Alphabet.of(null));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Alphabet.of("a"));
        assertTrue(e.getMessage().contains("must be in 2..65536"));
        e = assertThrows(IllegalArgumentException.class, () -> Alphabet.of("abca"));
        assertTrue(e.getMessage().contains("distinct"));
        assertEquals(2, Alphabet.of("ab").radix());
        char[] all = new char[Ff1.MAX_RADIX];
        for (int i = 0; i < all.length; i++) {
            all[i] = (char) i;
        }
        assertEquals(Ff1.MAX_RADIX, Alphabet.of(new String(all)).radix());
        e = assertThrows(IllegalArgumentException.class,
                () -> Alphabet.of(new String(all) + "x"));
        assertTrue(e.getMessage().contains("must be in 2..65536"));
    }

    @Test
    void mappingBothWays() {
        Alphabet a = Alphabet.of("QWERTY\u0000\uFFFF");
        char[] text = "\u0000QYT\uFFFFW".toCharArray();
        int[] d = new int[8];
        Arrays.fill(d, 99);
        assertEquals(-1, a.toNumerals(text, 0, 6, d, 1));
        assertArrayEquals(new int[] {99, 6, 0, 5, 4, 7, 1, 99}, d);
        char[] back = new char[8];
        a.toChars(d, 1, 6, back, 2);
        assertEquals("\u0000\u0000\u0000QYT\uFFFFW", new String(back));
        assertEquals(0, a.toNumerals("QWz".toCharArray(), 0, 3, d, 0));
        assertEquals(0, a.toNumerals("zQW".toCharArray(), 0, 3, d, 0));
        assertEquals(-1, a.toNumerals("zQW".toCharArray(), 1, 2, d, 0));
    }

    @Test
    void textMatchesTheNumeralForm() {
        String alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:";
        Ff1 ff1 = Ff1.create(KEY, 45, 4, 50, 10);
        Ff1Text text = Ff1Text.create(ff1, Alphabet.of(alphabet));
        SplittableRandom rnd = new SplittableRandom(Seeds.SEED);
        for (int n = 4; n <= 50; n += 7) {
            int[] x = new int[n];
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < n; i++) {
                x[i] = rnd.nextInt(45);
                sb.append(alphabet.charAt(x[i]));
            }
            byte[] tweak = {1, 2, 3};
            int[] y = ff1.encrypt(tweak, x);
            StringBuilder expected = new StringBuilder();
            for (int d : y) {
                expected.append(alphabet.charAt(d));
            }
            assertEquals(expected.toString(), text.encrypt(tweak, sb.toString()));
            assertEquals(sb.toString(), text.decrypt(tweak, expected.toString()));
            char[] plain = sb.toString().toCharArray();
            char[] copy = plain.clone();
            assertArrayEquals(expected.toString().toCharArray(), text.encrypt(tweak, plain));
            assertArrayEquals(copy, plain, "the input text is left as it was");
        }
    }

    @Test
    void failures() throws Exception {
        Ff1 ff1 = Ff1.create(KEY, 10, 6, 20, 4);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Ff1Text.create(ff1, Alphabet.of("0123456789A")));
        assertTrue(e.getMessage().contains("must equal the FF1 radix"));
        assertThrows(NullPointerException.class, () -> Ff1Text.create(null, Alphabet.of("01")));
        assertThrows(NullPointerException.class, () -> Ff1Text.create(ff1, null));
        Ff1Text text = Ff1Text.create(ff1, Alphabet.of("0123456789"));
        e = assertThrows(IllegalArgumentException.class, () -> text.encrypt(new byte[0], "12345x7"));
        assertTrue(e.getMessage().contains("every character must be in the alphabet"));
        e = assertThrows(IllegalArgumentException.class, () -> text.decrypt(new byte[0], "x234567".toCharArray()));
        assertTrue(e.getMessage().contains("every character must be in the alphabet"));
        e = assertThrows(IllegalArgumentException.class, () -> text.encrypt(new byte[0], "12345"));
        assertTrue(e.getMessage().contains("minLen <= n <= maxLen"));
        Ff1RulesTest.assertScratchZero(ff1.scratchForTest());
        assertThrows(NullPointerException.class, () -> text.encrypt(new byte[0], (String) null));
        assertThrows(NullPointerException.class, () -> text.encrypt(new byte[0], (char[]) null));
        assertThrows(NullPointerException.class, () -> text.decrypt(new byte[0], (char[]) null));
        assertEquals(7, text.decrypt(new byte[0], "1234567").length());
        Ff1RulesTest.assertScratchZero(ff1.scratchForTest());
        text.destroy();
        assertTrue(ff1.isDestroyed());
        Ff1RulesTest.assertScratchZero(ff1.scratchForTest());
        IllegalStateException s = assertThrows(IllegalStateException.class,
                () -> text.encrypt(new byte[0], "1234567"));
        assertTrue(s.getMessage().contains("destroyed"));
        char[] out = "1234567".toCharArray();
        assertThrows(IllegalStateException.class, () -> text.decrypt(new byte[0], out));
    }
}
