package dev.aesref.testkit.check;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What one transformation of one provider did over all its cases: counts, the first mismatch with
 * the inputs that produced it, and the policy differences counted by what they are.
 */
public final class TargetResult {

    /** Mismatches kept with their inputs; the rest are only counted. */
    static final int KEPT = 10;

    private final Target target;
    private int cases;
    private int mismatches;
    private final List<String> mismatchList = new ArrayList<>();
    private final Map<String, Integer> policy = new LinkedHashMap<>();
    private final Map<String, String> policyExample = new LinkedHashMap<>();

    TargetResult(Target target) {
        this.target = target;
    }

    void record(CheckCase c, Outcome o) {
        cases++;
        switch (o.kind()) {
            case MATCH -> { }
            case MISMATCH -> {
                mismatches++;
                if (mismatchList.size() < KEPT) {
                    mismatchList.add(describe(c) + ": " + o.detail());
                }
            }
            case POLICY -> {
                policy.merge(o.detail(), 1, Integer::sum);
                policyExample.putIfAbsent(o.detail(), c.origin());
            }
        }
    }

    /** The case with its inputs, in hex, as a user needs it to reproduce the mismatch. */
    static String describe(CheckCase c) {
        StringBuilder b = new StringBuilder(c.origin()).append(c.encrypt() ? " encrypt" : " decrypt");
        b.append(" key=").append(Outcome.hex(c.key()));
        if (c.iv() != null) {
            b.append(" iv=").append(Outcome.hex(c.iv()));
        }
        if (c.aad() != null && c.aad().length > 0) {
            b.append(" aad=").append(Outcome.hex(c.aad()));
        }
        if (c.tagBits() != 0) {
            b.append(" tagBits=").append(c.tagBits());
        }
        b.append(" input=").append(Outcome.hex(c.input()));
        return b.toString();
    }

    public Target target() {
        return target;
    }

    public int cases() {
        return cases;
    }

    public int mismatches() {
        return mismatches;
    }

    /** The first mismatch with its inputs, or {@code null} if there was none. */
    public String firstMismatch() {
        return mismatchList.isEmpty() ? null : mismatchList.get(0);
    }

    /** The first {@value #KEPT} mismatches, each with its inputs. */
    public List<String> firstMismatches() {
        return List.copyOf(mismatchList);
    }

    /** Policy differences: what the provider did, and how many cases it did it in. */
    public Map<String, Integer> policy() {
        return Map.copyOf(policy);
    }

    /** The first case of each policy difference. */
    public Map<String, String> policyExamples() {
        return Map.copyOf(policyExample);
    }

    /** The number of cases that ended in a policy difference. */
    public int policyCases() {
        return policy.values().stream().mapToInt(Integer::intValue).sum();
    }
}
