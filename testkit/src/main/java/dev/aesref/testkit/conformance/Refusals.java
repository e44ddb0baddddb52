package dev.aesref.testkit.conformance;

import java.util.Arrays;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.function.Executable;
import org.opentest4j.AssertionFailedError;

/**
 * The two checks every refusal test makes: the call throws exactly the documented exception with
 * a message that names the parameter and the rule, and not one output byte was written before it
 * did. Output buffers are filled with {@link #MARK} first ({@link #marked}), so that a written
 * byte shows ({@link #assertMarked}).
 */
public final class Refusals {

    /** The byte an output buffer holds before a call that must write nothing. */
    public static final byte MARK = (byte) 0x5A;

    private Refusals() {}

    /**
     * Asserts that {@code call} throws exactly {@code type} (not a subclass: an
     * {@code ArrayIndexOutOfBoundsException} from the middle of a loop is not the range check's
     * {@code IndexOutOfBoundsException}), with a message that contains {@code fragment}.
     *
     * @return the exception, for further checks
     */
    public static <T extends Throwable> T refused(Class<T> type, String fragment, Executable call) {
        T t = Assertions.assertThrowsExactly(type, call);
        Assertions.assertTrue(t.getMessage() != null && t.getMessage().contains(fragment),
                "expected '" + fragment + "' in the message of " + t);
        return t;
    }

    /**
     * Asserts that {@code call} throws exactly {@code type} with a message that starts with the
     * name of the parameter it refuses ({@code "in range [0, 0 + 48) does not fit ..."}): the
     * contract's "naming the parameter", and not a message about some other parameter that
     * happens to contain the name as a word ({@code "out range ... in an array of"}).
     *
     * @return the exception, for further checks
     */
    public static <T extends Throwable> T refusedNaming(Class<T> type, String parameter, Executable call) {
        T t = Assertions.assertThrowsExactly(type, call);
        // A missing message reads as "null". It can only match a parameter named "null", and no
        // Java parameter has that name (it is a keyword), so a refusal without a message fails.
        String m = String.valueOf(t.getMessage());
        Assertions.assertTrue(m.startsWith(parameter)
                && (m.length() == parameter.length() || !Character.isLetterOrDigit(m.charAt(parameter.length()))),
                "expected a message that starts with the parameter '" + parameter + "', got " + t);
        return t;
    }

    /** A buffer of {@code n} bytes, each {@link #MARK}. */
    public static byte[] marked(int n) {
        byte[] b = new byte[n];
        Arrays.fill(b, MARK);
        return b;
    }

    /** Asserts that every byte of {@code b} is still {@link #MARK}. */
    public static void assertMarked(byte[] b) {
        for (int i = 0; i < b.length; i++) {
            if (b[i] != MARK) {
                throw new AssertionFailedError("output byte " + i + " was written: " + b[i]);
            }
        }
    }
}
