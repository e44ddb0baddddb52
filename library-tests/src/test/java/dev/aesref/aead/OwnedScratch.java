package dev.aesref.aead;

import java.lang.reflect.Field;

/**
 * The scratch that an AEAD's pool made with it, which every call of a single thread borrows: what
 * the tests of wiping look at. Reached by reflection, as those tests reach every private array.
 */
final class OwnedScratch {

    private OwnedScratch() {}

    /** The owned scratch of {@code aead} (a {@code Gcm}, {@code Eax}, {@code Siv}, {@code Ccm}, ...). */
    static Object of(Object aead) {
        Object pool = read(aead, "scratch");
        if (pool instanceof KeyedScratches<?>) {
            pool = read(pool, "pool");
        }
        return read(pool, "owned");
    }

    /** The field {@code name} of the owned scratch of {@code aead}. */
    static Object field(Object aead, String name) {
        return read(of(aead), name);
    }

    private static Object read(Object o, String name) {
        for (Class<?> c = o.getClass(); c != null; c = c.getSuperclass()) {
            try {
                Field f = c.getDeclaredField(name);
                f.setAccessible(true);
                return f.get(o);
            } catch (NoSuchFieldException e) {
                // look in the superclass
            } catch (IllegalAccessException e) {
                throw new AssertionError(e);
            }
        }
        throw new AssertionError("no field " + name + " in " + o.getClass());
    }
}
