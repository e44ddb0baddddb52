package dev.aesref.ctcheck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * The checker catches leaks written into the library's real classes, not only into samples: each
 * case adds a method with one kind of leak (the kinds issue 25 found the checker missing) to a
 * class of main, compiles that class against the library, and runs the checker over the library
 * with the changed class in place of the original, exactly as {@link ConstantTimeCheckTest} does.
 * The leak must be found, in the added method and of its kind. The table of cases and findings is
 * written to {@code target/ct-injections.txt} (docs/constant-time.md, "Leaks injected into main").
 */
@Tag("integration") // compiles a class of main once per case
class InjectedLeaksTest {

    /** A leak: which class of main it goes into, the code added, and the kind it must be found as. */
    record Injection(String kind, String className, String method, String code, String expected) {}

    static final List<Injection> INJECTIONS = List.of(
            new Injection("a leak in a package that was not audited (spec)", "dev.aesref.internal.fips197.SBox",
                    "subBytesFast", """
                    static void subBytesFast(byte[] state) {
                        for (int i = 0; i < state.length; i++) {
                            state[i] = (byte) (state[i] == 0 ? 0x63 : sub(state[i]));
                        }
                    }""", "branch"),
            new Injection("BigInteger arithmetic on a secret", "dev.aesref.fpe.Ff1", "numeralValue", """
                    static byte[] numeralValue(byte[] digits, java.math.BigInteger radix) {
                        return new java.math.BigInteger(1, digits).mod(radix).toByteArray();
                    }""", "call"),
            new Injection("a loop bounded by a secret-derived length", "dev.aesref.mode.Pkcs7", "padBytes", """
                    static int padBytes(byte[] block) {
                        int pad = block[15] & 0xff;
                        int n = 0;
                        for (int i = 0; i < pad; i++) {
                            n |= block[15 - (i & 15)];
                        }
                        return n;
                    }""", "branch"),
            new Injection("a branch on a value read from a ByteBuffer", "dev.aesref.jca.CtrCipher", "skipZeros", """
                    static int skipZeros(java.nio.ByteBuffer input) {
                        int n = 0;
                        while (input.hasRemaining() && input.get(input.position()) == 0) {
                            input.get();
                            n++;
                        }
                        return n;
                    }""", "branch"),
            new Injection("a tag compare with IntStream and a lambda over XORed bytes", "dev.aesref.aead.Gcm",
                    "tagMatches", """
                    static boolean tagMatches(byte[] computed, byte[] received) {
                        return java.util.stream.IntStream.range(0, 16)
                                .map(i -> computed[i] ^ received[i]).reduce(0, (x, y) -> x | y) == 0;
                    }""", "call"),
            new Injection("a lambda that captures a secret primitive and branches on it", "dev.aesref.mac.Cmac",
                    "lambda$keyedStep", """
                    static java.util.function.IntUnaryOperator keyedStep(byte[] key) {
                        int bit = key[0] & 1;
                        return x -> bit != 0 ? x + 1 : x;
                    }""", "branch"),
            new Injection("a void verify-or-throw helper with an early exit, in a package that was not audited",
                    "dev.aesref.pbe.Pbes2", "checkTag", """
                    static void checkTag(byte[] computed, byte[] received) {
                        for (int i = 0; i < computed.length; i++) {
                            if (computed[i] != received[i]) {
                                throw new SecurityException("tag mismatch");
                            }
                        }
                    }""", "branch"),
            new Injection("a private static final scratch that secret bytes are copied into", "dev.aesref.mac.Cmac",
                    "stash", """
                    private static final byte[] SCRATCH = new byte[16];

                    static void stash(byte[] block) {
                        System.arraycopy(block, 0, SCRATCH, 0, 16);
                    }""", "table write"),
            new Injection("a tag compare with ByteBuffer.equals", "dev.aesref.aead.Eax", "tagEquals", """
                    static boolean tagEquals(byte[] computed, byte[] received) {
                        return java.nio.ByteBuffer.wrap(computed).equals(java.nio.ByteBuffer.wrap(received));
                    }""", "call"),
            new Injection("a branch on a password byte in PBKDF2", "dev.aesref.pbe.Pbkdf2", "passwordLength", """
                    static int passwordLength(byte[] password) {
                        int n = 0;
                        while (n < password.length && password[n] != 0) {
                            n++;
                        }
                        return n;
                    }""", "branch"),
            new Injection("a key turned into a String", "dev.aesref.internal.hmac.HmacKey", "describe", """
                    static String describe(byte[] key) {
                        return new String(key, java.nio.charset.StandardCharsets.ISO_8859_1);
                    }""", "call"),
            new Injection("a tag compare with Arrays.equals", "dev.aesref.keywrap.Kw", "icvMatches", """
                    static boolean icvMatches(byte[] computed, byte[] received) {
                        return java.util.Arrays.equals(computed, received);
                    }""", "call"));

