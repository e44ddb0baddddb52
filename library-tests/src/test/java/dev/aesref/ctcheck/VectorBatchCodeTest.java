package dev.aesref.ctcheck;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.harness.NeedsVectorModule;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What C2 makes of {@code nohw-vector}'s round functions ({@code -XX:+PrintAssembly} through
 * Debian's {@code libhsdis0-fcml}, disassembled with binutils' {@code objdump}): each of them is
 * compiled on its own, is AVX2 code on 256-bit {@code ymm} registers, calls no Java method (a
 * Vector API operation that C2 did not turn into instructions stays a call into the API's Java
 * fallback), and has no conditional jump but those {@link C2BranchesTest} allows (loop control,
 * range checks, safepoint polls). A child JVM with {@code --add-modules jdk.incubator.vector}
 * runs {@link VectorBatchC2Driver}; the disassembly goes to {@code target/lane-disassembly.txt}. About
 * ten seconds, so PIT leaves it out.
 */
@Tag("integration") // too slow to repeat per mutant: forks a JVM that prints C2's machine code
@NeedsVectorModule
class VectorBatchCodeTest {

    /** The round functions, each of which must be compiled by C2 on its own. */
    static final List<String> COMPILED = List.of("dev.aesref.internal.nohw.VectorSboxCircuit::forwardWithout63",
            "dev.aesref.internal.nohw.VectorSboxCircuit::inverse", "dev.aesref.internal.nohw.VectorLinearLayer::mixColumns",
            "dev.aesref.internal.nohw.VectorLayout::transposeEight");

    /**
     * {@link C2BranchesTest#allowed}, and also traps on an {@code int} comparison
     * ({@code if_icmp*}): the loop bounds over rounds, rows and bits, and the Vector API's index
     * checks in {@code fromArray} and {@code intoArray}, which C2 pruned by profile. Every
     * {@code int} in these methods is a loop counter or an index, public by the static checker's
     * analysis; the secrets are the lanes of {@code long} vectors, which no comparison reads.
     */
    static boolean allowed(C2Branches.Jump j) {
        return C2BranchesTest.allowed(j) || j.kind().matches("trap: if_icmp(lt|le|gt|ge|eq|ne)( @\\d+)?");
    }

    @Test
    void theRoundFunctionsAreVectorCodeWithoutCallsOrSecretBranches(@TempDir Path work) throws Exception {
        assertTrue(Files.isExecutable(Path.of("/usr/bin/objdump")),
                "this test disassembles with binutils' objdump: apt-get install binutils");
        StringBuilder disassembly = new StringBuilder();
        List<C2Branches.Jump> jumps = C2Branches.run(List.of("dev.aesref.internal.nohw.Vector*::*"),
                List.of("--add-modules", "jdk.incubator.vector"), VectorBatchC2Driver.class.getName(), work, disassembly);
        Files.writeString(Path.of("target", "lane-disassembly.txt"), disassembly);
        Map<String, String> code = C2Branches.byMethod(disassembly);
        for (String m : COMPILED) {
            String body = code.get(m);
            assertTrue(body != null, "C2 did not compile " + m + " stand-alone; compiled: " + code.keySet());
            long ymm = body.lines().filter(l -> l.contains("ymm")).count();
            assertTrue(ymm >= 50, m + ": only " + ymm + " instructions on ymm registers");
            List<String> calls = body.lines().filter(l -> l.contains("static_call") || l.contains("virtual_call"))
                    .toList();
            assertTrue(calls.isEmpty(), m + " calls Java code:\n" + String.join("\n", calls));
        }
        assertFalse(jumps.isEmpty(), "no conditional jump at all: the listing is not what this test reads");
        List<C2Branches.Jump> bad = jumps.stream().filter(j -> !allowed(j)).toList();
        assertTrue(bad.isEmpty(), "unexplained conditional jumps:\n" + bad.stream().map(Object::toString)
                .collect(Collectors.joining("\n")));
    }
}
