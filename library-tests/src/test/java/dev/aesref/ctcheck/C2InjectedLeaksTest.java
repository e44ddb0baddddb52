package dev.aesref.ctcheck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * The machine-code check catches the three leaks issue 25 put into methods it reads and found it
 * passing: each case rewrites a few lines of a class of main, compiles it against the library,
 * puts it first on the class path of {@link C2Driver}'s JVM, and runs {@link C2BranchesTest}'s
 * check over the C2 code. The leak must be flagged in the changed method, and nothing anywhere
 * else. The table of cases and what was flagged goes to {@code target/c2-injections.txt}
 * (docs/constant-time.md, "What C2 emits").
 */
@Tag("integration") // compiles a class of main and forks a JVM that prints C2's machine code, per case
class C2InjectedLeaksTest {

    /** A leak: the class and method it goes into, the source it replaces and its replacement. */
    record Injection(String kind, String className, String method, String original, String leaky) {}

    static final List<Injection> INJECTIONS = List.of(
            new Injection("a 4-bit table lookup at a secret index",
                    "dev.aesref.internal.gf128.Gf128", "multiply",
                    "    public static void multiply(long[] y, long[] h) {\n        long yHi = y[0];",
                    """
                        private static final long[] REDUCE_4BIT = {
                            0x0000L, 0x1c20L, 0x3840L, 0x2460L, 0x7080L, 0x6ca0L, 0x48c0L, 0x54e0L,
                            0xe100L, 0xfd20L, 0xd940L, 0xc560L, 0x9180L, 0x8da0L, 0xa9c0L, 0xb5e0L};

                        public static void multiply(long[] y, long[] h) {
                            long yHi = y[0] ^ (REDUCE_4BIT[(int) (y[1] & 15)] << 48);"""),
            new Injection("a ternary on a secret bit (compiled to cmov)", "dev.aesref.internal.gf128.Gf128", "mulX",
                    "        out[0] = (hi >>> 1) ^ (carry & 0xE100000000000000L);",
                    "        out[0] = (lo & 1) != 0 ? (hi >>> 1) ^ 0xE100000000000000L : hi >>> 1;"),
            new Injection("an early exit in the tag compare", "dev.aesref.internal.ct.ConstantTime", "equal",
                    "            diff |= a[aOff + i] ^ b[bOff + i];",
                    """
                                diff |= a[aOff + i] ^ b[bOff + i];
                                if (diff != 0) {
                                    return false;
                                }"""));

    private static final List<String> TABLE = new ArrayList<>();

    @TestFactory
    Stream<DynamicTest> eachLeakInARealMethodIsFlagged(@TempDir Path tmp) {
        return INJECTIONS.stream().map(in -> DynamicTest.dynamicTest(in.kind() + " in " + in.method(),
                () -> check(in, tmp.resolve(in.method()))));
    }

    private static void check(Injection in, Path out) throws Exception {
        Path classes = dev.aesref.harness.LibraryClasses.folder();
        Path source = classes.getParent().getParent().resolve("src/main/java")
                .resolve(in.className().replace('.', '/') + ".java");
        String text = Files.readString(source);
        assertTrue(text.contains(in.original()), "the code to change is no longer in " + source + ":\n" + in.original());
        Path file = out.resolve("src").resolve(source.getFileName());
        Files.createDirectories(file.getParent());
        Files.writeString(file, text.replace(in.original(), in.leaky().stripTrailing()));
        Path compiled = InjectedLeaksTest.compile(file, classes, out.resolve("classes"));

        StringBuilder disassembly = new StringBuilder();
        List<C2Branches.Jump> jumps = C2Branches.run(C2BranchesTest.METHODS, List.of(), C2Driver.class.getName(),
                compiled + File.pathSeparator + System.getProperty("java.class.path"), out, disassembly);
        String method = in.className() + "::" + in.method();
        List<C2Branches.Jump> flagged = jumps.stream().filter(j -> !C2BranchesTest.allowed(j)).toList();
        List<C2Branches.Jump> mine = flagged.stream().filter(j -> j.method().equals(method)).toList();
        synchronized (TABLE) {
            TABLE.add("| " + in.kind() + " | `" + method.substring("dev.aesref.".length()) + "` | "
                    + mine.stream().map(j -> j.kind() + ": `" + j.instruction().replaceAll(" \\[at target.*", "") + "`")
                            .distinct().collect(Collectors.joining("; ")) + " |");
        }
        assertTrue(!mine.isEmpty(), in.kind() + ": nothing flagged in " + method + ":\n"
                + jumps.stream().filter(j -> j.method().equals(method)).map(Object::toString)
                        .collect(Collectors.joining("\n")));
        assertEquals(List.of(), flagged.stream().filter(j -> !mine.contains(j)).toList(),
                "the other methods must stay clean");
    }

    @AfterAll
    static void writeTable() throws IOException {
        Files.writeString(Path.of("target/c2-injections.txt"), String.join("\n", TABLE) + "\n");
    }
}
