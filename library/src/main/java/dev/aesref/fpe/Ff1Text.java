package dev.aesref.fpe;

import dev.aesref.internal.ct.ConstantTime;
import java.util.Arrays;
import java.util.Objects;

/**
 * FF1 on text: each character is a numeral of an {@link Alphabet}, and the ciphertext is written
 * in the same alphabet. It maps the text to numerals in constant time, runs {@link Ff1}, and maps
 * back.
 *
 * <p>The {@code char[]} forms let the caller wipe the plaintext; the {@code String} forms are
 * conveniences whose strings cannot be wiped.
 *
 * <p>Thread-safe when its {@link Ff1} is: each call maps the text into a numeral buffer of its
 * own, allocated with the call's output and zeroed before every return or throw.
 */
public final class Ff1Text {

    private final Ff1 ff1;
    private final Alphabet alphabet;

    private Ff1Text(Ff1 ff1, Alphabet alphabet) {
        this.ff1 = ff1;
        this.alphabet = alphabet;
    }

    /**
     * FF1 on text in {@code alphabet}.
     *
     * @throws IllegalArgumentException if the alphabet's length is not the radix of {@code ff1}
     */
    public static Ff1Text create(Ff1 ff1, Alphabet alphabet) {
        Objects.requireNonNull(ff1, "ff1");
        Objects.requireNonNull(alphabet, "alphabet");
        if (alphabet.radix() != ff1.radix()) {
            throw new IllegalArgumentException("alphabet length must equal the FF1 radix "
                    + ff1.radix() + ", got " + alphabet.radix());
        }
        return new Ff1Text(ff1, alphabet);
    }

    public String encrypt(byte[] tweak, String text) {
        return run(true, tweak, text);
    }

    public String decrypt(byte[] tweak, String text) {
        return run(false, tweak, text);
    }

    /** Encrypts {@code text} into a new array; {@code text} is left as it was. */
    public char[] encrypt(byte[] tweak, char[] text) {
        Objects.requireNonNull(text, "text");
        char[] out = new char[text.length];
        run(true, tweak, text, out);
        return out;
    }

    public char[] decrypt(byte[] tweak, char[] text) {
        Objects.requireNonNull(text, "text");
        char[] out = new char[text.length];
        run(false, tweak, text, out);
        return out;
    }

    /** Destroys the underlying {@link Ff1}; the numeral buffers are zero already. */
    public void destroy() {
        ff1.destroy();
    }

    private String run(boolean forward, byte[] tweak, String text) {
        Objects.requireNonNull(text, "text");
        char[] in = text.toCharArray();
        char[] out = new char[in.length];
        try {
            run(forward, tweak, in, out);
            return new String(out);
        } finally {
            Arrays.fill(in, '\0');
            Arrays.fill(out, '\0');
        }
    }

    private void run(boolean forward, byte[] tweak, char[] in, char[] out) {
        int n = in.length;
        int[] numerals = new int[n];
        try {
            int allFound = alphabet.toNumerals(in, 0, n, numerals, 0);
            if (ConstantTime.declassify(allFound, "the verdict of the alphabet check: text with a"
                    + " character outside the alphabet is refused") == 0) {
                throw new IllegalArgumentException("text: every character must be in the alphabet"
                        + " (SP 800-38G section 4.2, numeral string for base radix)");
            }
            if (forward) {
                ff1.encrypt(tweak, numerals, 0, numerals, 0, n);
            } else {
                ff1.decrypt(tweak, numerals, 0, numerals, 0, n);
            }
            alphabet.toChars(numerals, 0, n, out, 0);
        } finally {
            Arrays.fill(numerals, 0);
        }
    }
}
