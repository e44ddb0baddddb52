package dev.aesref.internal.share;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import org.junit.jupiter.api.Test;

/**
 * The handles are found when a test asks, not only in the pool's static initialiser: a mutant of
 * {@link FieldHandles#of} is then killed by this test whichever test first loaded the pool (PIT
 * attributes a static initialiser to that one test, which made the kill depend on test order).
 */
class FieldHandlesTest {

    private volatile int flag;

    @Test
    void findsAFieldOfTheLookupClassAndTheHandleWorks() {
        VarHandle h = FieldHandles.of(MethodHandles.lookup(), "flag", int.class);
        assertEquals(true, h.compareAndSet(this, 0, 7));
        assertEquals(7, flag);
    }

    @Test
    void aMissingFieldFailsTheInitialisation() {
        ExceptionInInitializerError e = assertThrows(ExceptionInInitializerError.class,
                () -> FieldHandles.of(MethodHandles.lookup(), "noSuchField", int.class));
        assertInstanceOf(NoSuchFieldException.class, e.getCause());
    }
}
