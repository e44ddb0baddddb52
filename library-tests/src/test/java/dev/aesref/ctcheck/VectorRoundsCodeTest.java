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
 * What C2 makes of {@code vpaes-vector}'s round steps ({@code dev.aesref.internal.vpaes.VectorRounds}),
 * read as {@link VectorBatchCodeTest} reads nohw-vector's: each step is compiled, its table
 * lookups are the CPU's byte shuffle ({@code pshufb} or {@code vpshufb} on {@code xmm}
 * registers), it calls no Java method (a Vector API operation that C2 did not turn into
 * instructions stays a call into the API's Java fallback), and it has no conditional jump but
 * those {@link #notAllowed} allows. The disassembly goes to
 * {@code target/vpaes-vector-disassembly.txt}. About five seconds, so PIT leaves it out.
 */
@Tag("integration") // too slow to repeat per mutant: forks a JVM that prints C2's machine code
@NeedsVectorModule
class VectorRoundsCodeTest {

    /**
     * The round steps, whose machine code is read. The four operations are loops over the round
     * count around them (C2 inlines the steps there, and the loop's guard on the round count is a
     * branch on a public length), so reading the steps on their own reads every instruction that
     * touches the state.
     */
    static final List<String> STEPS = List.of("invert", "encInput", "decInput", "encOutput", "decOutput",
            "encLast", "decLast");

    /** The steps with table lookups, and how many shuffles each must at least contain. */
    static final Map<String, Integer> SHUFFLES = Map.of(
            "dev.aesref.internal.vpaes.VectorRounds::invert", 5,
            "dev.aesref.internal.vpaes.VectorRounds::encOutput", 7,
            "dev.aesref.internal.vpaes.VectorRounds::decOutput", 11);

    /**
     * The one pruned branch on a secret allowed here: on JDK 17, {@code rearrange} checks its
     * shuffle's indices ({@code AbstractShuffle.checkIndexes}: a compare of the lanes,
     * {@code anyTrue}, and a branch to an exception at its bytecode 32), and C2 compiles the branch
     * to a trap (about six instructions per distinct shuffle). The branch reads index lanes, which
     * are secret; every index this code hands to {@code rearrange} is masked to 0..15 first (or is
     * a public constant), so the branch is never taken, whatever the data. From JDK 23 on,
     * {@code rearrange} wraps its indices instead of checking them and these traps are gone
     * (Temurin 25: none).
     */
    static final String CHECK_INDEXES = "trap: ifeq @32 in AbstractShuffle::checkIndexes" + C2Branches.SECRET_SUFFIX;

    /**
     * {@link VectorBatchCodeTest#allowed}, and {@link #CHECK_INDEXES}'s trap with the {@code setne}
     * that makes {@code anyTrue}'s verdict for it: a {@code setne} at most 16 bytes before that
     * trap's jump, in the same method.
     */
    static List<C2Branches.Jump> notAllowed(List<C2Branches.Jump> jumps) {
        List<C2Branches.Jump> checks = jumps.stream().filter(j -> j.kind().equals(CHECK_INDEXES)).toList();
        return jumps.stream().filter(j -> !VectorBatchCodeTest.allowed(j) && !j.kind().equals(CHECK_INDEXES))
                .filter(j -> !(j.kind().equals(C2Branches.SECRET_SELECT) && j.instruction().startsWith("setne")
                        && checks.stream().anyMatch(c -> c.method().equals(j.method())
                                && c.address() > j.address() && c.address() - j.address() <= 16)))
                .toList();
    }

    @Test
    void theRoundStepsAreByteShufflesWithoutCallsOrSecretBranches(@TempDir Path work) throws Exception {
        assertTrue(Files.isExecutable(Path.of("/usr/bin/objdump")),
                "this test disassembles with binutils' objdump: apt-get install binutils");
        StringBuilder disassembly = new StringBuilder();
        List<C2Branches.Jump> jumps = C2Branches.run(STEPS.stream().map(m -> "dev.aesref.internal.vpaes.VectorRounds::" + m).toList(),
                List.of("--add-modules", "jdk.incubator.vector"), VectorRoundsC2Driver.class.getName(), work,
                disassembly);
        Files.writeString(Path.of("target", "vpaes-vector-disassembly.txt"), disassembly);
        Map<String, String> code = C2Branches.byMethod(disassembly);
        for (Map.Entry<String, Integer> m : SHUFFLES.entrySet()) {
            String body = code.get(m.getKey());
            assertTrue(body != null, "C2 did not compile " + m.getKey() + " stand-alone; compiled: " + code.keySet());
            long shuffles = body.lines().filter(l -> l.contains("pshufb")).count();
            assertTrue(shuffles >= m.getValue(), m.getKey() + ": " + shuffles + " byte shuffles, expected at least "
                    + m.getValue());
            List<String> calls = body.lines().filter(l -> l.contains("static_call") || l.contains("virtual_call"))
                    .toList();
            assertTrue(calls.isEmpty(), m.getKey() + " calls Java code:\n" + String.join("\n", calls));
        }
        assertFalse(jumps.isEmpty(), "no conditional jump at all: the listing is not what this test reads");
        List<C2Branches.Jump> bad = notAllowed(jumps);
        assertTrue(bad.isEmpty(), "unexplained conditional jumps:\n" + bad.stream().map(Object::toString)
                .collect(Collectors.joining("\n")));
    }
}
