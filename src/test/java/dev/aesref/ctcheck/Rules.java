package dev.aesref.ctcheck;

import java.util.List;
import java.util.Set;
import org.objectweb.asm.tree.AnnotationNode;

/**
 * What the checker takes as public and as safe, written down once. STYLE.md's "Declaring
 * secrets" section describes the same rules for a reader of the code.
 */
final class Rules {

    static final String SECRET = "Ldev/aesref/ct/Secret;";
    static final String CONSTANTS_ONLY = "Ldev/aesref/ct/ConstantsOnly;";

    /** The one declassification call: its result is public by declaration. */
    static final String DECLASSIFY_OWNER = "dev/aesref/ct/ConstantTime";
    static final String DECLASSIFY_NAME = "declassify";

    /**
     * JDK methods that may take secret arguments: each is a fixed sequence of ALU instructions on
     * x86-64 and AArch64 HotSpot (rotations, bit and byte reversal, the high half of a multiply),
     * with no data-dependent branch or memory access. Their result is secret if an argument is.
     */
    private static final Set<String> SAFE_JDK = Set.of(
            "java/lang/Long.rotateLeft(JI)J", "java/lang/Long.rotateRight(JI)J",
            "java/lang/Integer.rotateLeft(II)I", "java/lang/Integer.rotateRight(II)I",
            "java/lang/Long.reverse(J)J", "java/lang/Integer.reverse(I)I",
            "java/lang/Long.reverseBytes(J)J", "java/lang/Integer.reverseBytes(I)I",
            "java/lang/Short.reverseBytes(S)S",
            "java/lang/Math.multiplyHigh(JJ)J",
            "java/lang/Byte.toUnsignedInt(B)I", "java/lang/Integer.toUnsignedLong(I)J");

    private Rules() {}

    static boolean safeJdk(String owner, String name, String desc) {
        return SAFE_JDK.contains(owner + "." + name + desc);
    }

    /**
     * {@code get} and {@code set} of a VarHandle on a {@code byte[]} with an {@code int} index
     * (the descriptor of {@code MethodHandles.byteArrayViewVarHandle}): the checker treats them
     * as the array load and store they compile to, with the index a sink.
     */
    static boolean isArrayView(String owner, String name, String desc) {
        return owner.equals("java/lang/invoke/VarHandle") && (name.equals("get") || name.equals("set"))
                && desc.startsWith("([BI");
    }

    static boolean has(List<AnnotationNode> annotations, String desc) {
        if (annotations != null) {
            for (AnnotationNode a : annotations) {
                if (a.desc.equals(desc)) {
                    return true;
                }
            }
        }
        return false;
    }
}
