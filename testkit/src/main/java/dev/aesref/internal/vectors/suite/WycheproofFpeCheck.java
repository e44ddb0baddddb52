package dev.aesref.internal.vectors.suite;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.fpe.Alphabet;
import dev.aesref.fpe.Ff1;
import dev.aesref.fpe.Ff1Text;
import dev.aesref.internal.vectors.format.WycheproofRecord;
import java.math.BigDecimal;
import java.util.Arrays;
import java.util.List;

/**
 * Wycheproof FF1 ({@code fpe_str_test_schema}: {@code FpeStrTest} groups with an
 * {@code alphabet}; {@code fpe_list_test_schema}: {@code FpeListTest}, numerals as JSON lists),
 * with the group's {@code radix}, each test's {@code key}, {@code tweak}, {@code msg}, {@code ct}.
 *
 * <ul>
 *   <li>{@code valid}: encrypting msg gives ct and decrypting ct gives msg. A valid test flagged
 *       {@code SmallMessageSize} (radix^n between the 2016 edition's limit of 100 and Rev. 1's
 *       1,000,000) must instead be rejected with {@link IllegalArgumentException}: this project
 *       implements SP 800-38G Rev. 1 (2019), which forbids that domain. Such a test passes only by
 *       being rejected, in both directions.</li>
 *   <li>{@code invalid}: each direction throws {@link IllegalArgumentException} or gives
 *       something other than the other field.</li>
 *   <li>{@code acceptable}: either, but a result must be the right one.</li>
 * </ul>
 * FF1 is made with the smallest {@code minLen} Rev. 1 allows for the radix, so the length rule is
 * exactly {@code radix^n >= 1,000,000}.
 */
final class WycheproofFpeCheck implements WycheproofCheck {

    private static final int MAX_LEN = 1 << 16;
    private static final int MAX_TWEAK = 1 << 16;

    @Override
    public void check(BlockEngine engine, WycheproofRecord t, SuiteRun run) {
        int radix = t.group().integer("radix");
        String alphabet = t.group().has("alphabet") ? t.group().string("alphabet") : null;
        byte[] key = t.hex("key");
        byte[] tweak = t.hex("tweak");
        Object msg = t.fields().value("msg");
        Object ct = t.fields().value("ct");
        String enc = crypt(engine, key, radix, alphabet, tweak, msg, true);
        String dec = crypt(engine, key, radix, alphabet, tweak, ct, false);
        boolean encRight = enc != null && enc.equals(normal(ct, alphabet));
        boolean decRight = dec != null && dec.equals(normal(msg, alphabet));
        switch (t.result()) {
            case VALID -> {
                if (t.hasFlag("SmallMessageSize")) {
                    if (enc != null || dec != null) {
                        run.fail("SP 800-38G Rev. 1 forbids radix^n < 1,000,000: must be rejected, got "
                                + enc + " / " + dec);
                    }
                } else if (!encRight || !decRight) {
                    run.fail("encrypt gave " + enc + ", decrypt gave " + dec);
                }
            }
            case INVALID -> {
                if (encRight || decRight) {
                    run.fail("an invalid case was accepted: encrypt gave " + enc + ", decrypt gave " + dec);
                }
            }
            case ACCEPTABLE -> {
                if ((enc != null && !encRight) || (dec != null && !decRight)) {
                    run.fail("a wrong result: encrypt gave " + enc + ", decrypt gave " + dec);
                }
            }
        }
    }

    /** One direction: the output in normal form, or null when it was rejected. */
    private static String crypt(BlockEngine engine, byte[] key, int radix, String alphabet, byte[] tweak,
                                Object input, boolean encrypt) {
        ExpandedKey k = null;
        Ff1 ff1 = null;
        try {
            k = engine.expandKey(key);
            ff1 = Ff1.create(k, radix, Ff1.smallestMinLen(radix), MAX_LEN, MAX_TWEAK);
            if (alphabet != null) {
                Ff1Text text = Ff1Text.create(ff1, Alphabet.of(alphabet));
                return encrypt ? text.encrypt(tweak, (String) input) : text.decrypt(tweak, (String) input);
            }
            int[] x = numerals(input);
            return Arrays.toString(encrypt ? ff1.encrypt(tweak, x) : ff1.decrypt(tweak, x));
        } catch (IllegalArgumentException rejected) {
            return null;
        } finally {
            if (ff1 != null) {
                ff1.destroy();
            }
            if (k != null) {
                k.destroy();
            }
        }
    }

    private static String normal(Object value, String alphabet) {
        return alphabet != null ? (String) value : Arrays.toString(numerals(value));
    }

    private static int[] numerals(Object value) {
        List<?> list = (List<?>) value;
        int[] x = new int[list.size()];
        for (int i = 0; i < x.length; i++) {
            x[i] = ((BigDecimal) list.get(i)).intValueExact();
        }
        return x;
    }
}
