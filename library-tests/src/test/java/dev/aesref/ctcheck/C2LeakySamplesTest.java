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
        assertTrue(C2BranchesTest.allowed(trap(equal, "trap: ifne @47")), "the declassified verdict");
        assertFalse(C2BranchesTest.allowed(trap(equal, "trap: ifne @20")), "another ifne in the same method");
        assertFalse(C2BranchesTest.allowed(trap(equal, "trap: if_icmpeq @26")), "an early exit in the loop");
        assertFalse(C2BranchesTest.allowed(trap(equal, "trap: ifne")), "a trap whose place is not known");
        assertFalse(C2BranchesTest.allowed(trap("dev.aesref.internal.gf128.Gf128::multiply", "trap: ifne @47")));
        assertTrue(C2BranchesTest.allowed(trap(equal, "trap: baload @20")), "a range check");
    }

    @Tag("integration") // forks a JVM that prints C2's machine code
    @Test
    void anEarlyExitCompiledByC2IsFlagged(@TempDir Path work) throws Exception {
        StringBuilder disassembly = new StringBuilder();
        List<C2Branches.Jump> jumps = C2Branches.run(List.of("dev.aesref.ctcheck.c2samples.EarlyExitCompare::equal"),
                List.of(), dev.aesref.ctcheck.c2samples.C2LeakDriver.class.getName(), work, disassembly);
        assertFalse(jumps.isEmpty(), "C2 did not compile the sample");
        List<C2Branches.Jump> flagged = jumps.stream().filter(j -> !C2BranchesTest.allowed(j)).toList();
        assertTrue(flagged.stream().anyMatch(j -> j.kind().matches("trap: if_icmp(eq|ne) @\\d+")),
                "the early exit must be flagged as a trap at its bytecode index: "
                        + jumps.stream().map(Object::toString).collect(Collectors.joining("\n")));
    }
}
