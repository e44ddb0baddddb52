package dev.aesref.fpe;

import dev.aesref.internal.ct.ConstantTime;
import java.util.Objects;

/**
 * An alphabet for FF1's string form: the character at position {@code i} encodes the numeral
 * {@code i} (SP 800-38G section 4.2, "the base radix numeral string"; Wycheproof's
 * {@code FpeStrTest} groups give the alphabet this way). The radix is the alphabet's length.
 *
 * <p>The alphabet is public; the characters being mapped are secret. Mapping a character to its
 * numeral or back compares it with every character of the alphabet and selects with masks, so
 * the time depends on the radix and the length only (STYLE.md rules 1 and 2), at a cost of
 * {@code radix} steps per character: meant for the small alphabets FPE is used with.
 */
public final class Alphabet {

    private final char[] chars;

    private Alphabet(char[] chars) {
        this.chars = chars;
    }

    /**
     * The alphabet whose numeral {@code i} is {@code alphabet.charAt(i)}.
     *
     * @throws IllegalArgumentException if it has fewer than 2 or more than 65536 characters, or a
     *     character twice
     */
    public static Alphabet of(String alphabet) {
        Objects.requireNonNull(alphabet, "alphabet");
        int r = alphabet.length();
        if (r < 2 || r > Ff1.MAX_RADIX) {
            throw new IllegalArgumentException("alphabet length (the radix) must be in 2..65536 "
                    + "(SP 800-38G Rev. 1 section 5.2), got " + r);
        }
        char[] c = alphabet.toCharArray();
        // The alphabet is a public parameter (the format), unlike the text it maps: checking that
        // its characters are distinct may index and branch on them.
        byte[] seen = new byte[1 << 16];
        for (char each : c) {
            char ch = (char) ConstantTime.declassify(each, "an FPE alphabet is a public parameter");
            if (ConstantTime.declassify(seen[ch], "an FPE alphabet is a public parameter") != 0) {
                throw new IllegalArgumentException("alphabet characters must be distinct, '" + ch
                        + "' appears twice");
            }
            seen[ch] = 1;
        }
        return new Alphabet(c);
    }

    public int radix() {
        return chars.length;
    }

    /**
     * {@code numerals[outOff + j] = index of text[j]} for every j. Returns -1 when every
     * character is in the alphabet and 0 otherwise (what was written is then meaningless; the
     * caller wipes it and fails).
     */
    int toNumerals(char[] text, int off, int len, int[] numerals, int outOff) {
        int allFound = -1;
        for (int j = 0; j < len; j++) {
            int c = text[off + j];
            int index = 0;
            int found = 0;
            for (int k = 0; k < chars.length; k++) {
                int eq = ConstantTime.equalMask(c, chars[k]);
                index |= k & eq;
                found |= eq;
            }
            numerals[outOff + j] = index;
            allFound &= found;
        }
        return allFound;
    }

    /** {@code text[outOff + j] = the character of numerals[j]}, for numerals below the radix. */
    void toChars(int[] numerals, int off, int len, char[] text, int outOff) {
        for (int j = 0; j < len; j++) {
            int d = numerals[off + j];
            int c = 0;
            for (int k = 0; k < chars.length; k++) {
                c |= chars[k] & ConstantTime.equalMask(d, k);
            }
            text[outOff + j] = (char) c;
        }
    }
}
