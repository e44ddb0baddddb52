package dev.aesref.ctcheck;

import java.util.List;
import org.objectweb.asm.Handle;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.InvokeDynamicInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.TryCatchBlockNode;
import org.objectweb.asm.tree.analysis.AnalyzerException;
import org.objectweb.asm.tree.analysis.Frame;
import org.objectweb.asm.tree.analysis.Interpreter;

/**
 * The transfer functions of the secret-taint analysis, for ASM's data-flow {@code Analyzer}: how
 * each JVM instruction moves taint from its operands to its result, and which operands are sinks
 * (a branch condition, a switch key, an array index, a divisor or dividend, an allocation size,
 * an argument of a call outside the audited code). A secret operand at a sink is reported to the
 * {@link TaintChecker}. See {@link Taint} for what a value records.
 */
final class TaintInterpreter extends Interpreter<Taint> {

    private final TaintChecker checker;
    private final TaintChecker.MethodInfo method;

    TaintInterpreter(TaintChecker checker, TaintChecker.MethodInfo method) {
        super(Opcodes.ASM9);
        this.checker = checker;
        this.method = method;
    }

    private void sink(AbstractInsnNode insn, String kind, String detail) {
        checker.report(method, insn, kind, detail);
    }

    @Override
    public Taint newValue(Type type) {
        if (type == null) {
            return Taint.UNINITIALIZED;
        }
        if (type == Type.VOID_TYPE) {
            return null;
        }
        return Taint.publicOf(type);
    }

    @Override
    public Taint newParameterValue(boolean isInstanceMethod, int local, Type type) {
        return Taint.of(type, method.secretLocal(local));
    }

    @Override
    public Taint newExceptionValue(TryCatchBlockNode tryCatch, Frame<Taint> frame, Type type) {
        return Taint.publicOf(type);
    }

    @Override
    public Taint newOperation(AbstractInsnNode insn) {
        switch (insn.getOpcode()) {
            case Opcodes.LCONST_0, Opcodes.LCONST_1, Opcodes.DCONST_0, Opcodes.DCONST_1:
                return Taint.primitive(2, false);
            case Opcodes.LDC: {
                Object c = ((org.objectweb.asm.tree.LdcInsnNode) insn).cst;
                return Taint.primitive(c instanceof Long || c instanceof Double ? 2 : 1, false);
            }
            case Opcodes.GETSTATIC:
                return checker.fieldValue((FieldInsnNode) insn, true);
            default:
                return Taint.primitive(1, false);
        }
    }

    @Override
    public Taint copyOperation(AbstractInsnNode insn, Taint value) {
        return value;
    }

    @Override
    public Taint unaryOperation(AbstractInsnNode insn, Taint value) throws AnalyzerException {
        int op = insn.getOpcode();
        switch (op) {
            case Opcodes.IFEQ, Opcodes.IFNE, Opcodes.IFLT, Opcodes.IFGE, Opcodes.IFGT, Opcodes.IFLE:
                if (value.secret) {
                    sink(insn, "branch", "if on a secret");
                }
                return null;
            case Opcodes.TABLESWITCH, Opcodes.LOOKUPSWITCH:
                if (value.secret) {
                    sink(insn, "switch", "switch on a secret");
                }
                return null;
            case Opcodes.IFNULL, Opcodes.IFNONNULL, Opcodes.ATHROW, Opcodes.MONITORENTER,
                    Opcodes.MONITOREXIT:
                return null;
            case Opcodes.IRETURN, Opcodes.LRETURN, Opcodes.FRETURN, Opcodes.DRETURN, Opcodes.ARETURN:
                return null;
            case Opcodes.PUTSTATIC:
                checker.checkStore((FieldInsnNode) insn, value, method);
                return null;
            case Opcodes.GETFIELD:
                return checker.fieldValue((FieldInsnNode) insn, false);
            case Opcodes.NEWARRAY, Opcodes.ANEWARRAY:
                if (value.secret) {
                    sink(insn, "allocation", "array size from a secret");
                }
                return new Taint(1, false, true, false);
            case Opcodes.ARRAYLENGTH, Opcodes.INSTANCEOF:
                return Taint.primitive(1, false);
            case Opcodes.CHECKCAST: {
                // (byte[]) array.clone(): a container again, whatever the Object in between was.
                Type to = Type.getObjectType(((org.objectweb.asm.tree.TypeInsnNode) insn).desc);
                return Rules.isContainer(to) && !value.isArray ? Taint.of(to, false) : value;
            }
            case Opcodes.I2L, Opcodes.I2D, Opcodes.F2L, Opcodes.F2D, Opcodes.LNEG, Opcodes.DNEG:
                return Taint.primitive(2, value.secret);
            case Opcodes.L2I, Opcodes.L2F, Opcodes.D2I, Opcodes.D2F:
                return Taint.primitive(1, value.secret);
            default: // INEG, FNEG, IINC, I2F, F2I, I2B, I2C, I2S: same size as the operand
                return Taint.primitive(value.size, value.secret);
        }
    }

