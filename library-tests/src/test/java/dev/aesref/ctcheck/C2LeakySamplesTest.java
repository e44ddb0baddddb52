package dev.aesref.ctcheck;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The machine-code check can fail: its allowances name a public branch exactly (method, bytecode,
 * bytecode index), so another {@code if} in the same method is refused, and a leaky sample
 * compiled by C2 is flagged.
 */
class C2LeakySamplesTest {

    private static C2Branches.Jump trap(String method, String kind) {
        return new C2Branches.Jump(method, 0x1000, "je 0x2000", kind);
    }

    @Test
    void anAllowanceNamesOneBranchByItsBytecodeIndex() {
        String equal = "dev.aesref.internal.ct.ConstantTime::equal";
        String secret = C2Branches.SECRET_SUFFIX;
        assertTrue(C2BranchesTest.allowed(trap(equal, "trap: ifne @47" + secret)), "the declassified verdict");
        assertFalse(C2BranchesTest.allowed(trap(equal, "trap: ifne @20" + secret)), "another ifne in the same method");
        assertFalse(C2BranchesTest.allowed(trap(equal, "trap: if_icmpeq @26" + secret)), "an early exit in the loop");
        assertFalse(C2BranchesTest.allowed(trap(equal, "trap: ifne" + secret)), "a trap whose place is not known");
        assertFalse(C2BranchesTest.allowed(trap(equal, "trap: ifne @47 in ConstantTime::declassify" + secret)),
                "the same index in an inlined method");
        assertFalse(C2BranchesTest.allowed(trap("dev.aesref.internal.gf128.Gf128::multiply", "trap: ifne @47" + secret)));
        assertTrue(C2BranchesTest.allowed(trap(equal, "trap: if_icmpge @10")), "a pruned branch on public values");
        assertTrue(C2BranchesTest.allowed(trap(equal, "trap: baload @20")), "a range check");
    }

    private static final String SAMPLES = "dev.aesref.ctcheck.c2samples.";

    /** The C2 compilations of the samples, driven by {@code C2LeakDriver} with the given flags. */
    private static List<C2Branches.Jump> compile(Path work, String... flags) throws Exception {
        StringBuilder disassembly = new StringBuilder();
        List<C2Branches.Jump> jumps = C2Branches.run(List.of(SAMPLES + "EarlyExitCompare::equal",
                SAMPLES + "SecretSelect::shiftReduce", SAMPLES + "SecretTableLookup::lookup"), List.of(flags),
                dev.aesref.ctcheck.c2samples.C2LeakDriver.class.getName(), work, disassembly);
        for (String method : List.of("EarlyExitCompare::equal", "SecretSelect::shiftReduce", "SecretTableLookup::lookup")) {
            assertTrue(C2Branches.byMethod(disassembly).containsKey(SAMPLES + method), "C2 did not compile " + method);
        }
        return jumps;
    }

    private static List<C2Branches.Jump> of(List<C2Branches.Jump> jumps, String method) {
        return jumps.stream().filter(j -> j.method().equals(SAMPLES + method)).toList();
    }

    private static String listing(List<C2Branches.Jump> jumps) {
        return jumps.stream().map(Object::toString).collect(Collectors.joining("\n"));
    }

    @Tag("integration") // forks a JVM that prints C2's machine code
    @Test
    void eachLeakySampleIsFlaggedAsWhatItIs(@TempDir Path work) throws Exception {
        List<C2Branches.Jump> jumps = compile(work);

        // Equal inputs only: the exit is never taken, and C2 makes it a trap at its bytecode index.
        List<C2Branches.Jump> exit = of(jumps, "EarlyExitCompare::equal");
        assertTrue(exit.stream().filter(j -> !C2BranchesTest.allowed(j))
                        .anyMatch(j -> j.kind().matches("trap: if_icmp(eq|ne) @\\d+" + C2Branches.SECRET_SUFFIX)),
                "the early exit must be flagged as a trap at its bytecode index:\n" + listing(exit));

        // Random inputs: a cmov on the secret bit, which must be refused.
        List<C2Branches.Jump> select = of(jumps, "SecretSelect::shiftReduce");
        assertTrue(select.stream().anyMatch(j -> j.kind().equals(C2Branches.SECRET_SELECT)
                        && j.instruction().startsWith("cmov") && !C2BranchesTest.allowed(j)),
                "the ternary on the secret bit must be a flagged cmov:\n" + listing(select));

        // A masked index into a 16-entry static table: no range check is left, and the load is flagged.
        List<C2Branches.Jump> lookup = of(jumps, "SecretTableLookup::lookup");
        assertFalse(lookup.stream().anyMatch(j -> j.kind().startsWith("trap: laload")),
                "C2 kept the range check; the sample no longer shows a lookup without one:\n" + listing(lookup));
        assertTrue(lookup.stream().anyMatch(j -> j.kind().equals(C2Branches.SECRET_INDEX) && !C2BranchesTest.allowed(j)),
                "the load at a secret index must be flagged:\n" + listing(lookup));
    }

    @Tag("integration") // forks a JVM that prints C2's machine code
    @Test
    void anEarlyExitCompiledAsARealJumpIsFlagged(@TempDir Path work) throws Exception {
        List<C2Branches.Jump> exit = of(compile(work, "-Dc2samples.mixed=true"), "EarlyExitCompare::equal");
        assertFalse(exit.stream().anyMatch(j -> j.kind().matches("trap: if_icmp(eq|ne) @\\d+")),
                "with unequal inputs the exit must be a real jump, not a trap:\n" + listing(exit));
        assertTrue(exit.stream().anyMatch(j -> j.kind().startsWith(C2Branches.SECRET_BRANCH) && !C2BranchesTest.allowed(j)),
                "the exit on the compared bytes must be flagged as a secret branch:\n" + listing(exit));
    }
}
