package dev.aesref.fpe;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.aesref.BlockEngine;
import dev.aesref.EnginesUnderTest;
import dev.aesref.ExpandedKey;
import dev.aesref.internal.vectors.format.Hex;
import org.junit.jupiter.api.Test;

/**
 * The nine FF1 samples of NIST, "FF1 examples" (FF1samples.pdf, Computer Security Resource
 * Center, Examples with Intermediate Values, 2016): samples 1-3 AES-128, 4-6 AES-192, 7-9
 * AES-256; radix 10 with an empty tweak and with tweak 39383736353433323130, and radix 36 with
 * tweak 3737373770717273373737. Values typed in from the document, checked on every engine.
 */
class Ff1KnownAnswerTest {

    private static final String K128 = "2B7E151628AED2A6ABF7158809CF4F3C";
    private static final String K192 = K128 + "EF4359D8D580AA4F";
    private static final String K256 = K192 + "7F036D6F04FC6A94";
    private static final String DIGITS = "0123456789";
    private static final String BASE36 = "0123456789abcdefghijklmnopqrstuvwxyz";
    private static final String T10 = "39383736353433323130";
    private static final String T36 = "3737373770717273373737";

    /** key, radix, tweak, plaintext, ciphertext; sample k is row k - 1. */
    private static final String[][] SAMPLES = {
        {K128, "10", "", "0123456789", "2433477484"},
        {K128, "10", T10, "0123456789", "6124200773"},
        {K128, "36", T36, "0123456789abcdefghi", "a9tv40mll9kdu509eum"},
        {K192, "10", "", "0123456789", "2830668132"},
        {K192, "10", T10, "0123456789", "2496655549"},
        {K192, "36", T36, "0123456789abcdefghi", "xbj3kv35jrawxv32ysr"},
        {K256, "10", "", "0123456789", "6657667009"},
        {K256, "10", T10, "0123456789", "1001623463"},
        {K256, "36", T36, "0123456789abcdefghi", "xs8a0azh2avyalyzuwd"},
    };

    /**
     * Radix 65536, which NIST's samples do not reach: Wycheproof aes_ff1_radix65536_test.json
     * (version 0.9rc5), AES-128 test groups, tcIds 7 to 10: key, tweak, plaintext, ciphertext.
     */
    private static final Object[][] RADIX_65536 = {
        {"ad65778960d778c614e2673dee073acb", "4505f45a8fa30b90",
            new int[] {35521, 37776}, new int[] {24655, 32503}},
        {"6ce5eee1459233f0d67c4650af4da563", "15d32841f4e44886",
            new int[] {0, 0}, new int[] {43428, 27932}},
        {"6ce5eee1459233f0d67c4650af4da563", "15d32841f4e44886",
            new int[] {65535, 65535}, new int[] {49983, 32108}},
        {"6ce5eee1459233f0d67c4650af4da563", "15d32841f4e44886",
            new int[] {32768, 32768}, new int[] {50409, 13971}},
    };

    @Test
    void wycheproofRadix65536OnEveryEngine() {
        for (BlockEngine e : EnginesUnderTest.all()) {
            for (Object[] c : RADIX_65536) {
                ExpandedKey k = e.expandKey(Hex.decode((String) c[0], "key"));
                byte[] tweak = Hex.decode((String) c[1], "tweak");
                Ff1 ff1 = Ff1.create(k, Ff1.MAX_RADIX, 2, 8, 8);
                assertArrayEquals((int[]) c[3], ff1.encrypt(tweak, (int[]) c[2]), e.name());
                assertArrayEquals((int[]) c[2], ff1.decrypt(tweak, (int[]) c[3]), e.name());
                k.destroy();
            }
        }
    }

    private static int[] numerals(String s) {
        int[] x = new int[s.length()];
        for (int i = 0; i < x.length; i++) {
            x[i] = Character.digit(s.charAt(i), 36);
        }
        return x;
    }

    @Test
    void nistSamplesOnEveryEngine() {
        for (BlockEngine e : EnginesUnderTest.all()) {
            for (String[] s : SAMPLES) {
                ExpandedKey k = e.expandKey(Hex.decode(s[0], "key"));
                int radix = Integer.parseInt(s[1]);
                byte[] tweak = Hex.decode(s[2], "tweak");
                Ff1 ff1 = Ff1.create(k, radix, radix == 10 ? 6 : 4, 64, 16);
                String where = e.name() + " " + s[4];
                assertArrayEquals(numerals(s[4]), ff1.encrypt(tweak, numerals(s[3])), where);
                assertArrayEquals(numerals(s[3]), ff1.decrypt(tweak, numerals(s[4])), where);
                Ff1Text text = Ff1Text.create(ff1, Alphabet.of(radix == 10 ? DIGITS : BASE36));
                assertEquals(s[4], text.encrypt(tweak, s[3]), where);
                assertEquals(s[3], text.decrypt(tweak, s[4]), where);
                assertArrayEquals(s[4].toCharArray(), text.encrypt(tweak, s[3].toCharArray()), where);
                assertArrayEquals(s[3].toCharArray(), text.decrypt(tweak, s[4].toCharArray()), where);
                k.destroy();
            }
        }
    }
}
