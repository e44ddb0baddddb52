package dev.aesref.ctcheck;

import java.util.ArrayDeque;
import java.util.BitSet;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AnnotationNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.MethodNode;

/**
 * Which registers hold secret data at each instruction of one C2 compilation: a forward data-flow
 * over the x86-64 disassembly (Intel syntax, as {@link C2Branches} gets it from {@code objdump}),
 * so that the machine-code check can tell a jump, a {@code cmov} or an indexed load that depends on
 * a secret from one that depends on a length or a loop counter.
 *
 * <p>What is secret:
 * <ul>
 *   <li>at entry, the registers of the parameters marked {@code @Secret}. HotSpot's Java calling
 *       convention on x86-64 passes the first six integer, long and reference arguments, the
 *       receiver first, in {@code rsi, rdx, rcx, r8, r9, rdi} ({@code j_rarg0..5},
 *       {@code sharedRuntime_x86_64.cpp}); a secret parameter past the sixth is refused
 *       ({@link #entry});</li>
 *   <li>every load from the heap: array elements and object fields alike (the machine code does
 *       not say which field it reads), except the two header words a check needs, the class word
 *       at offset 8 and an array's length at offset 12 (compressed class pointers, the default of
 *       JDK 17 and 25);</li>
 *   <li>whatever is computed from a secret, and a stack slot a secret was spilled to;</li>
 *   <li>the return value of a call that was not inlined (its callee is not read here). Other
 *       registers are dead after a call: C2 keeps no value in a register across one.</li>
 * </ul>
 * What is public: constants, the other parameters, loop counters derived from them, and the
 * thread register {@code r15}. The flags are secret when the instruction that last set them read
 * a secret. An instruction this class does not know writes the union of its operands into its
 * first operand and the flags, which errs towards "secret".
 *
 * <p>States are joined at every jump target and iterated to a fixed point; the lattice is finite
 * (registers, flags, stack slots), so the iteration ends.
 */
final class MachineTaint {

    /** The 16 general registers by family, the 32 vector registers, then the flags. */
    private static final int VECTORS = 16;
    private static final int FLAGS = 48;
    private static final String[][] GENERAL = {
        {"rax", "eax", "ax", "al", "ah"}, {"rcx", "ecx", "cx", "cl", "ch"}, {"rdx", "edx", "dx", "dl", "dh"},
        {"rbx", "ebx", "bx", "bl", "bh"}, {"rsp", "esp", "sp", "spl"}, {"rbp", "ebp", "bp", "bpl"},
        {"rsi", "esi", "si", "sil"}, {"rdi", "edi", "di", "dil"}};
    private static final Map<String, Integer> REGISTERS = new HashMap<>();

    static {
        for (int r = 0; r < GENERAL.length; r++) {
            for (String name : GENERAL[r]) {
                REGISTERS.put(name, r);
            }
        }
        for (int r = 8; r < 16; r++) {
            for (String suffix : new String[] {"", "d", "w", "b", "l"}) {
                REGISTERS.put("r" + r + suffix, r);
            }
        }
        for (int v = 0; v < 32; v++) {
            for (String prefix : new String[] {"xmm", "ymm", "zmm"}) {
                REGISTERS.put(prefix + v, VECTORS + v);
            }
        }
    }

    /** HotSpot's Java argument registers on x86-64, {@code j_rarg0..5}, by register number. */
    static final int[] JAVA_ARGUMENTS = {6, 2, 1, 8, 9, 7};

    private static final int RAX = 0;
    private static final int RDX = 2;
    private static final int RSP = 4;
    private static final int R12 = 12;
    private static final int R15 = 15;

    private static final Pattern MEMORY = Pattern.compile("\\[([^\\]]*)\\]");

    /** Register taint and flags as bits, and the secret stack slots by their offset from rsp. */
    record State(BitSet registers, TreeSet<Long> stack) {
        State copy() {
            return new State((BitSet) registers.clone(), new TreeSet<>(stack));
        }

