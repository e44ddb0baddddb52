package dev.aesref.ctcheck.samples;

import dev.aesref.internal.ct.Secret;

/**
 * Leaky: an implementation drops the {@code @Secret} mark of the method it implements, so a
 * secret its callers pass in (checked against the abstract method) would reach a branch
 * unseen; the override is reported.
 */
public abstract class LeakyOverride {

    public abstract int parity(@Secret int x);

    /** The implementation that forgot the mark. */
    public static final class Unmarked extends LeakyOverride {
        @Override
        public int parity(int x) {
            return (x & 1) == 0 ? 0 : 1;
        }
    }
}
