package dev.aesref.ctcheck;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every conditional jump C2 emits for the hot constant-time methods is a loop bound, a range or
 * null check (an uncommon trap), a safepoint poll, loop control, a branch on public values, or one
 * of HotSpot's two entry checks (the receiver's inline-cache check, and on JDK 21 and later the
 * nmethod entry barrier); none of them, no {@code cmov} and no address depends on a secret as
 * {@link MachineTaint} follows it, except the pruned branches listed exactly in
 * {@link #PUBLIC_BRANCHES}. It compiles and prints
 * machine code in a child JVM (about ten seconds, so PIT leaves it out of its per-mutant runs) and
 * needs binutils' {@code objdump}. The listing goes to {@code target/c2-branches.txt}, the
 * disassembly of every compilation read, with HotSpot's relocation comments, to
 * {@code target/c2-disassembly.txt}.
 */
@Tag("integration") // too slow to repeat per mutant: forks a JVM that prints C2's machine code
class C2BranchesTest {

    /**
     * The reason for the hand-off of a pooled scratch: whether the scratch a call gives back is the
     * pool's own ({@code ScratchPool.give}, {@code scratch == owned}) depends on which calls ran at
     * once, not on any byte; the machine-code analysis counts the compared references secret
     * because they were loaded from memory that also holds secrets.
     */
    private static final String HAND_OFF = "ScratchPool.give's scratch == owned, a reference compare that "
            + "depends on contention only";

    /**
     * Traps for branches that C2 pruned by profile whose condition is secret as {@link MachineTaint}
     * follows it ({@code trap: if... on a secret}) are allowed only where the source branches on a
     * value declared public, each named exactly, by method, bytecode and bytecode index
     * ({@code javap -c}), with why. Another {@code if} on a secret in the same method, such as an
     * early exit added to the compare loop, is not allowed by this entry. A pruned branch on public
     * values only (a loop bound, a length) needs no entry.
     */
    static final Map<String, String> PUBLIC_BRANCHES = Map.of(
            "dev.aesref.internal.ct.ConstantTime::equal trap: ifne @47" + C2Branches.SECRET_SUFFIX,
            "the verdict, after ConstantTime.declassify (ConstantTime.java, the return of equal)",
            "dev.aesref.keywrap.Kw::unwrap trap: ifne @87" + C2Branches.SECRET_SUFFIX,
            "the integrity check's verdict, after ConstantTime.declassify (Kw.unwrap, before the throw)",
            "dev.aesref.keywrap.Kwp::recover trap: ifne @175" + C2Branches.SECRET_SUFFIX,
            "the integrity check's verdict, after ConstantTime.declassify (Kwp.recover, before the throw)",
            "dev.aesref.keywrap.Kw::unwrap trap: if_acmpne @5 in ScratchPool::give" + C2Branches.SECRET_SUFFIX,
            HAND_OFF);


    static boolean allowed(C2Branches.Jump j) {
        String k = j.kind();
        if (k.equals("loop back-edge") || k.equals("loop control") || k.equals(C2Branches.PUBLIC_BRANCH)
                || k.equals("safepoint poll") || k.equals("entry barrier") || k.equals("inline-cache check")
                || k.equals("cmov/setcc (no branch)")) {
            return true;
        }
        if (k.startsWith("trap: if")) {
            return !k.endsWith(C2Branches.SECRET_SUFFIX) || PUBLIC_BRANCHES.containsKey(j.method() + " " + k);
        }
        // Range, null and type checks of array accesses and field loads; the uncommon trap of an
        // 'iload' or 'goto' is the loop's own limit check.
        return k.matches("trap: ([a-z]aload|[a-z]astore|getfield|arraylength|checkcast|iload|goto|invoke[a-z]+)"
                + "( @\\d+( in [\\w$]+::[\\w$<>]+)?)?");
    }

    /**
     * The methods whose stand-alone C2 compilations are read: the ConstantTime masks and tag
     * compare, the nohw S-box circuit, the vpaes pshufb multiplexer, the GF(2^128) multiply of
     * GHASH and POLYVAL ({@code Gf128}), their per-block update ({@code Ghash.absorbWords}, which
     * both hashes run) and the word loads that feed it ({@code Pack.loadLong*}: big-endian for
     * GHASH, little-endian for POLYVAL); the secret checks of the modes: PKCS#7's padding check
     * ({@code Pkcs7.validMask}), KW's and KWP's unwrap with their integrity checks
     * ({@code Kw.unwrap}, {@code Kwp.recover}: ICV, MLI range, zero padding) and the wrapping
     * function's inverse, and FF1's numeral arithmetic ({@code RadixArithmetic}).
     */
    static final List<String> METHODS = List.of("dev.aesref.internal.ct.ConstantTime::*", "dev.aesref.internal.nohw.SboxCircuit::*",
            "dev.aesref.internal.vpaes.Shuffle::*", "dev.aesref.internal.gf128.Gf128::*", "dev.aesref.internal.gf128.Ghash::absorbWords",
            "dev.aesref.internal.ct.Pack::loadLong*",
            "dev.aesref.mode.Pkcs7::validMask", "dev.aesref.fpe.RadixArithmetic::*", "dev.aesref.keywrap.Kw::unwrap",
            "dev.aesref.keywrap.Kwp::recover", "dev.aesref.keywrap.WrappingFunction::unwrap");

    /**
     * Methods that must come out of the driver with a stand-alone C2 compilation, so that a driver
     * too weak to reach C2 fails instead of checking nothing.
     */
    static final List<String> COMPILED = List.of("dev.aesref.internal.gf128.Gf128::multiply",
            "dev.aesref.internal.gf128.Gf128::clmulLow", "dev.aesref.internal.gf128.Gf128::mulX",
            "dev.aesref.internal.gf128.Ghash::absorbWords", "dev.aesref.internal.ct.Pack::loadLongBE", "dev.aesref.internal.ct.Pack::loadLongLE",
            "dev.aesref.mode.Pkcs7::validMask", "dev.aesref.fpe.RadixArithmetic::divide", "dev.aesref.fpe.RadixArithmetic::toLimbs",
            "dev.aesref.fpe.RadixArithmetic::addDigits", "dev.aesref.fpe.RadixArithmetic::subtractDigits",
            "dev.aesref.keywrap.Kw::unwrap", "dev.aesref.keywrap.Kwp::recover", "dev.aesref.keywrap.WrappingFunction::unwrap");

    @Test
    void everyConditionalJumpIsExplained(@TempDir Path work) throws Exception {
        assertTrue(Files.isExecutable(Path.of("/usr/bin/objdump")),
                "this test disassembles with binutils' objdump: apt-get install binutils");
        StringBuilder disassembly = new StringBuilder();
        List<C2Branches.Jump> jumps = C2Branches.run(METHODS, work, disassembly);
        Files.writeString(Path.of("target", "c2-disassembly.txt"), disassembly);
        Map<String, Map<String, Long>> byMethod = new TreeMap<>();
        for (C2Branches.Jump j : jumps) {
            byMethod.computeIfAbsent(j.method(), m -> new TreeMap<>()).merge(j.kind(), 1L, Long::sum);
        }
        String report = jumps.stream().map(j -> j.method() + "  0x" + Long.toHexString(j.address()) + "  "
                + j.instruction() + "  -> " + j.kind()).collect(Collectors.joining("\n"));
        Files.writeString(Path.of("target", "c2-branches.txt"), "summary: " + byMethod + "\n" + report + "\n");
        System.out.println("C2 conditional jumps by method and kind: " + byMethod);
        assertFalse(jumps.isEmpty(), "no C2 compilation of the constant-time methods was printed");
        for (String m : COMPILED) {
            assertTrue(byMethod.containsKey(m), "C2 did not compile " + m + " stand-alone; the driver must call it more");
        }
        List<C2Branches.Jump> bad = jumps.stream().filter(j -> !allowed(j)).toList();
        assertTrue(bad.isEmpty(), "unexplained conditional jumps:\n" + bad.stream().map(Object::toString)
                .collect(Collectors.joining("\n")));
    }
}
