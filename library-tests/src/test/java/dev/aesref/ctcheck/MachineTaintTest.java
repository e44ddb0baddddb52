package dev.aesref.ctcheck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The data flow under the machine-code check, on hand-written instruction lists in objdump's
 * Intel syntax: what makes a register, a stack slot or the flags secret, and what makes them
 * public again. The C2 tests show it on real compilations; these pin each rule on its own.
 */
class MachineTaintTest {

    /** The state after the last of {@code insns} (one "op operands" per string, four bytes apart). */
    private static MachineTaint.State run(List<Integer> secretArguments, Set<Integer> noReturnAt, String... insns) {
        TreeMap<Long, String[]> code = new TreeMap<>();
        for (int i = 0; i < insns.length; i++) {
            String[] parts = insns[i].split(" ", 2);
            code.put(0x1000L + 4L * i, new String[] {parts[0], parts.length > 1 ? parts[1] : ""});
        }
        code.put(0x1000L + 4L * insns.length, new String[] {"ret", ""});
        Set<Long> noReturn = new java.util.HashSet<>();
        for (int i : noReturnAt) {
            noReturn.add(0x1000L + 4L * i);
        }
        Map<Long, MachineTaint.State> states = MachineTaint.analyse(code, MachineTaint.entry(secretArguments), noReturn);
        return states.get(0x1000L + 4L * insns.length);
    }

    private static MachineTaint.State run(List<Integer> secretArguments, String... insns) {
        return run(secretArguments, Set.of(), insns);
    }

    private static boolean secret(MachineTaint.State s, String register) {
        return s.registers().get(MachineTaint.register(register));
    }

    @Test
    void secretArgumentsArriveInHotSpotsJavaRegisters() {
        MachineTaint.State s = run(List.of(1, 5), "nop");
        assertTrue(secret(s, "rdx") && secret(s, "rdi"), "j_rarg1 is rdx, j_rarg5 is rdi");
        assertFalse(secret(s, "rsi") || secret(s, "rcx") || secret(s, "r8") || secret(s, "r9"));
        assertThrows(IllegalArgumentException.class, () -> MachineTaint.entry(List.of(6)),
                "a seventh argument is on the stack: refused, not missed");
    }

    @Test
    void secretsFlowThroughArithmeticIntoTheFlags() {
        MachineTaint.State s = run(List.of(1), "mov r10,rdx", "shr r10,0x3", "and r10d,0xf", "cmp r10d,0x7");
        assertTrue(secret(s, "r10d"));
        assertTrue(s.flags(), "a compare of a value computed from a secret");
        assertFalse(run(List.of(1), "mov r10,rcx", "cmp r10d,0x7").flags(), "a compare of a public argument");
    }

    @Test
    void zeroingAndConstantsMakeARegisterPublic() {
        assertFalse(secret(run(List.of(0), "xor esi,esi"), "rsi"));
        assertFalse(secret(run(List.of(0), "mov esi,0x5"), "rsi"));
        assertTrue(secret(run(List.of(0), "xor esi,edx", "xor edx,esi"), "rdx"), "x ^ y is not zero");
    }

    @Test
    void heapLoadsAreSecretButHeaderWordsAreNot() {
        assertTrue(secret(run(List.of(), "movsx r10d,BYTE PTR [rsi+rcx*1+0x10]"), "r10"), "an array element");
        assertTrue(secret(run(List.of(), "mov r10,QWORD PTR [rsi+0x18]"), "r10"), "a field");
        assertFalse(secret(run(List.of(), "mov r10d,DWORD PTR [rsi+0xc]"), "r10"), "an array's length");
        assertFalse(secret(run(List.of(), "mov r10d,DWORD PTR [r12+r11*8+0xc]"), "r10"),
                "the length of an array through a compressed reference");
        assertFalse(secret(run(List.of(), "mov r10,QWORD PTR [r15+0x348]"), "r10"), "the thread's poll word");
        assertFalse(secret(run(List.of(), "movabs r10,0x7f0000001000", "mov r10,QWORD PTR [rip+0x20]"), "r10"));
    }

    @Test
    void spillsKeepTheirTaintInTheirStackSlot() {
        MachineTaint.State s = run(List.of(1), "mov QWORD PTR [rsp+0x8],rdx", "mov QWORD PTR [rsp+0x10],rcx",
                "xor edx,edx", "mov r10,QWORD PTR [rsp+0x8]", "mov r11,QWORD PTR [rsp+0x10]");
        assertTrue(secret(s, "r10"));
        assertFalse(secret(s, "r11"));
        assertFalse(secret(run(List.of(1), "mov QWORD PTR [rsp+0x8],rdx", "mov QWORD PTR [rsp+0x8],rcx",
                "mov r10,QWORD PTR [rsp+0x8]"), "r10"), "a slot overwritten with a public value");
    }

