package dev.aesref.ctcheck;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What C2 actually emits for the hot constant-time methods: runs {@link C2Driver} with HotSpot's
 * {@code -XX:CompileCommand=print}, takes the machine code of every C2 compilation of the methods
 * asked for, disassembles it with binutils' {@code objdump}, and classifies every conditional jump:
 * <ul>
 *   <li>{@code loop back-edge}: a jump backwards, the bound of a counted loop;</li>
 *   <li>{@code trap: <bytecode>}: a jump to code that calls the uncommon trap, named after the
 *       bytecode whose check it is ({@code *baload}, {@code *iaload}: range and null checks;
 *       {@code *if...}: a branch the profile said was never taken);</li>
 *   <li>{@code safepoint poll}: the return poll, a jump to the safepoint stub;</li>
 *   <li>{@code entry barrier}: on JDK 21 and later, the nmethod entry barrier's test of a
 *       per-thread word the garbage collector arms ({@link #entryBarrier});</li>
 *   <li>{@code inline-cache check}: at the entry of a non-static method, the jump to HotSpot's
 *       {@code ic_miss_stub} when the receiver's class is not the one the call site expected;</li>
 *   <li>{@code loop control}: a forward jump to the instruction after a loop (a loop exit) or into
 *       a later copy of the same loop (the pre-, main- and post-loops C2 makes of a counted loop);</li>
 *   <li>{@code unexplained}: anything else, which a reader has to look at.</li>
 * </ul>
 * Conditional moves and {@code setcc} are listed too, as {@code cmov/setcc (no branch)}: they
 * select without a jump, so their timing does not depend on the condition.
 * HotSpot prints hexadecimal machine code here because Debian's {@code libhsdis0-fcml} exports only
 * the pre-JDK-9 {@code decode_instructions} entry point, which JDK 17 and 25 no longer call; the
 * relocation comments HotSpot prints beside the bytes (traps, polls, calls) are what the classes
 * above are read from.
 *
 * <p>{@link MachineTaint} then says what each one tests: a loop jump, an unexplained jump or a
 * select whose flags are secret becomes a {@link #SECRET_BRANCH} or {@link #SECRET_SELECT}; a
 * pruned branch on a secret gets {@link #SECRET_SUFFIX}; an unexplained jump within the code on
 * public flags is a {@link #PUBLIC_BRANCH}; and any access whose address has a secret index
 * register is listed as a {@link #SECRET_INDEX}, whether or not a range check guards it.
 */
public final class C2Branches {

    /** One conditional jump. */
    public record Jump(String method, long address, String instruction, String kind) {}

    /** The kinds that depend on a secret, as {@link MachineTaint} follows secrets. */
    public static final String SECRET_INDEX = "secret index";
    public static final String SECRET_SELECT = "cmov/setcc on a secret";
    public static final String SECRET_BRANCH = "secret branch";
    public static final String PUBLIC_BRANCH = "public branch";
    public static final String SECRET_SUFFIX = " on a secret";

    private static final Pattern HEX_LINE = Pattern.compile("^  0x([0-9a-f]+): ((?:[0-9a-f]{4} ?\\|? ?)+[0-9a-f]*)\\s*$");
    private static final Pattern COMMENT = Pattern.compile("^  0x([0-9a-f]+): ;(.*)$");
    private static final Pattern OBJDUMP = Pattern.compile("^\\s*([0-9a-f]+):\\t[0-9a-f ]+\\t(\\S+)\\s*(.*)$");

    private C2Branches() {}

    /**
     * Runs the driver, and returns every conditional jump of every C2 compilation of
     * {@code patterns}; appends the disassembly of each compilation to {@code disassembly}, so that
     * a reader can see what a {@code cmov} selects on.
     */
    public static List<Jump> run(List<String> patterns, Path work, StringBuilder disassembly)
            throws IOException, InterruptedException {
        return run(patterns, List.of(), C2Driver.class.getName(), work, disassembly);
    }

    /** {@link #run(List, Path, StringBuilder)} with another driver class and extra JVM flags. */
    public static List<Jump> run(List<String> patterns, List<String> jvmFlags, String driver, Path work,
                                 StringBuilder disassembly) throws IOException, InterruptedException {
        return run(patterns, jvmFlags, driver, System.getProperty("java.class.path"), work, disassembly);
    }

    /** {@link #run(List, List, String, Path, StringBuilder)} on another class path. */
    public static List<Jump> run(List<String> patterns, List<String> jvmFlags, String driver, String classPath,
                                 Path work, StringBuilder disassembly) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:+UnlockDiagnosticVMOptions", "-XX:CompileCommand=quiet",
                // Without on-stack replacement the driver's loops stay in the interpreter, so each
                // small method they call (Gf128.mulX, Pack.loadLong*: under 35 bytes, inlined
                // wherever C1 or C2 compiles a caller) is invoked every time and reaches C2 on its
                // own. With background compilation off, the driver waits for each compilation:
                // HotSpot's queue-length feedback cannot raise the thresholds on a loaded machine,
                // and nothing is still queued when the JVM exits. Without them one CI run found
                // no stand-alone compilation of Gf128.mulX (not reproduced here; the likely race
                // is the driver's loop reaching OSR, mulX inlined, before mulX reached C2).
                "-XX:-UseOnStackReplacement", "-Xbatch"));
        for (String p : patterns) {
            cmd.add("-XX:CompileCommand=print," + p);
        }
        cmd.addAll(jvmFlags);
        cmd.addAll(List.of("-cp", classPath, driver));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        if (!p.waitFor(300, TimeUnit.SECONDS) || p.exitValue() != 0) {
            throw new AssertionError("C2 driver failed: " + out.substring(0, Math.min(2000, out.length())));
        }
        return classify(out, work, disassembly);
    }

    /**
     * The disassembly that {@link #run} writes, by method: the text of each {@code == method}
     * section, the sections of one method (several compilations) concatenated.
     */
    public static java.util.Map<String, String> byMethod(CharSequence disassembly) {
        java.util.Map<String, String> code = new java.util.LinkedHashMap<>();
        for (String section : disassembly.toString().split("(?m)^== ")) {
            if (!section.isEmpty()) {
                int nl = section.indexOf('\n');
                code.merge(section.substring(0, nl), section.substring(nl + 1), String::concat);
            }
        }
        return code;
    }

    /** Parses HotSpot's output and classifies the jumps of every non-OSR C2 compilation in it. */
    static List<Jump> classify(String output, Path work, StringBuilder disassembly)
            throws IOException, InterruptedException {
        List<Jump> jumps = new ArrayList<>();
        String[] sections = output.split("Compiled method \\(");
        for (String s : sections) {
            if (!s.startsWith("c2)")) {
                continue;
            }
            String header = s.substring(0, s.indexOf('\n'));
            if (header.contains(" % ")) {
                continue; // an on-stack-replacement variant; the method is also compiled normally
            }
            // "c2)   1946  421   !   4       dev.aesref.keywrap.Kw::unwrap (110 bytes)": the
            // attribute column (! for exception handlers, s for synchronized) may be filled.
            Matcher name = Pattern.compile("\\s(\\S+::\\S+)").matcher(header);
            String method = name.find() ? name.group(1) : header;
            jumps.addAll(classifyMethod(method, s, work, disassembly));
        }
        return jumps;
    }

    private static List<Jump> classifyMethod(String method, String section, Path work, StringBuilder disassembly)
            throws IOException, InterruptedException {
        int start = section.indexOf("[MachCode]");
        int stub = section.indexOf("[Stub Code]");
        int end = section.indexOf("[/MachCode]");
        if (start < 0 || end < 0) {
            return List.of();
        }
        String code = section.substring(start, stub > 0 ? stub : end);
        // Bytes and relocation comments by address.
        TreeMap<Long, byte[]> chunks = new TreeMap<>();
        TreeMap<Long, String> comments = new TreeMap<>();
        String lastCommentAddr = null;
        for (String line : code.split("\n")) {
            Matcher c = COMMENT.matcher(line);
            if (c.matches()) {
                long a = Long.parseUnsignedLong(c.group(1), 16);
                comments.merge(a, c.group(2).trim(), (x, y) -> x + " " + y);
                lastCommentAddr = c.group(1);
                continue;
            }
            Matcher h = HEX_LINE.matcher(line);
            if (h.matches()) {
                chunks.put(Long.parseUnsignedLong(h.group(1), 16), hex(h.group(2).replaceAll("[ |]", "")));
                lastCommentAddr = null;
            } else if (lastCommentAddr != null && line.trim().startsWith(";")) {
                comments.merge(Long.parseUnsignedLong(lastCommentAddr, 16), line.trim().substring(1).trim(),
                        (x, y) -> x + " " + y);
            }
        }
        if (chunks.isEmpty()) {
            return List.of();
        }
        long base = chunks.firstKey();
        long last = chunks.lastKey() + chunks.lastEntry().getValue().length;
        byte[] all = new byte[(int) (last - base)];
        for (Map.Entry<Long, byte[]> e : chunks.entrySet()) {
            System.arraycopy(e.getValue(), 0, all, (int) (e.getKey() - base), e.getValue().length);
        }
        Path bin = Files.createTempFile(work, "c2-", ".bin");
        Files.write(bin, all);
        Process p = new ProcessBuilder("objdump", "-D", "-b", "binary", "-m", "i386:x86-64", "-M", "intel",
                "--adjust-vma=0x" + Long.toHexString(base), bin.toString()).redirectErrorStream(true).start();
        String dis = new String(p.getInputStream().readAllBytes());
        p.waitFor(60, TimeUnit.SECONDS);
        Files.delete(bin);
        disassembly.append("== ").append(method).append('\n');
        TreeMap<Long, String[]> insns = new TreeMap<>();
        for (String line : dis.split("\n")) {
            Matcher m = OBJDUMP.matcher(line);
            if (m.matches()) {
                long a = Long.parseUnsignedLong(m.group(1), 16);
                insns.put(a, new String[] {m.group(2), m.group(3)});
                String c = comments.get(a);
                disassembly.append(line).append(c == null ? "" : "\t; " + c).append('\n');
            }
        }
        List<Long> backEdgeEnds = new ArrayList<>();
        for (Map.Entry<Long, String[]> e : insns.entrySet()) {
            String op = e.getValue()[0];
            Long target = target(e.getValue()[1]);
            if (op.startsWith("j") && target != null && target >= base && target < e.getKey()) {
                Map.Entry<Long, String[]> next = insns.higherEntry(e.getKey());
                if (next != null) {
                    backEdgeEnds.add(next.getKey());
                }
            }
        }
        int sep = method.indexOf("::");
        java.util.Set<Long> traps = new java.util.HashSet<>();
        for (Map.Entry<Long, String[]> e : insns.entrySet()) {
            if (e.getValue()[0].equals("call") && commentsNear(comments, e.getKey()).contains("UncommonTrapBlob")) {
                traps.add(e.getKey());
            }
        }
        Map<Long, MachineTaint.State> taint = MachineTaint.analyse(insns, MachineTaint.entry(
                MachineTaint.secretArguments(method.substring(0, sep), method.substring(sep + 2))), traps);
        List<Jump> out = new ArrayList<>();
        for (Map.Entry<Long, String[]> e : insns.entrySet()) {
            String op = e.getValue()[0];
            MachineTaint.State state = taint.get(e.getKey());
            boolean secretFlags = state != null && state.flags();
            if (state != null && !op.equals("lea") && !op.startsWith("nop")
                    && MachineTaint.secretIndex(MachineTaint.address(e.getValue()[1]), state)) {
                // An access at an address computed from a secret: a table lookup, with or without
                // the range check C2 may have proven away.
                out.add(new Jump(method, e.getKey(), op + " " + e.getValue()[1], SECRET_INDEX));
            }
            if (op.startsWith("cmov") || (op.startsWith("set") && op.length() <= 6)) {
                // Branch-free selection: its timing does not depend on the condition, but a
                // selection on a secret is a branch in the source that C2 happened to compile
                // without a jump, and the next compilation may not.
                out.add(new Jump(method, e.getKey(), op + " " + e.getValue()[1],
                        secretFlags ? SECRET_SELECT : "cmov/setcc (no branch)"));
                continue;
            }
            if (!op.startsWith("j") || op.equals("jmp")) {
                continue;
            }
            Long target = target(e.getValue()[1]);
            String kind;
            if (target == null) {
                kind = "unexplained";
            } else if (target < base || target >= last) {
                // Out of this compilation: the entry's receiver-class check of a non-static method.
                kind = inlineCacheCheck(e.getKey(), insns, comments) ? "inline-cache check" : "unexplained";
            } else if (entryBarrier(e.getKey(), target, insns)) {
                kind = "entry barrier";
            } else if (target < e.getKey()) {
                kind = "loop back-edge";
            } else {
                kind = forward(method, target, insns, comments, backEdgeEnds, base, last, 0);
            }
            if (secretFlags && kind.startsWith("trap: if")) {
                // A branch C2 pruned by profile, on a secret: allowed only where it is listed exactly.
                kind += SECRET_SUFFIX;
            }
            boolean inside = target != null && target >= base && target < last;
            if (state != null && inside && (kind.equals("loop back-edge") || kind.equals("loop control")
                    || kind.equals("unexplained"))) {
                if (secretFlags) {
                    // A jump that leaves a loop on a secret (an early exit) looks like loop control.
                    kind = SECRET_BRANCH + " (" + kind + ")";
                } else if (kind.equals("unexplained")) {
                    // Flags set from parameters not marked secret, constants and array lengths only:
                    // a branch on a length, an offset or a mode, which the source may take.
                    kind = PUBLIC_BRANCH;
                }
            }
            String where = op + " " + e.getValue()[1];
            if (kind.equals("unexplained") && target != null) {
                StringBuilder ctx = new StringBuilder(" [at target:");
                Map.Entry<Long, String[]> t = insns.ceilingEntry(target);
                for (int k = 0; k < 4 && t != null; k++, t = insns.higherEntry(t.getKey())) {
                    ctx.append(' ').append(t.getValue()[0]).append(' ').append(t.getValue()[1]).append(';');
                }
                where += ctx + "]";
            }
            out.add(new Jump(method, e.getKey(), where, kind));
        }
        return out;
    }

    /**
     * The receiver check at the unverified entry of a non-static method: a jump out of the
     * compilation to HotSpot's {@code ic_miss_stub} when the receiver's class is not the one the
     * call site cached. JDK 17 prints the stub's name beside the jump; JDK 25 does not, and its
     * check is recognised by its shape: the receiver's class word loaded ({@code mov r10d,
     * DWORD PTR [rsi+0x8]}, rsi the receiver) and compared with the cached one ({@code cmp r10d,
     * DWORD PTR [rax+0x8]}) right before the jump.
     */
    private static boolean inlineCacheCheck(long at, TreeMap<Long, String[]> insns, TreeMap<Long, String> comments) {
        if (commentsNear(comments, at).contains("ic_miss_stub")) {
            return true;
        }
        Map.Entry<Long, String[]> cmp = insns.lowerEntry(at);
        Map.Entry<Long, String[]> load = cmp == null ? null : insns.lowerEntry(cmp.getKey());
        return load != null && cmp.getValue()[0].equals("cmp") && cmp.getValue()[1].equals("r10d,DWORD PTR [rax+0x8]")
                && load.getValue()[0].equals("mov") && load.getValue()[1].equals("r10d,DWORD PTR [rsi+0x8]");
    }

    /**
     * The nmethod entry barrier of JDK 21 and later: at the entry, {@code cmp DWORD PTR [r15+d], imm}
     * (r15 is the current thread) compares a per-thread word with the value the garbage collector
     * armed, and {@code jne} goes to an out-of-line {@code call} of the barrier stub followed by a
     * {@code jmp} straight back to the instruction after the {@code jne}. It depends on the GC's
     * phase, not on any argument.
     */
    private static boolean entryBarrier(long at, long target, TreeMap<Long, String[]> insns) {
        Map.Entry<Long, String[]> before = insns.lowerEntry(at);
        Map.Entry<Long, String[]> after = insns.higherEntry(at);
        Map.Entry<Long, String[]> call = insns.ceilingEntry(target);
        if (before == null || after == null || call == null || call.getKey() != target) {
            return false;
        }
        Map.Entry<Long, String[]> back = insns.higherEntry(call.getKey());
        return before.getValue()[0].equals("cmp") && before.getValue()[1].startsWith("DWORD PTR [r15+")
                && call.getValue()[0].equals("call") && back != null && back.getValue()[0].equals("jmp")
                && after.getKey().equals(target(back.getValue()[1]));
    }

    /** Follows straight-line code from {@code target} to the first call, jump or return. */
    private static String forward(String compiled, long target, TreeMap<Long, String[]> insns,
                                  TreeMap<Long, String> comments, List<Long> backEdgeEnds, long start, long end,
                                  int depth) {
        if (backEdgeEnds.contains(target)) {
            return "loop control";
        }
        for (Map.Entry<Long, String[]> e = insns.ceilingEntry(target); e != null && e.getKey() < end;
                e = insns.higherEntry(e.getKey())) {
            String op = e.getValue()[0];
            if (op.equals("call")) {
                String c = commentsNear(comments, e.getKey());
                if (c.contains("UncommonTrapBlob")) {
                    // ";*ifne {reexecute=...} ; - (reexecute) dev.aesref.internal.ct.ConstantTime::equal@47 (line 47)":
                    // the bytecode, and where it is in the innermost method (the first frame listed).
                    Matcher m = Pattern.compile("\\*([a-z_0-9]+)").matcher(c);
                    String bytecode = m.find() ? m.group(1) : "?";
                    Matcher at = Pattern.compile(" - (?:\\(reexecute\\) )?([\\w.$]+::[\\w$<>]+)@(\\d+)").matcher(c);
                    if (!at.find()) {
                        return "trap: " + bytecode;
                    }
                    // The frame is named when it is not the compiled method: a method inlined into it.
                    String frame = at.group(1).equals(compiled) ? "" : " in " + at.group(1).replaceAll("^.*\\.", "");
                    return "trap: " + bytecode + " @" + at.group(2) + frame;
                }
                return "unexplained";
            }
            if (op.equals("jmp")) {
                String c = commentsNear(comments, e.getKey());
                if (c.contains("SafepointBlob")) {
                    return "safepoint poll";
                }
                Long t = target(e.getValue()[1]);
                return t != null && t >= start && t < target ? "loop control" : "unexplained";
            }
            if (op.startsWith("j") && depth < 4) {
                // A guard that leads straight to another loop guard: the entry checks of the pre-,
                // main- and post-loop copies of one counted loop.
                Long t = target(e.getValue()[1]);
                if (t != null && t >= start && (t < e.getKey()
                        || forward(compiled, t, insns, comments, backEdgeEnds, start, end, depth + 1).equals("loop control"))) {
                    return "loop control";
                }
                return "unexplained";
            }
            if (op.startsWith("j") || op.startsWith("ret")) {
                return "unexplained";
            }
        }
        return "unexplained";
    }

    /** The relocation comments printed at {@code address} and the next few bytes. */
    private static String commentsNear(TreeMap<Long, String> comments, long address) {
        StringBuilder b = new StringBuilder();
        for (Map.Entry<Long, String> c : comments.subMap(address - 4, true, address + 8, true).entrySet()) {
            b.append(c.getValue()).append(' ');
        }
        return b.toString();
    }

    static Long target(String operands) {
        Matcher m = Pattern.compile("^0x([0-9a-f]+)").matcher(operands.trim());
        return m.find() ? Long.parseUnsignedLong(m.group(1), 16) : null;
    }

    private static byte[] hex(String s) {
        byte[] b = new byte[s.length() / 2];
        for (int i = 0; i < b.length; i++) {
            b[i] = (byte) Integer.parseInt(s.substring(2 * i, 2 * i + 2), 16);
        }
        return b;
    }
}
