package dev.aesref.ctcheck;

import org.objectweb.asm.Type;
import org.objectweb.asm.tree.analysis.Value;

/**
 * The abstract value of the secret-taint analysis: one per stack slot or local variable.
 *
 * <p>For a primitive, {@code secret} says whether it may depend on a secret. A container, that is
 * an array or a {@code java.nio.ByteBuffer} ({@link Rules#isContainer}), is a reference whose
 * identity, length, position and limit are public, while {@code publicTable} says whether its
 * contents are a constant table (a {@code static final} array of a project class, or an element
 * of one): reading it at a public index gives a public value. Every other container's contents
 * count as secret. A vector of the Vector API ({@link Rules#isVector}) is a value, like a
 * primitive: {@code secret} says whether its lanes may depend on a secret. Any other reference is
 * secret when it was made from a secret: a lambda that captures one, or an object a JDK method
 * returned for a secret argument.
 */
final class Taint implements Value {

    static final Taint UNINITIALIZED = new Taint(1, false, false, false);

    final int size;
    final boolean secret;
    final boolean isArray;
    final boolean publicTable;

    Taint(int size, boolean secret, boolean isArray, boolean publicTable) {
        this.size = size;
        this.secret = secret;
        this.isArray = isArray;
        this.publicTable = publicTable;
    }

    static Taint of(Type type, boolean secret) {
        boolean container = Rules.isContainer(type);
        return new Taint(type.getSize(), secret && !container, container, false);
    }

    static Taint publicOf(Type type) {
        return of(type, false);
    }

    static Taint table(Type type) {
        return new Taint(1, false, true, true);
    }

    static Taint primitive(int size, boolean secret) {
        return new Taint(size, secret, false, false);
    }

    /** The least upper bound: secret if either is, a public table only if both are. */
    Taint join(Taint o) {
        if (this == o) {
            return this;
        }
        if (size != o.size) {
            return UNINITIALIZED; // a local that holds different kinds on two paths is dead here
        }
        return new Taint(size, secret || o.secret, isArray || o.isArray,
                publicTable && o.publicTable);
    }

    @Override
    public int getSize() {
        return size;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Taint t && t.size == size && t.secret == secret && t.isArray == isArray
                && t.publicTable == publicTable;
    }

    @Override
    public int hashCode() {
        return size * 8 + (secret ? 4 : 0) + (isArray ? 2 : 0) + (publicTable ? 1 : 0);
    }

    @Override
    public String toString() {
        return secret ? "S" : publicTable ? "T" : isArray ? "A" : "P";
    }
}