    @Test
    void selectsAndSetsTakeTheFlagsTaint() {
        assertTrue(secret(run(List.of(1), "test edx,0x1", "cmovne rsi,rcx"), "rsi"));
        assertTrue(secret(run(List.of(1), "test edx,0x1", "setne al"), "rax"));
        assertFalse(secret(run(List.of(1), "test ecx,0x1", "cmovne rsi,r8"), "rsi"));
    }

    @Test
    void leaTakesItsAddressRegistersAndNoMemory() {
        assertTrue(secret(run(List.of(1), "lea r10,[rsi+rdx*4+0x10]"), "r10"));
        assertFalse(secret(run(List.of(1), "lea r10,[rsi+rcx*4+0x10]"), "r10"));
    }

    @Test
    void aCallLeavesOnlyItsResult() {
        MachineTaint.State s = run(List.of(1), "mov r10,rdx", "call 0x2000");
        assertFalse(secret(s, "r10"), "C2 keeps nothing in a register across a call");
        assertTrue(secret(s, "rax"), "the callee's result is not read, so it counts secret");
    }

    @Test
    void aTrapCallHasNoSuccessor() {
        assertNull(run(List.of(), Set.of(0), "call 0x2000"), "nothing after an uncommon trap is reached from it");
    }

    @Test
    void statesJoinAtJumpTargets() {
        // 0x1000 test ecx,ecx; 0x1004 je 0x100c; 0x1008 mov r10,rdx; 0x100c nop: r10 is secret on one path.
        TreeMap<Long, String[]> code = new TreeMap<>(Map.of(
                0x1000L, new String[] {"test", "ecx,ecx"}, 0x1004L, new String[] {"je", "0x100c"},
                0x1008L, new String[] {"mov", "r10,rdx"}, 0x100cL, new String[] {"nop", ""},
                0x1010L, new String[] {"ret", ""}));
        MachineTaint.State s = MachineTaint.analyse(code, MachineTaint.entry(List.of(1)), Set.of()).get(0x1010L);
        assertTrue(secret(s, "r10"));
    }

    @Test
    void aSecretIndexIsNotAReferenceDecode() {
        MachineTaint.State s = run(List.of(1), "mov r11,rdx");
        assertTrue(MachineTaint.secretIndex(MachineTaint.address("r8,QWORD PTR [r9+r11*8+0x10]"), s));
        assertFalse(MachineTaint.secretIndex(MachineTaint.address("r8d,DWORD PTR [r12+r11*8+0x10]"), s),
                "a compressed reference decoded against the heap base");
        assertFalse(MachineTaint.secretIndex(MachineTaint.address("r8,QWORD PTR [r9+0x10]"), s));
    }

    @Test
    void theSecretArgumentsAreReadFromTheSecretMarks() {
        assertEquals(List.of(0, 1), MachineTaint.secretArguments("dev.aesref.internal.gf128.Gf128", "mulX"),
                "mulX(@Secret long hi, @Secret long lo, long[] out), static");
        assertEquals(List.of(1), MachineTaint.secretArguments("dev.aesref.internal.vpaes.Shuffle", "lookup"),
                "lookup(table, @Secret long control); the V128 overload has no mark");
        assertEquals(List.of(), MachineTaint.secretArguments("dev.aesref.mode.Pkcs7", "validMask"));
    }

    /**
     * {@link MachineTaint} reads a load at offset 12 as an array's length, public; with compressed
     * class pointers that is also where an object's first field of four bytes or fewer sits. So no
     * field of the library marked secret may be such a field: every secret field is a long, an
     * array or an object, whose secret bytes are loaded at offset 16 or beyond.
     */
    @Test
    void noSecretFieldCanSitWhereAnArrayLengthIs() throws Exception {
        java.nio.file.Path classes = dev.aesref.harness.LibraryClasses.folder();
        List<String> narrow = new java.util.ArrayList<>();
        try (var files = java.nio.file.Files.walk(classes)) {
            for (java.nio.file.Path f : (Iterable<java.nio.file.Path>) files.filter(p -> p.toString().endsWith(".class"))::iterator) {
                org.objectweb.asm.tree.ClassNode node = new org.objectweb.asm.tree.ClassNode();
                new org.objectweb.asm.ClassReader(java.nio.file.Files.readAllBytes(f)).accept(node,
                        org.objectweb.asm.ClassReader.SKIP_CODE);
                for (org.objectweb.asm.tree.FieldNode field : node.fields) {
                    boolean secret = field.invisibleAnnotations != null && field.invisibleAnnotations.stream()
                            .anyMatch(a -> a.desc.equals("Ldev/aesref/internal/ct/Secret;"));
                    boolean instance = (field.access & org.objectweb.asm.Opcodes.ACC_STATIC) == 0;
                    if (secret && instance && "IZBCSF".contains(field.desc)) {
                        narrow.add(node.name + "." + field.name + " " + field.desc);
                    }
                }
            }
        }
        assertEquals(List.of(), narrow, "secret fields of four bytes or fewer");
    }
}
