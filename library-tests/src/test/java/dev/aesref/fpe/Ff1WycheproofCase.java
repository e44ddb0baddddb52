package dev.aesref.fpe;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.internal.vectors.format.JsonAccess;
import java.math.BigDecimal;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * The check of one Wycheproof FF1 test case ({@code FpeListTest} of fpe_list_test_schema.json or
 * {@code FpeStrTest} of fpe_str_test_schema.json) on one engine, for a suite to call per case.
 *
 * <ul>
 *   <li>{@code valid}: encrypting {@code msg} under {@code tweak} gives {@code ct}, and decrypting
 *       {@code ct} gives {@code msg}. Exception: a valid case flagged {@code SmallMessageSize}
 *       (radix^n between the 2016 limit of 100 and Rev. 1's 1,000,000) must be REJECTED with
 *       {@link IllegalArgumentException}, since this implementation follows Rev. 1; it is
 *       counted as {@link Verdict#REJECTED_BY_DESIGN}, never skipped.</li>
 *   <li>{@code invalid}: key expansion, FF1 creation or encryption throws
 *       {@link IllegalArgumentException}, or encryption gives something other than {@code ct};
 *       and likewise decrypting {@code ct} throws or gives something other than {@code msg}.</li>
 *   <li>{@code acceptable}: either behaviour, but a successful result must be the right one.</li>
 * </ul>
 * FF1 is built with the smallest {@code minLen} that Rev. 1 allows for the radix, so the length
 * rule is exactly {@code radix^n >= 1,000,000}.
 */
final class Ff1WycheproofCase {

    enum Verdict { PASSED, REJECTED_BY_DESIGN, FAILED }

    /** Outcome of one case; {@code detail} says what went wrong when it failed. */
    record Result(Verdict verdict, String detail) {}

    static final int MAX_LEN = 1 << 16;
    static final int MAX_TWEAK = 1 << 16;

    private Ff1WycheproofCase() {}

    /**
     * Checks {@code test} of a group with this radix and, for the string form, alphabet (null for
     * the numeral-list form).
     */
    static Result check(BlockEngine engine, int radix, String alphabet, Map<String, Object> test) {
        String where = "tcId " + JsonAccess.integer(test, "tcId", "test");
        String result = JsonAccess.string(test, "result", where);
        List<Object> flags = JsonAccess.array(JsonAccess.field(test, "flags", where), where);
        byte[] key = JsonAccess.hex(test, "key", where);
        byte[] tweak = JsonAccess.hex(test, "tweak", where);
        Object msg = JsonAccess.field(test, "msg", where);
        Object ct = JsonAccess.field(test, "ct", where);

        Outcome enc = run(engine, key, radix, alphabet, tweak, msg, true);
        Outcome dec = run(engine, key, radix, alphabet, tweak, ct, false);
        boolean encRight = enc.output != null && enc.output.equals(normal(ct, alphabet));
        boolean decRight = dec.output != null && dec.output.equals(normal(msg, alphabet));
        switch (result) {
            case "valid":
                if (flags.contains("SmallMessageSize")) {
                    return enc.rejected && dec.rejected
                            ? new Result(Verdict.REJECTED_BY_DESIGN, "")
                            : fail(where, "SmallMessageSize must be rejected by Rev. 1", enc, dec);
                }
                return encRight && decRight ? new Result(Verdict.PASSED, "")
                        : fail(where, "valid", enc, dec);
            case "invalid":
                return !encRight && !decRight ? new Result(Verdict.PASSED, "")
                        : fail(where, "invalid case accepted", enc, dec);
            case "acceptable":
                return (enc.rejected || encRight) && (dec.rejected || decRight)
                        ? new Result(Verdict.PASSED, "") : fail(where, "acceptable", enc, dec);
            default:
                throw new IllegalArgumentException(where + ": unknown result " + result);
        }
    }

    private static Result fail(String where, String what, Outcome enc, Outcome dec) {
        return new Result(Verdict.FAILED, where + " " + what + ": encrypt " + enc + ", decrypt " + dec);
    }

    /** What one direction did: rejected with an exception, or produced {@code output}. */
    private static final class Outcome {
        boolean rejected;
        String error;
        String output;

        @Override
        public String toString() {
            return rejected ? "rejected (" + error + ")" : "gave " + output;
        }
    }

    private static Outcome run(BlockEngine engine, byte[] key, int radix, String alphabet,
                               byte[] tweak, Object input, boolean encrypt) {
        Outcome o = new Outcome();
        ExpandedKey k = null;
        try {
            k = engine.expandKey(key);
            Ff1 ff1 = Ff1.create(k, radix, Ff1.smallestMinLen(radix), MAX_LEN, MAX_TWEAK);
            if (alphabet != null) {
                Ff1Text text = Ff1Text.create(ff1, Alphabet.of(alphabet));
                String s = (String) input;
                o.output = encrypt ? text.encrypt(tweak, s) : text.decrypt(tweak, s);
            } else {
                int[] x = numerals(input);
                o.output = Arrays.toString(encrypt ? ff1.encrypt(tweak, x) : ff1.decrypt(tweak, x));
            }
        } catch (IllegalArgumentException e) {
            o.rejected = true;
            o.error = e.getMessage();
        } finally {
            if (k != null) {
                k.destroy();
            }
        }
        return o;
    }

    /** The JSON value in the form {@link Outcome#output} uses. */
    private static String normal(Object value, String alphabet) {
        return alphabet != null ? (String) value : Arrays.toString(numerals(value));
    }

    /** A JSON list of numbers; values beyond int (none in the files) would throw. */
    private static int[] numerals(Object value) {
        List<Object> list = JsonAccess.array(value, "numerals");
        int[] x = new int[list.size()];
        for (int i = 0; i < x.length; i++) {
            x[i] = ((BigDecimal) list.get(i)).intValueExact();
        }
        return x;
    }
}