    @Override
    public Taint binaryOperation(AbstractInsnNode insn, Taint v1, Taint v2) {
        int op = insn.getOpcode();
        switch (op) {
            case Opcodes.IALOAD, Opcodes.BALOAD, Opcodes.CALOAD, Opcodes.SALOAD, Opcodes.FALOAD,
                    Opcodes.LALOAD, Opcodes.DALOAD, Opcodes.AALOAD: {
                if (v2.secret) {
                    sink(insn, "array index", "load at a secret index");
                }
                boolean secret = v2.secret || !v1.publicTable;
                if (op == Opcodes.AALOAD) {
                    return new Taint(1, false, true, v1.publicTable && !v2.secret);
                }
                int size = (op == Opcodes.LALOAD || op == Opcodes.DALOAD) ? 2 : 1;
                return Taint.primitive(size, secret);
            }
            case Opcodes.IDIV, Opcodes.IREM, Opcodes.LDIV, Opcodes.LREM:
                if (v1.secret || v2.secret) {
                    sink(insn, "division", "integer division or remainder of a secret");
                }
                return Taint.primitive(op == Opcodes.LDIV || op == Opcodes.LREM ? 2 : 1,
                        v1.secret || v2.secret);
            case Opcodes.IF_ICMPEQ, Opcodes.IF_ICMPNE, Opcodes.IF_ICMPLT, Opcodes.IF_ICMPGE,
                    Opcodes.IF_ICMPGT, Opcodes.IF_ICMPLE:
                if (v1.secret || v2.secret) {
                    sink(insn, "branch", "comparison of a secret");
                }
                return null;
            case Opcodes.IF_ACMPEQ, Opcodes.IF_ACMPNE:
                return null;
            case Opcodes.PUTFIELD:
                checker.checkStore((FieldInsnNode) insn, v2, method);
                return null;
            case Opcodes.LCMP, Opcodes.FCMPL, Opcodes.FCMPG, Opcodes.DCMPL, Opcodes.DCMPG:
                return Taint.primitive(1, v1.secret || v2.secret);
            case Opcodes.LADD, Opcodes.LSUB, Opcodes.LMUL, Opcodes.LAND, Opcodes.LOR, Opcodes.LXOR,
                    Opcodes.LSHL, Opcodes.LSHR, Opcodes.LUSHR, Opcodes.DADD, Opcodes.DSUB, Opcodes.DMUL,
                    Opcodes.DDIV, Opcodes.DREM:
                return Taint.primitive(2, v1.secret || v2.secret);
            default: // int and float arithmetic, shifts and logic
                return Taint.primitive(1, v1.secret || v2.secret);
        }
    }

    @Override
    public Taint ternaryOperation(AbstractInsnNode insn, Taint v1, Taint v2, Taint v3) {
        // xASTORE: array, index, value
        if (v2.secret) {
            sink(insn, "array index", "store at a secret index");
        }
        if (v1.publicTable && !method.node.name.equals("<clinit>")) {
            // A static final array counts as a public table only if nothing writes it after its
            // class is initialised; a scratch that secret bytes go into is no table.
            sink(insn, "table write", "a static final table written at run time");
        }
        return null;
    }

    @Override
    public Taint naryOperation(AbstractInsnNode insn, List<? extends Taint> values) {
        int op = insn.getOpcode();
        if (op == Opcodes.MULTIANEWARRAY) {
            for (Taint v : values) {
                if (v.secret) {
                    sink(insn, "allocation", "array size from a secret");
                }
            }
            return new Taint(1, false, true, false);
        }
        if (op == Opcodes.INVOKEDYNAMIC) {
            InvokeDynamicInsnNode indy = (InvokeDynamicInsnNode) insn;
            Handle bsm = indy.bsm;
            if (bsm.getOwner().equals("java/lang/invoke/StringConcatFactory")) {
                for (Taint v : values) {
                    if (v.secret) {
                        sink(insn, "call", "a secret formatted into a string");
                    }
                }
            }
            Type ret = Type.getReturnType(indy.desc);
            if (Rules.isLambda(bsm) && indy.bsmArgs.length > 1 && indy.bsmArgs[1] instanceof Handle impl) {
                // A lambda or method reference: what it captures is passed to its implementation
                // first, so a captured secret is a secret parameter there, and the function
                // object is as secret as what it captures or what it makes of public arguments.
                return Taint.of(ret, checker.capture(impl, values, method));
            }
            return ret == Type.VOID_TYPE ? null : Taint.publicOf(ret);
        }
        return checker.call((MethodInsnNode) insn, values, method);
    }

    @Override
    public void returnOperation(AbstractInsnNode insn, Taint value, Taint expected) {
        if (value.secret) {
            method.returnsSecret = true;
        }
    }

    @Override
    public Taint merge(Taint a, Taint b) {
        if (a == null || b == null) {
            return a == null ? b : a;
        }
        return a.join(b);
    }
}
