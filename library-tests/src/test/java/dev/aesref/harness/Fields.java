package dev.aesref.harness;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

/** Reads private byte-array fields of an object, to check that secrets were wiped. */
public final class Fields {

    private Fields() {}

    /** The byte[] field {@code name} of {@code o}, declared on {@code type}. */
    public static byte[] bytes(Class<?> type, Object o, String name) {
        try {
            java.lang.reflect.Field f = type.getDeclaredField(name);
            f.setAccessible(true);
            return (byte[]) f.get(o);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    /** Asserts that every named byte[] field of {@code o} is all zero. */
    public static void assertZero(Class<?> type, Object o, String... names) {
        for (String n : names) {
            byte[] b = bytes(type, o, n);
            assertArrayEquals(new byte[b.length], b, type.getSimpleName() + "." + n + " not wiped");
        }
    }
}
