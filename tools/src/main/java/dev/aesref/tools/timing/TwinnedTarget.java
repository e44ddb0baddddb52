package dev.aesref.tools.timing;

/**
 * A timing target that may be the leaking twin of another: its name, whether it is a control
 * meant to leak, and what every early-exit twin shares, its name and the loop that stops at the
 * first difference.
 *
 * <p>A target and its early-exit twin prepare the same two classes of input; the twin only swaps
 * the measured operation for a loop that leaks where the input is wrong. The harness then shows
 * whether those classes would reveal such a leak ({@link Targets}).
 */
abstract class TwinnedTarget implements TimingTarget {

    final String name;
    private final boolean leaky;

    TwinnedTarget(String name, boolean leaky) {
        this.name = name;
        this.leaky = leaky;
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final boolean leakyControl() {
        return leaky;
    }

    /** The early-exit twin's name: {@code nohw/kw-unwrap} gives {@code control/nohw-kw-unwrap-early-exit}. */
    final String earlyExitName() {
        return "control/" + name.replace('/', '-') + "-early-exit";
    }

    /**
     * The leak the twins measure: the first index in {@code [from, to)} where {@code a} and
     * {@code b} differ, found by a loop that stops there, or -1 if they agree.
     */
    static int firstDifference(byte[] a, byte[] b, int from, int to) {
        for (int i = from; i < to; i++) {
            if (a[i] != b[i]) {
                return i;
            }
        }
        return -1;
    }
}
