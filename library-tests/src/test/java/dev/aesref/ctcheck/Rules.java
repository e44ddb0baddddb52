package dev.aesref.ctcheck;

import java.util.List;
import java.util.Set;
import org.objectweb.asm.Type;
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

    /**
     * Whether a value of this type is a container: an array, or a {@code ByteBuffer}, whose
     * contents are secret unless it is a constant table ({@link Taint}).
     */
    static boolean isContainer(Type type) {
        return type.getSort() == Type.ARRAY
                || type.getSort() == Type.OBJECT && type.getInternalName().equals(BYTE_BUFFER);
    }

    static final String BYTE_BUFFER = "java/nio/ByteBuffer";

    /** What a JDK method on the allow-list does with secret contents or operands it is given. */
    enum JdkUse {
        /** Moves or copies bytes, or is a trusted primitive: its result is as secret as its input. */
        MOVES,
        /** Reads only a container's public shape (position, limit, capacity, order): a public result. */
        SHAPE
    }

    /** An allow-list entry: what the JDK method does with what it is given, and why that is safe. */
    record Allowed(JdkUse use, String reason) {}

    private static java.util.Map.Entry<String, Allowed> allow(String method, JdkUse use, String reason) {
        return java.util.Map.entry(method, new Allowed(use, reason));
    }

    private static final String COPIES = "copies or fills: a loop over a public length, no branch on a byte";
    private static final String SHAPE_ONLY = "looks at the reference and at public lengths or positions only";
    private static final String TRUSTED = "a trusted primitive of the JDK (docs/constant-time.md, \"What the"
            + " checker cannot see\"): its hashes, HMAC and AES, used for HMAC-SHA2, PBKDF2 and the jdk engine";
    private static final String JCA_CARRIER = "copies the bytes into the JCA object the caller asked for";

    /**
     * JDK methods that may be given secret operands, or containers with secret contents, as
     * "owner.name" (every overload), each with its reason. Any other JDK method given one is a
     * finding: what it does with the bytes is not audited, and {@code Arrays.equals},
     * {@code ByteBuffer.equals}, {@code BigInteger}, {@code String} and streams do branch on them.
     */
    private static final java.util.Map<String, Allowed> ALLOWED_JDK = java.util.Map.ofEntries(
            allow("java/lang/System.arraycopy", JdkUse.MOVES, COPIES),
            allow("java/util/Arrays.fill", JdkUse.MOVES, COPIES),
            allow("java/util/Arrays.copyOf", JdkUse.MOVES, COPIES),
            allow("java/util/Arrays.copyOfRange", JdkUse.MOVES, COPIES),
            allow("java/io/ByteArrayOutputStream.write", JdkUse.MOVES, COPIES),
            allow("java/security/SecureRandom.nextBytes", JdkUse.MOVES,
                    "writes random bytes over the array and reads nothing that was there"),
            allow("java/util/Objects.requireNonNull", JdkUse.SHAPE, SHAPE_ONLY),
            allow("java/util/Objects.checkFromIndexSize", JdkUse.SHAPE, SHAPE_ONLY),
            allow("java/util/Objects.checkFromToIndex", JdkUse.SHAPE, SHAPE_ONLY),
            allow("java/util/Objects.checkIndex", JdkUse.SHAPE, SHAPE_ONLY),
            // ByteBuffer: wrapping, slicing and bulk or single get and put move bytes (a secret
            // index is checked apart); the rest reads the buffer's shape. Not here, and so
            // findings: equals, compareTo, mismatch, hashCode.
            allow(BYTE_BUFFER + ".wrap", JdkUse.MOVES, COPIES),
            allow(BYTE_BUFFER + ".get", JdkUse.MOVES, COPIES),
            allow(BYTE_BUFFER + ".put", JdkUse.MOVES, COPIES),
            allow(BYTE_BUFFER + ".slice", JdkUse.MOVES, SHAPE_ONLY),
            allow(BYTE_BUFFER + ".duplicate", JdkUse.MOVES, SHAPE_ONLY),
            allow(BYTE_BUFFER + ".array", JdkUse.MOVES, SHAPE_ONLY),
            allow(BYTE_BUFFER + ".position", JdkUse.SHAPE, SHAPE_ONLY),
            allow(BYTE_BUFFER + ".limit", JdkUse.SHAPE, SHAPE_ONLY),
            allow(BYTE_BUFFER + ".remaining", JdkUse.SHAPE, SHAPE_ONLY),
            allow(BYTE_BUFFER + ".hasRemaining", JdkUse.SHAPE, SHAPE_ONLY),
            allow(BYTE_BUFFER + ".capacity", JdkUse.SHAPE, SHAPE_ONLY),
            allow(BYTE_BUFFER + ".arrayOffset", JdkUse.SHAPE, SHAPE_ONLY),
            allow(BYTE_BUFFER + ".hasArray", JdkUse.SHAPE, SHAPE_ONLY),
            allow(BYTE_BUFFER + ".isDirect", JdkUse.SHAPE, SHAPE_ONLY),
            allow(BYTE_BUFFER + ".isReadOnly", JdkUse.SHAPE, SHAPE_ONLY),
            allow(BYTE_BUFFER + ".order", JdkUse.SHAPE, SHAPE_ONLY),
            allow("java/security/MessageDigest.update", JdkUse.MOVES, TRUSTED),
            allow("java/security/MessageDigest.digest", JdkUse.MOVES, TRUSTED),
            allow("javax/crypto/Mac.init", JdkUse.MOVES, TRUSTED),
            allow("javax/crypto/Mac.update", JdkUse.MOVES, TRUSTED),
            allow("javax/crypto/Mac.doFinal", JdkUse.MOVES, TRUSTED),
            allow("javax/crypto/Cipher.init", JdkUse.MOVES, TRUSTED),
            allow("javax/crypto/Cipher.update", JdkUse.MOVES, TRUSTED),
            allow("javax/crypto/Cipher.doFinal", JdkUse.MOVES, TRUSTED),
            allow("javax/crypto/spec/SecretKeySpec.<init>", JdkUse.MOVES, TRUSTED),
            allow("javax/crypto/spec/IvParameterSpec.<init>", JdkUse.MOVES, JCA_CARRIER),
            allow("javax/crypto/spec/GCMParameterSpec.<init>", JdkUse.MOVES, JCA_CARRIER),
            allow("java/security/spec/X509EncodedKeySpec.<init>", JdkUse.MOVES, JCA_CARRIER
                    + "; the KeyFactory that then parses an unwrapped public key is the JCA's, whose DER"
                    + " parser branches on the bytes: unwrapping such a key cannot avoid it"),
            allow("java/security/spec/PKCS8EncodedKeySpec.<init>", JdkUse.MOVES, JCA_CARRIER
                    + "; the same for an unwrapped private key"));

    /**
     * Single call sites where a JDK method that is not on {@link #ALLOWED_JDK} is given a secret,
     * as "class.method -> owner.name", each with its reason.
     */
    private static final java.util.Map<String, String> ALLOWED_AT = java.util.Map.of(
            "dev/aesref/fpe/Ff1Text.run -> java/lang/String.<init>",
            "FF1 on text returns a String, as its API says. The String constructor scans for the first"
                    + " char above 0xFF to choose Latin-1; with an alphabet that mixes both kinds, where"
                    + " it stops depends on the text (docs/constant-time.md, \"What the checker cannot see\")");

    /**
     * The allow-list entry of a JDK method called from {@code caller} (internal name and method
     * name), or null when it may not see a secret.
     */
    static Allowed allowedJdk(String owner, String name, String caller) {
        if (owner.startsWith("[") && name.equals("clone")) {
            return new Allowed(JdkUse.MOVES, COPIES); // an array's clone() copies it
        }
        Allowed listed = ALLOWED_JDK.get(owner + "." + name);
        if (listed != null) {
            return listed;
        }
        String site = ALLOWED_AT.get(caller + " -> " + owner + "." + name);
        return site == null ? null : new Allowed(JdkUse.MOVES, site);
    }

    /** Every reason of the allow-lists, for the test that none is blank. */
    static java.util.stream.Stream<String> allowanceReasons() {
        return java.util.stream.Stream.concat(ALLOWED_JDK.values().stream().map(Allowed::reason),
                ALLOWED_AT.values().stream());
    }

    /** Whether a JDK call writes into its argument {@code index} (a table written there is no table). */
    static boolean writesInto(String owner, String name, int index) {
        return owner.equals("java/lang/System") && name.equals("arraycopy") && index == 2
                || owner.equals("java/util/Arrays") && name.equals("fill") && index == 0;
    }

    /** Whether an {@code invokedynamic} bootstrap is the lambda metafactory. */
    static boolean isLambda(org.objectweb.asm.Handle bsm) {
        return bsm.getOwner().equals("java/lang/invoke/LambdaMetafactory");
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