        boolean join(State other) {
            int before = registers.cardinality() + stack.size();
            registers.or(other.registers);
            stack.addAll(other.stack);
            return registers.cardinality() + stack.size() != before;
        }

        boolean flags() {
            return registers.get(FLAGS);
        }
    }

    /** A memory operand: base and index register numbers (or -1), scale and displacement. */
    record Address(int base, int index, int scale, long displacement, boolean ripRelative) {}

    private MachineTaint() {}

    /**
     * The Java argument positions of {@code owner::name}'s parameters marked {@code @Secret}, the
     * receiver of an instance method being position 0; for an overloaded name, those of every
     * overload (more secrets can only flag more).
     */
    static List<Integer> secretArguments(String owner, String name) {
        String resource = "/" + owner.replace('.', '/') + ".class";
        ClassNode node = new ClassNode();
        try (java.io.InputStream in = MachineTaint.class.getResourceAsStream(resource)) {
            if (in == null) {
                return List.of(); // not on this class path (a hand-assembled test): only its loads are secret
            }
            new ClassReader(in).accept(node, ClassReader.SKIP_CODE);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        TreeSet<Integer> positions = new TreeSet<>();
        for (MethodNode m : node.methods) {
            if (!m.name.equals(name) || m.invisibleParameterAnnotations == null) {
                continue;
            }
            int receiver = (m.access & Opcodes.ACC_STATIC) != 0 ? 0 : 1;
            for (int p = 0; p < m.invisibleParameterAnnotations.length; p++) {
                List<AnnotationNode> marks = m.invisibleParameterAnnotations[p];
                if (marks != null && marks.stream().anyMatch(a -> a.desc.equals(SECRET))) {
                    positions.add(p + receiver);
                }
            }
        }
        return List.copyOf(positions);
    }

    private static final String SECRET = "Ldev/aesref/internal/ct/Secret;";

    /**
     * The state on entry of a method whose parameters at {@code secretArguments} (Java argument
     * positions, the receiver of an instance method counted as position 0) are secret.
     */
    static State entry(List<Integer> secretArguments) {
        BitSet r = new BitSet();
        for (int position : secretArguments) {
            if (position >= JAVA_ARGUMENTS.length) {
                throw new IllegalArgumentException("a secret argument past the sixth is passed on the stack, which "
                        + "this analysis does not follow: argument " + position);
            }
            r.set(JAVA_ARGUMENTS[position]);
        }
        return new State(r, new TreeSet<>());
    }

    /**
     * The state before each instruction of {@code insns} (address to mnemonic and operands),
     * starting from {@code entry} at the first one. The calls at {@code noReturn} do not come back
     * (HotSpot's uncommon trap deoptimises the frame). Instructions that no path reaches are absent.
     */
    static Map<Long, State> analyse(TreeMap<Long, String[]> insns, State entry, java.util.Set<Long> noReturn) {
        Map<Long, State> before = new HashMap<>();
        if (insns.isEmpty()) {
            return before;
        }
        Deque<Long> work = new ArrayDeque<>();
        before.put(insns.firstKey(), entry.copy());
        work.add(insns.firstKey());
        while (!work.isEmpty()) {
            long at = work.poll();
            String[] insn = insns.get(at);
            State out = before.get(at).copy();
            step(insn[0], insn[1], out);
            for (long next : noReturn.contains(at) ? List.<Long>of() : successors(at, insn, insns)) {
                State known = before.get(next);
                if (known == null) {
                    before.put(next, out.copy());
                    work.add(next);
                } else if (known.join(out)) {
                    work.add(next);
                }
            }
        }
        return before;
    }

    private static List<Long> successors(long at, String[] insn, TreeMap<Long, String[]> insns) {
        String op = insn[0];
        Map.Entry<Long, String[]> next = insns.higherEntry(at);
        Long target = C2Branches.target(insn[1]);
        boolean inside = target != null && insns.containsKey(target);
        if (op.equals("jmp")) {
            return inside ? List.of(target) : List.of();
        }
        if (op.startsWith("ret") || op.equals("hlt")) {
            return List.of();
        }
        if (op.startsWith("j") && inside) {
            return next == null ? List.of(target) : List.of(target, next.getKey());
        }
        return next == null ? List.of() : List.of(next.getKey());
    }

    /** The register number of an operand that is a register, else -1. */
    static int register(String operand) {
        Integer r = REGISTERS.get(operand.trim());
        return r == null ? -1 : r;
    }

    /** The memory operand among {@code operands}, if any. */
    static Address address(String operands) {
        Matcher m = MEMORY.matcher(operands);
        if (!m.find()) {
            return null;
        }
        int base = -1;
        int index = -1;
        int scale = 1;
        long displacement = 0;
        boolean rip = false;
        for (String term : m.group(1).replace("-", "+-").split("\\+")) {
            term = term.trim();
            if (term.isEmpty()) {
                continue;
            }
            if (term.equals("rip")) {
                rip = true;
            } else if (term.contains("*")) {
                index = register(term.substring(0, term.indexOf('*')));
                scale = Integer.parseInt(term.substring(term.indexOf('*') + 1));
            } else if (register(term) >= 0) {
                base = register(term);
            } else {
                boolean negative = term.startsWith("-");
                long v = Long.parseUnsignedLong(term.replace("-", "").replace("0x", ""), 16);
                displacement += negative ? -v : v;
            }
        }
        return new Address(base, index, scale, displacement, rip);
    }

    /**
     * True if the index of {@code a} is secret in {@code s}: an address computed from a secret.
     * A compressed reference decoded against the heap base ({@code [r12+reg*8+d]}) is not an
     * index: the register holds a reference, which is loaded from the heap and so counted secret.
     */
    static boolean secretIndex(Address a, State s) {
        if (a == null || a.index() < 0) {
            return false;
        }
        if (a.base() == R12 && a.scale() == 8) {
            return false;
        }
        return s.registers().get(a.index());
    }

    /** The taint of reading memory operand {@code a} in state {@code s}. */
    private static boolean load(Address a, State s) {
        if (a.ripRelative()) {
            return false; // a constant in the code
        }
        if (a.base() == RSP && a.index() < 0) {
            return s.stack().contains(a.displacement());
        }
        if (a.base() == R15) {
            return false; // the current thread's fields: polls, barriers, the stack limit
        }
        boolean header = a.displacement() == 8 || a.displacement() == 12;
        if (header && (a.index() < 0 || a.base() == R12 && a.scale() == 8)) {
            // The class word, and an array's length, of a reference or of a compressed reference
            // decoded against the heap base.
            return false;
        }
        return true;
    }

    /** The taint of one operand (a register, memory, or an immediate). */
    private static boolean read(String operand, State s) {
        operand = operand.trim();
        if (operand.contains("[")) {
            return load(address(operand), s);
        }
        int r = register(operand);
        return r >= 0 && s.registers().get(r);
    }

    private static void write(String operand, boolean secret, State s) {
        operand = operand.trim();
        if (operand.contains("[")) {
            Address a = address(operand);
            if (a.base() == RSP && a.index() < 0) {
                if (secret) {
                    s.stack().add(a.displacement());
                } else {
                    s.stack().remove(a.displacement());
                }
            }
            return; // a store to the heap makes nothing else secret here
        }
        int r = register(operand);
        if (r >= 0) {
            s.registers().set(r, secret);
        }
    }

    /** Splits operands at the commas outside brackets. */
    static String[] operands(String text) {
        java.util.List<String> out = new java.util.ArrayList<>();
        int depth = 0;
        int start = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '[') {
                depth++;
            } else if (c == ']') {
                depth--;
            } else if (c == ',' && depth == 0) {
                out.add(text.substring(start, i).trim());
                start = i + 1;
            }
        }
        if (!text.isBlank()) {
            out.add(text.substring(start).trim());
        }
        return out.toArray(new String[0]);
    }

    /** Instructions that change no register this analysis follows, nor the flags. */
    private static final java.util.Set<String> NO_EFFECT = java.util.Set.of("hlt", "vzeroupper", "lock", "int3",
            "push", "data16");

    /** Instructions that only set the flags from their operands. */
    private static final java.util.Set<String> COMPARES = java.util.Set.of("cmp", "test", "bt", "ptest", "vptest",
            "ucomisd", "ucomiss", "comisd", "comiss", "vucomisd", "vucomiss");

    /** Instructions that copy their source into their destination and leave the flags alone. */
    private static final java.util.Set<String> MOVES = java.util.Set.of("mov", "movabs", "movsx", "movsxd", "movzx",
            "movd", "movq", "movss", "movsd", "movaps", "movups", "movdqa", "movdqu", "vmovd", "vmovq", "vmovss",
            "vmovsd", "vmovaps", "vmovups", "vmovapd", "vmovupd", "vmovdqa", "vmovdqu", "vmovdqu8", "vmovdqu16",
            "vmovdqu32", "vmovdqu64", "vpbroadcastb", "vpbroadcastd", "vpbroadcastq", "vbroadcastss");

    /** Applies one instruction to {@code s}. */
    static void step(String op, String text, State s) {
        // objdump appends a symbol or a comment after some operands: "0x7f... <foo>", "# 0x..."
        String[] o = operands(text.replaceAll("\\s*(#|<).*$", ""));
        BitSet r = s.registers();
        if (op.startsWith("j") || op.startsWith("nop") || op.startsWith("ret") || op.startsWith("prefetch")
                || NO_EFFECT.contains(op)) {
            return;
        }
        if (op.equals("call")) {
            r.clear(); // C2 keeps no value in a register across a call
            r.set(RAX); // the return value of a callee this analysis does not read
            r.set(FLAGS);
            return;
        }
        if (op.equals("pop")) {
            write(o[0], false, s); // only the frame pointer, restored at the exit
            return;
        }
        if (COMPARES.contains(op)) {
            r.set(FLAGS, readAny(o, 0, s));
            return;
        }
        if (op.startsWith("cmov")) {
            write(o[0], read(o[0], s) | read(o[1], s) | s.flags(), s);
            return;
        }
        if (op.startsWith("set") && o.length == 1) {
            write(o[0], s.flags(), s);
            return;
        }
        if (op.equals("lea")) {
            Address a = address(o[1]);
            write(o[0], a.base() >= 0 && r.get(a.base()) || a.index() >= 0 && r.get(a.index()), s);
            return;
        }
        if (MOVES.contains(op) && o.length == 2) {
            write(o[0], read(o[1], s), s);
            return;
        }
        boolean vex = op.startsWith("v") || op.startsWith("p");
        if (o.length >= 2 && op.matches("v?p?xor[a-z]*|sub|sbb|v?psub[a-z]*")
                && o[o.length - 1].equals(o[o.length - 2]) && !o[o.length - 1].contains("[")) {
            write(o[0], false, s); // x ^ x, x - x: zero whatever x is
            if (!vex) {
                r.set(FLAGS, false);
            }
            return;
        }
        if (op.equals("xchg") && o.length == 2) {
            boolean a = read(o[0], s);
            boolean b = read(o[1], s);
            write(o[0], b, s);
            write(o[1], a, s);
            return;
        }
        if (o.length == 0) {
            // cdq, cqo, cdqe and the like: rax and rdx from rax. Assume the worst.
            r.set(FLAGS);
            r.set(RAX);
            r.set(RDX);
            return;
        }
        // Arithmetic, logic, shifts, vector operations: the result and the flags depend on every
        // source operand; in the two-operand forms the destination is a source too.
        boolean threeOperand = vex || op.matches("andn|bzhi|sarx|shlx|shrx|rorx") || op.equals("imul") && o.length == 3;
        boolean t = readAny(o, threeOperand ? 1 : 0, s);
        write(o[0], t, s);
        if (!vex) {
            r.set(FLAGS, t);
        }
    }

    private static boolean readAny(String[] operands, int from, State s) {
        boolean t = false;
        for (int i = from; i < operands.length; i++) {
            t |= read(operands[i], s);
        }
        return t;
    }
}
