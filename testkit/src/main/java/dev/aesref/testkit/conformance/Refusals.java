package dev.aesref.testkit.conformance;

import java.util.Arrays;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.function.Executable;

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
                Assertions.fail("output byte " + i + " was written: " + b[i]);
            }
        }
    }
}
