package dev.aesref.testkit.check;

/**
 * One case run again ({@link Checker#replay}, {@link DifferentialFuzz#replay(byte[])}): the line
 * that describes it in full with what the provider did, and the verdict a check gives that case.
 *
 * @param line the case and the provider's answer, as a report prints it
 * @param failed a mismatch, or a crash when crashes fail
 * @param tested false when the provider refused the case's parameters, so it says nothing
 */
public record Replay(String line, boolean failed, boolean tested) {

    static Replay of(String line, Outcome o, boolean crashesFail) {
        return new Replay(line, fails(o, crashesFail), tested(o));
    }

    /** Whether a check fails on {@code o}: a mismatch, or a crash when crashes fail. */
    static boolean fails(Outcome o, boolean crashesFail) {
        return o.kind() == Outcome.Kind.MISMATCH || o.kind() == Outcome.Kind.CRASH && crashesFail;
    }

    /** Whether {@code o} tested anything: not refused by the provider. */
    static boolean tested(Outcome o) {
        return o.kind() != Outcome.Kind.REFUSED;
    }
}
