package dev.aesref.internal.share;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/** The field handles of this package's atomic flags and slots, found once per class. */
final class FieldHandles {

    private FieldHandles() {}

    /**
     * The handle of field {@code name} of type {@code type} in the class {@code lookup} was made
     * in. The fields are this package's own, so the lookup cannot fail; if it did, the class
     * could not work at all, and its initialisation fails.
     */
    static VarHandle of(MethodHandles.Lookup lookup, String name, Class<?> type) {
        try {
            return lookup.findVarHandle(lookup.lookupClass(), name, type);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }
}
