package dev.aesref.ctcheck;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.FieldNode;
import org.objectweb.asm.tree.LineNumberNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.analysis.Analyzer;
import org.objectweb.asm.tree.analysis.AnalyzerException;

/**
 * A secret-taint checker over bytecode: reads every class of the audited packages, and reports
 * each place where a value derived from a secret reaches a branch, a switch, an array index, an
 * integer division or remainder, an allocation size, a call outside the audited code (unless the
 * callee is in {@link Rules}' safe list), a parameter declared public, or a field declared public.
 *
 * <p>What is secret (STYLE.md, "Declaring secrets"): the contents of every array that is not a
 * {@code static final} constant table; every primitive parameter, field or method result marked
 * {@code @Secret}; and everything computed from those. A value passed through
 * {@code ConstantTime.declassify(value, reason)} is public, and so is whatever a
 * {@code @ConstantsOnly} method returns (its body is not analysed; a secret argument to it is a
 * finding).
 *
 * <p>The analysis is intraprocedural with per-method summaries: a call to an audited method
 * returns a secret when that method can return one (computed to a fixed point over all methods),
 * and its public parameters are checked at every call site. An abstract method returns a public
 * value unless marked {@code @Secret}; every implementation that returns a secret through an
 * unmarked abstract method is itself a finding. What it cannot see is in docs/constant-time.md.
 */
final class TaintChecker {

    /** What the analysis knows about one method. */
    static final class MethodInfo {
        final ClassNode owner;
        final MethodNode node;
        final boolean[] secretLocal;
        final boolean[] publicParam;
        final Map<AbstractInsnNode, Integer> lines = new IdentityHashMap<>();
        final boolean constantsOnly;
        /** Whether the method can return a secret, its {@code @Secret} parameters taken as secret. */
        boolean returnsSecret;
        /**
         * Whether it can return a secret when every argument it is given is public: then a secret
         * result comes from its own fields, arrays or calls, not from the caller.
         */
        boolean returnsSecretOnPublicArguments;
        /** Set while the method is analysed with its parameters taken as public. */
        boolean assumePublicArguments;

        MethodInfo(ClassNode owner, MethodNode node) {
            this.owner = owner;
            this.node = node;
            Type[] args = Type.getArgumentTypes(node.desc);
            boolean isStatic = (node.access & Opcodes.ACC_STATIC) != 0;
            publicParam = new boolean[args.length];
            secretLocal = new boolean[Math.max(node.maxLocals, 1) + 2];
            int slot = isStatic ? 0 : 1;
            for (int i = 0; i < args.length; i++) {
                boolean secret = node.invisibleParameterAnnotations != null
                        && node.invisibleParameterAnnotations.length > i
                        && Rules.has(node.invisibleParameterAnnotations[i], Rules.SECRET);
                publicParam[i] = !secret;
                if (slot < secretLocal.length) {
                    secretLocal[slot] = secret;
                }
                slot += args[i].getSize();
            }
            constantsOnly = Rules.has(node.invisibleAnnotations, Rules.CONSTANTS_ONLY);
            int line = -1;
            for (AbstractInsnNode insn = node.instructions.getFirst(); insn != null; insn = insn.getNext()) {
                if (insn instanceof LineNumberNode ln) {
                    line = ln.line;
                }
                lines.put(insn, line);
            }
        }

        boolean secretLocal(int local) {
            return !assumePublicArguments && local < secretLocal.length && secretLocal[local];
        }

        /**
         * Marks parameter {@code index} secret because a lambda captures a secret into it; true
         * if it was not marked before.
         */
        boolean markCaptured(int index) {
            if (index >= publicParam.length || !publicParam[index]) {
                return false;
            }
            Type[] args = Type.getArgumentTypes(node.desc);
            int slot = (node.access & Opcodes.ACC_STATIC) != 0 ? 0 : 1;
            for (int i = 0; i < index; i++) {
                slot += args[i].getSize();
            }
            publicParam[index] = false;
            if (slot < secretLocal.length) {
                secretLocal[slot] = true;
            }
            return true;
        }

        String where(AbstractInsnNode insn) {
            return owner.name.replace('/', '.') + "." + node.name + ":" + lines.getOrDefault(insn, -1);
        }

    }

    private final Map<String, ClassNode> classes = new LinkedHashMap<>();
    private final Set<String> skipped;
    private final Map<String, MethodInfo> methods = new LinkedHashMap<>();
    private final Set<Finding> findings = new LinkedHashSet<>();
    private boolean recording;
    /** Set when a lambda's capture marked a parameter secret during a round of the fixed point. */
    private boolean captureMarked;

