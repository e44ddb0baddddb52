package dev.aesref.tools.timing;

import java.util.SplittableRandom;

/**
 * One operation to measure, in the fixed-versus-random style of dudect: before each measurement
 * the harness asks for the input of one class (0: the fixed input, 1: a fresh random input), then
 * times {@link #run()}. Preparing inputs is not timed.
 */
public interface TimingTarget {

    /** A short name, e.g. {@code nohw/encrypt}. */
    String name();

    /** Whether this target is a control that is meant to leak (the harness's sensitivity check). */
    default boolean leakyControl() {
        return false;
    }

    /** Prepares the input of the next measurement: the fixed input for class 0, random for 1. */
    void prepare(int cls, SplittableRandom rnd);

    /** The operation measured; returns something computed from the output, so it is not elided. */
    long run();
}