    private static final List<String> TABLE = new ArrayList<>();

    @TestFactory
    Stream<DynamicTest> eachLeakInARealClassIsFound(@TempDir Path tmp) {
        return INJECTIONS.stream().map(in -> DynamicTest.dynamicTest(in.kind() + " in " + in.className(),
                () -> check(in, tmp.resolve(in.method().replace('$', '_')))));
    }

    private static void check(Injection in, Path out) throws IOException {
        Path classes = dev.aesref.harness.LibraryClasses.folder();
        Path source = classes.getParent().getParent().resolve("src/main/java")
                .resolve(in.className().replace('.', '/') + ".java");
        String text = Files.readString(source);
        int end = text.lastIndexOf('}');
        String changed = text.substring(0, end) + "\n" + in.code().indent(4) + "}\n";
        Path file = out.resolve("src").resolve(source.getFileName());
        Files.createDirectories(file.getParent());
        Files.writeString(file, changed);
        Path compiled = compile(file, classes, out.resolve("classes"));

        List<Finding> findings = new TaintChecker(List.of(classes, compiled), ConstantTimeCheckTest.PACKAGES).run();
        String owner = in.className() + ".";
        List<Finding> mine = findings.stream()
                .filter(f -> f.where().startsWith(owner + in.method())).toList();
        List<Finding> elsewhere = findings.stream().filter(f -> !mine.contains(f)).toList();
        synchronized (TABLE) {
            TABLE.add("| " + in.kind() + " | `" + in.className().substring("dev.aesref.".length()) + "` | "
                    + mine.stream().map(f -> f.kind() + " (" + f.detail() + ")").distinct()
                            .collect(Collectors.joining("; ")) + " |");
        }
        assertTrue(mine.stream().anyMatch(f -> f.kind().equals(in.expected())),
                in.kind() + ": expected a " + in.expected() + " finding in " + in.method() + ", got " + mine);
        assertEquals(List.of(), elsewhere, "the rest of the library must stay clean");
    }

    /** Compiles one changed class of main against the library's classes into {@code compiled}. */
    static Path compile(Path file, Path classes, Path compiled) throws IOException {
        Files.createDirectories(compiled);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        StringWriter errors = new StringWriter();
        boolean ok = javac.getTask(errors, null, null, List.of("-g", "-proc:none", "-implicit:none",
                "-classpath", classes.toString(), "-d", compiled.toString()), null,
                javac.getStandardFileManager(null, null, null).getJavaFileObjects(file)).call();
        assertTrue(ok, errors.toString());
        return compiled;
    }

    @AfterAll
    static void writeTable() throws IOException {
        Files.writeString(Path.of("target/ct-injections.txt"), String.join("\n", TABLE) + "\n");
    }

    /** The classes the cases change exist, so that a rename in main cannot empty this test. */
    @org.junit.jupiter.api.Test
    void everyTargetClassExists() {
        Path classes = dev.aesref.harness.LibraryClasses.folder();
        Set<String> missing = INJECTIONS.stream().map(Injection::className)
                .filter(c -> !Files.exists(classes.resolve(c.replace('.', '/') + ".class")))
                .collect(Collectors.toSet());
        assertEquals(Set.of(), missing);
    }
}