    /**
     * Reads every class under {@code classDir} whose package is one of {@code packages}, but the
     * classes named in {@code skipped} (binary names) and their nested classes.
     */
    TaintChecker(Path classDir, List<String> packages, Set<String> skipped) {
        this(List.of(classDir), packages, skipped);
    }

    /** Reads every class under the {@code classDirs} whose package is one of {@code packages}. */
    TaintChecker(List<Path> classDirs, List<String> packages) {
        this(classDirs, packages, Set.of());
    }

    TaintChecker(List<Path> classDirs, List<String> packages, Set<String> skipped) {
        this.skipped = skipped;
        for (Path classDir : classDirs) {
            read(classDir, packages);
        }
        for (ClassNode cn : classes.values()) {
            for (MethodNode m : cn.methods) {
                methods.put(key(cn.name, m.name, m.desc), new MethodInfo(cn, m));
            }
        }
    }

    private void read(Path classDir, List<String> packages) {
        try (Stream<Path> files = Files.walk(classDir)) {
            for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".class"))::iterator) {
                String rel = classDir.relativize(f).toString().replace('\\', '/');
                String pkg = rel.contains("/") ? rel.substring(0, rel.lastIndexOf('/')).replace('/', '.') : "";
                String binaryName = rel.substring(0, rel.length() - ".class".length()).replace('/', '.');
                if (!packages.contains(pkg) || rel.endsWith("module-info.class")
                        || skipped.contains(binaryName.split("\\$")[0])) {
                    continue;
                }
                ClassNode cn = new ClassNode();
                new ClassReader(Files.readAllBytes(f)).accept(cn, 0);
                classes.put(cn.name, cn);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The classes read, by internal name. */
    Set<String> classNames() {
        return classes.keySet();
    }

    /** Runs the analysis to a fixed point and returns every finding. */
    List<Finding> run() {
        boolean changed = true;
        int rounds = 0;
        while (changed) {
            changed = false;
            for (MethodInfo m : methods.values()) {
                boolean before = m.returnsSecret;
                boolean beforeOnPublic = m.returnsSecretOnPublicArguments;
                analyze(m);
                m.assumePublicArguments = true;
                boolean marked = m.returnsSecret;
                m.returnsSecret = beforeOnPublic;
                analyze(m);
                m.returnsSecretOnPublicArguments = m.returnsSecret;
                m.returnsSecret = marked;
                m.assumePublicArguments = false;
                changed |= before != m.returnsSecret || beforeOnPublic != m.returnsSecretOnPublicArguments;
            }
            changed |= captureMarked;
            captureMarked = false;
            if (++rounds > 50) {
                throw new IllegalStateException("summaries did not reach a fixed point");
            }
        }
        recording = true;
        for (MethodInfo m : methods.values()) {
            analyze(m);
            checkOverride(m);
        }
        recording = false;
        return new ArrayList<>(findings);
    }

    private void analyze(MethodInfo m) {
        if (m.constantsOnly) {
            m.returnsSecret = false;
            return;
        }
        if ((m.node.access & (Opcodes.ACC_ABSTRACT | Opcodes.ACC_NATIVE)) != 0) {
            m.returnsSecret = Rules.has(m.node.invisibleAnnotations, Rules.SECRET);
            return;
        }
        try {
            new Analyzer<>(new TaintInterpreter(this, m)).analyze(m.owner.name, m.node);
        } catch (AnalyzerException e) {
            throw new IllegalStateException("cannot analyse " + m.where(e.node), e);
        }
    }

    /**
     * An override keeps the promises of the method it overrides, since a call is checked against
     * the method it names: it may not return a secret through a method that returns a public
     * value, nor make one from public arguments where the overridden one does not (the call-site
     * summary trusts that), and a parameter marked {@code @Secret} there is secret here too.
     */
    private void checkOverride(MethodInfo m) {
        if ((m.node.access & Opcodes.ACC_STATIC) != 0 || m.node.name.startsWith("<")) {
            return;
        }
        String self = m.owner.name.replace('/', '.') + "." + m.node.name;
        for (String sup : supertypes(m.owner)) {
            MethodInfo base = methods.get(key(sup, m.node.name, m.node.desc));
            if (base == null || base == m) {
                continue;
            }
            String through = sup.replace('/', '.') + "." + m.node.name;
            if (m.returnsSecret && !base.returnsSecret) {
                findings.add(new Finding("public result", self,
                        "returns a secret through " + through + ", which is not marked @Secret"));
            } else if (m.returnsSecretOnPublicArguments && !base.returnsSecretOnPublicArguments
                    && (base.node.access & (Opcodes.ACC_ABSTRACT | Opcodes.ACC_NATIVE)) == 0) {
                findings.add(new Finding("public result", self,
                        "returns a secret from public arguments through " + through + ", which does not"));
            }
            for (int i = 0; i < m.publicParam.length; i++) {
                if (m.publicParam[i] && !base.publicParam[i]) {
                    findings.add(new Finding("public parameter", self,
                            "parameter " + i + " is not marked @Secret, as it is in " + through));
                }
            }
        }
    }

    void report(MethodInfo m, AbstractInsnNode insn, String kind, String detail) {
        if (recording) {
            findings.add(new Finding(kind, m.where(insn), detail));
        }
    }

    /** The value a GETFIELD or GETSTATIC reads. */
    Taint fieldValue(FieldInsnNode insn, boolean isStatic) {
        Type t = Type.getType(insn.desc);
        FieldNode f = field(insn.owner, insn.name);
        if (t.getSort() == Type.ARRAY) {
            boolean table = isStatic && f != null && (f.access & Opcodes.ACC_FINAL) != 0;
            return new Taint(1, false, true, table);
        }
        if (t.getSort() == Type.OBJECT) {
            return Taint.publicOf(t);
        }
        return Taint.of(t, f != null && Rules.has(f.invisibleAnnotations, Rules.SECRET));
    }

    /** A PUTFIELD or PUTSTATIC: a secret may go only into a field marked {@code @Secret}. */
    void checkStore(FieldInsnNode insn, Taint value, MethodInfo m) {
        if (value.secret) {
            FieldNode f = field(insn.owner, insn.name);
            if (f == null || !Rules.has(f.invisibleAnnotations, Rules.SECRET)) {
                report(m, insn, "public field", insn.owner.replace('/', '.') + "." + insn.name
                        + " is not marked @Secret");
            }
        }
    }

    /** The result of a method call, checking its arguments. */
    Taint call(MethodInsnNode insn, List<? extends Taint> values, MethodInfo caller) {
        Type ret = Type.getReturnType(insn.desc);
        int first = insn.getOpcode() == Opcodes.INVOKESTATIC ? 0 : 1;
        if (insn.owner.equals(Rules.DECLASSIFY_OWNER) && insn.name.equals(Rules.DECLASSIFY_NAME)) {
            return Taint.publicOf(ret);
        }
        MethodInfo callee = resolve(insn.owner, insn.name, insn.desc);
        if (callee != null) {
            boolean secretArgument = false;
            for (int i = first; i < values.size(); i++) {
                if (values.get(i).secret && callee.publicParam[i - first]) {
                    report(caller, insn, "public parameter", "argument " + (i - first) + " of "
                            + callee.owner.name.replace('/', '.') + "." + insn.name);
                }
                secretArgument |= values.get(i).secret;
            }
            // A summary per calling context: with public arguments only, the result is secret
            // only if the callee makes one of its own (an abstract callee's mark stands for all).
            boolean overridable = (callee.node.access & (Opcodes.ACC_ABSTRACT | Opcodes.ACC_NATIVE)) != 0;
            boolean secret = secretArgument || overridable ? callee.returnsSecret
                    : callee.returnsSecretOnPublicArguments;
            return ret == Type.VOID_TYPE ? null : Taint.of(ret, secret);
        }
        boolean anySecret = false;
        boolean readsArray = false;
        for (int i = first; i < values.size(); i++) {
            anySecret |= values.get(i).secret;
            readsArray |= values.get(i).isArray && !values.get(i).publicTable;
        }
        if (Rules.isArrayView(insn.owner, insn.name, insn.desc)) {
            // An access through a byte-array view VarHandle is an array access: (array, index[, value]).
            if (values.get(first + 1).secret) {
                report(caller, insn, "array index", (ret == Type.VOID_TYPE ? "store" : "load")
                        + " through a VarHandle at a secret index");
            }
            return ret == Type.VOID_TYPE ? null : Taint.of(ret, readsArray || values.get(first + 1).secret);
        }
        if (Rules.safeJdk(insn.owner, insn.name, insn.desc)) {
            return Taint.of(ret, anySecret);
        }
        // A Vector API call: the receiver (first = 1) is an operand like the arguments.
        boolean anyOperandSecret = anySecret || (first == 1 && values.get(0).secret);
        if (Rules.isVectorArrayLoad(insn.owner, insn.name, insn.desc)) {
            // (species, array, index): a load of the vector's lanes.
            Taint array = values.get(1);
            Taint index = values.get(2);
            if (index.secret) {
                report(caller, insn, "array index", "vector load at a secret index");
            }
            return Taint.of(ret, index.secret || !array.publicTable);
        }
        if (Rules.isVectorArrayStore(insn.owner, insn.name, insn.desc)) {
            // (vector, array, index): a store of the vector's lanes.
            if (values.get(2).secret) {
                report(caller, insn, "array index", "vector store at a secret index");
            }
            return null;
        }
        if (Rules.safeVectorOp(insn.owner, insn.name, insn.desc)) {
            return Taint.of(ret, anyOperandSecret);
        }
        // Any other JDK method: it may be given a secret operand, or a container with secret
        // contents, only if Rules allows it, and it may write into a constant table only while
        // the table's class is initialised.
        boolean secretContents = false;
        for (int i = 0; i < values.size(); i++) {
            Taint v = values.get(i);
            secretContents |= v != null && v.isArray && !v.publicTable;
            if (v != null && v.isArray && v.publicTable && !caller.node.name.equals("<clinit>")
                    && Rules.writesInto(insn.owner, insn.name, i - first)) {
                report(caller, insn, "table write", "a static final table written at run time by "
                        + insn.owner.replace('/', '.') + "." + insn.name);
            }
        }
        Rules.Allowed allowed = Rules.allowedJdk(insn.owner, insn.name, caller.owner.name + "." + caller.node.name);
        if (allowed == null && (anyOperandSecret || secretContents)) {
            report(caller, insn, "call", insn.owner.replace('/', '.') + "." + insn.name + insn.desc
                    + " is outside the audited code and not on the allow-list (Rules)");
        }
        if (insn.owner.equals(Rules.BYTE_BUFFER) && (insn.name.equals("get") || insn.name.equals("put"))
                && insn.desc.startsWith("(I") && values.get(first).secret) {
            report(caller, insn, "array index", "ByteBuffer." + insn.name + " at a secret index");
        }
        if (ret == Type.VOID_TYPE) {
            return null;
        }
        // What a JDK method computes from secret contents or operands (Arrays.equals on a tag, a
        // BigInteger made from a key) is as secret as they are; a container it returns has
        // secret contents in any case, and a buffer's shape is public.
        boolean shapeOnly = allowed != null && allowed.use() == Rules.JdkUse.SHAPE;
        return Taint.of(ret, !shapeOnly && (anyOperandSecret || secretContents));
    }

    /**
     * An {@code invokedynamic} of the lambda metafactory that captures {@code captured} into the
     * method {@code impl}: a captured secret or container marks the parameter it fills secret
     * (for a bound method reference, the receiver comes first). Returns whether the function
     * object carries a secret: it captures one, or its implementation makes one of its own.
     */
    boolean capture(org.objectweb.asm.Handle impl, List<? extends Taint> captured, MethodInfo caller) {
        MethodInfo target = methods.get(key(impl.getOwner(), impl.getName(), impl.getDesc()));
        boolean secret = false;
        boolean receiver = impl.getTag() != Opcodes.H_INVOKESTATIC && impl.getTag() != Opcodes.H_NEWINVOKESPECIAL;
        for (int i = 0; i < captured.size(); i++) {
            Taint v = captured.get(i);
            boolean carries = v.secret || v.isArray && !v.publicTable;
            secret |= carries;
            int param = receiver ? i - 1 : i;
            if (v.secret && target != null && param >= 0 && target.markCaptured(param)) {
                captureMarked = true;
            }
        }
        return secret || target != null && target.returnsSecretOnPublicArguments;
    }

    private MethodInfo resolve(String owner, String name, String desc) {
        MethodInfo m = methods.get(key(owner, name, desc));
        if (m != null) {
            return m;
        }
        ClassNode cn = classes.get(owner);
        if (cn == null) {
            return null;
        }
        for (String sup : supertypes(cn)) {
            m = methods.get(key(sup, name, desc));
            if (m != null) {
                return m;
            }
        }
        return null;
    }

    private FieldNode field(String owner, String name) {
        for (String c = owner; c != null; ) {
            ClassNode cn = classes.get(c);
            if (cn == null) {
                return null;
            }
            for (FieldNode f : cn.fields) {
                if (f.name.equals(name)) {
                    return f;
                }
            }
            c = cn.superName;
        }
        return null;
    }

    /** Every audited supertype of {@code cn}, nearest first. */
    private List<String> supertypes(ClassNode cn) {
        List<String> out = new ArrayList<>();
        Map<String, Boolean> seen = new HashMap<>();
        List<String> todo = new ArrayList<>();
        if (cn.superName != null) {
            todo.add(cn.superName);
        }
        todo.addAll(cn.interfaces);
        while (!todo.isEmpty()) {
            String s = todo.remove(0);
            ClassNode sc = classes.get(s);
            if (sc == null || seen.put(s, true) != null) {
                continue;
            }
            out.add(s);
            if (sc.superName != null) {
                todo.add(sc.superName);
            }
            todo.addAll(sc.interfaces);
        }
        return out;
    }

    private static String key(String owner, String name, String desc) {
        return owner + "." + name + desc;
    }
}
