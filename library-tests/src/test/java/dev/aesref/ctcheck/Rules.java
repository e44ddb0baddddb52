package dev.aesref.ctcheck;

import java.util.List;
import java.util.Set;
import org.objectweb.asm.tree.AnnotationNode;

/**
 * What the checker takes as public and as safe, written down once. STYLE.md's "Declaring
 * secrets" section describes the same rules for a reader of the code.
 */
final class Rules {

    static final String SECRET = "Ldev/aesref/internal/ct/Secret;";
    static final String CONSTANTS_ONLY = "Ldev/aesref/internal/ct/ConstantsOnly;";

    /** The one declassification call: its result is public by declaration. */
    static final String DECLASSIFY_OWNER = "dev/aesref/internal/ct/ConstantTime";
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

    /** Whether a class (internal name) is a vector, mask or shuffle of the Vector API: a value with secret lanes. */
    static boolean isVector(String internalName) {
        return internalName.startsWith(VECTOR_PACKAGE) && (internalName.endsWith("Vector")
                || internalName.endsWith("VectorMask") || internalName.endsWith("VectorShuffle"));
    }

    private static final String VECTOR_PACKAGE = "jdk/incubator/vector/";

    /**
     * Vector API methods that may take secret vectors and scalars: each is a lane-wise operation
     * that C2 compiles to one or a few SIMD instructions with no data-dependent branch or memory
     * access (bitwise logic, shifts and rotations by a count, a broadcast). The count of a shift
     * is an argument like any other; {@code nohw-vector} only shifts by constants. Their result
     * is secret if an argument or the receiver is. Not in the list, and so findings with a secret
     * operand: reading one lane ({@code lane}), turning lanes into a scalar ({@code anyTrue},
     * {@code allTrue}, {@code trueCount}, {@code toLong}), copying a vector out ({@code toArray}),
     * and every method not named here.
     */
    private static final Set<String> SAFE_VECTOR_OPS = Set.of(
            "lanewise(Ljdk/incubator/vector/VectorOperators$Binary;Ljdk/incubator/vector/Vector;)Ljdk/incubator/vector/LongVector;",
            "lanewise(Ljdk/incubator/vector/VectorOperators$Binary;J)Ljdk/incubator/vector/LongVector;",
            "lanewise(Ljdk/incubator/vector/VectorOperators$Binary;I)Ljdk/incubator/vector/LongVector;",
            "and(Ljdk/incubator/vector/Vector;)Ljdk/incubator/vector/LongVector;",
            "or(Ljdk/incubator/vector/Vector;)Ljdk/incubator/vector/LongVector;",
            "not()Ljdk/incubator/vector/LongVector;",
            "broadcast(Ljdk/incubator/vector/VectorSpecies;J)Ljdk/incubator/vector/LongVector;");

    /**
     * The byte-lane operations of {@code vpaes-vector} ({@code ByteVector} and the {@code IntVector}
     * view used for vpaes's 32-bit shift), as owner, name and descriptor:
     * <ul>
     *   <li>lane-wise logic, a shift by a count, reinterpretation of the same 128 bits;</li>
     *   <li>{@code lt(byte)}, a lane-wise compare whose result is a {@code VectorMask} (a value
     *       with secret lanes, like a vector), and {@code blend} with such a mask: {@code pcmpgtb}
     *       and a lane select, not a branch;</li>
     *   <li>{@code toShuffle} and {@code rearrange}: a byte shuffle by a vector of indices,
     *       {@code pshufb}, which moves lanes between registers and reads no memory at the
     *       index. The Vector API checks that the indices are in range; on JDK 17 that check is
     *       a branch, which {@code VectorRoundsCodeTest} finds in the machine code and accepts
     *       because every index handed to {@code rearrange} has been masked to 0..15 first.</li>
     * </ul>
     */
    private static final Set<String> SAFE_BYTE_VECTOR_OPS = Set.of(
            "ByteVector.and(B)Ljdk/incubator/vector/ByteVector;",
            "ByteVector.lanewise(Ljdk/incubator/vector/VectorOperators$Binary;Ljdk/incubator/vector/Vector;)Ljdk/incubator/vector/ByteVector;",
            "ByteVector.reinterpretAsInts()Ljdk/incubator/vector/IntVector;",
            "ByteVector.reinterpretAsLongs()Ljdk/incubator/vector/LongVector;",
            "IntVector.lanewise(Ljdk/incubator/vector/VectorOperators$Binary;I)Ljdk/incubator/vector/IntVector;",
            "IntVector.reinterpretAsBytes()Ljdk/incubator/vector/ByteVector;",
            "LongVector.reinterpretAsBytes()Ljdk/incubator/vector/ByteVector;",
            "ByteVector.lt(B)Ljdk/incubator/vector/VectorMask;",
            "ByteVector.blend(JLjdk/incubator/vector/VectorMask;)Ljdk/incubator/vector/ByteVector;",
            "ByteVector.toShuffle()Ljdk/incubator/vector/VectorShuffle;",
            "ByteVector.rearrange(Ljdk/incubator/vector/VectorShuffle;)Ljdk/incubator/vector/ByteVector;");

    /** A lane-wise operation of {@link #SAFE_VECTOR_OPS} or {@link #SAFE_BYTE_VECTOR_OPS}. */
    static boolean safeVectorOp(String owner, String name, String desc) {
        return owner.equals(LONG_VECTOR) && SAFE_VECTOR_OPS.contains(name + desc)
                || owner.startsWith(VECTOR_PACKAGE)
                && SAFE_BYTE_VECTOR_OPS.contains(owner.substring(VECTOR_PACKAGE.length()) + "." + name + desc);
    }

    private static final String LONG_VECTOR = VECTOR_PACKAGE + "LongVector";
    private static final String BYTE_VECTOR = VECTOR_PACKAGE + "ByteVector";

    /**
     * {@code LongVector.fromArray(species, long[], index)} and {@code intoArray(long[], index)},
     * and the same of {@code ByteVector} on a {@code byte[]}:
     * the checker treats them as the array load and store they are, with the index a sink.
     */
    static boolean isVectorArrayLoad(String owner, String name, String desc) {
        return owner.equals(LONG_VECTOR) && name.equals("fromArray")
                && desc.equals("(Ljdk/incubator/vector/VectorSpecies;[JI)Ljdk/incubator/vector/LongVector;")
                || owner.equals(BYTE_VECTOR) && name.equals("fromArray")
                && desc.equals("(Ljdk/incubator/vector/VectorSpecies;[BI)Ljdk/incubator/vector/ByteVector;");
    }

    /** See {@link #isVectorArrayLoad}. */
    static boolean isVectorArrayStore(String owner, String name, String desc) {
        return owner.equals(LONG_VECTOR) && name.equals("intoArray") && desc.equals("([JI)V")
                || owner.equals(BYTE_VECTOR) && name.equals("intoArray") && desc.equals("([BI)V");
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
