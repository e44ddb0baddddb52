package dev.aesref.internal.share;

import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.aesref.ExpandedKey;
import dev.aesref.engines.Engines;
import org.jetbrains.lincheck.LincheckAssertionError;
import org.jetbrains.lincheck.datastructures.ModelCheckingOptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Lincheck's model checker on shared keys: the scratch hand-off of {@link ScratchPool} and the
 * order of {@code destroy()} against calls in flight ({@link Lifetime}), explored interleaving by
 * interleaving rather than hoped for under load.
 *
 * <p>Why Lincheck and not jcstress: Lincheck checks whole operations against the sequential
 * behaviour of the same class, which is the property (any order of whole calls, nothing else),
 * and its model checker switches threads at every shared read and write, where a stress test
 * waits for the scheduler to be unlucky. jcstress checks a handful of memory accesses against
 * listed outcomes, and its result generator is not on Maven Central.
 *
 * <p>The engines {@code spec}, {@code vpaes} and {@code hwmodel} each run {@link #SCENARIOS}
 * random scenarios of two threads of two operations each (encrypt, decrypt, counter mode,
 * destroy), {@link #INTERLEAVINGS} interleavings each. {@code nohw} is not among them: Lincheck
 * 3.7 cannot run code that reads a byte array through a {@code VarHandle} view, as nohw's key
 * does ("Unsupported VarHandle type"); the engine suite's sharing properties cover it, and the
 * Vector API engines, under real threads. Two broken keys show that the harness sees the bugs it is for: one with
 * its scratch in a field, one whose destroy() lets calls in flight return bytes of a
 * half-zeroed key. Tag {@code lincheck}, left out of the default run and of PIT's (its agent
 * rewrites the classes PIT mutates): about 60 s on two cores (CONTRIBUTING.md says how to run it).
 */
@Tag("lincheck")
class SharedKeyModelCheckTest {

    static final int SCENARIOS = 10;
    static final int INTERLEAVINGS = 300;

    private static ModelCheckingOptions options() {
        return new ModelCheckingOptions().iterations(SCENARIOS).invocationsPerIteration(INTERLEAVINGS)
                .threads(2).actorsPerThread(2).actorsBefore(1).actorsAfter(1);
    }

    public static class Spec extends KeyModel {
        @Override
        ExpandedKey newKey(byte[] raw) {
            return Engines.byName("spec").expandKey(raw);
        }
    }

    public static class Vpaes extends KeyModel {
        @Override
        ExpandedKey newKey(byte[] raw) {
            return Engines.byName("vpaes").expandKey(raw);
        }
    }

    public static class HwModel extends KeyModel {
        @Override
        ExpandedKey newKey(byte[] raw) {
            return Engines.byName("hwmodel").expandKey(raw);
        }
    }

    /** A key that shares one scratch between its calls: right on one thread, wrong on two. */
    public static class SharedScratch extends KeyModel {
        @Override
        ExpandedKey newKey(byte[] raw) {
            return new SharedScratchKey(Engines.byName("hwmodel").expandKey(raw));
        }
    }

    /** A key whose destroy() zeroes what calls in flight still read, and whose calls never look. */
    public static class CarelessDestroy extends KeyModel {
        @Override
        ExpandedKey newKey(byte[] raw) {
            return new CarelessDestroyKey(Engines.byName("hwmodel").expandKey(raw));
        }
    }

    @Test
    void specKeyIsLinearizable() {
        options().check(Spec.class);
    }

    @Test
    void vpaesKeyIsLinearizable() {
        options().check(Vpaes.class);
    }

    @Test
    void hwmodelKeyIsLinearizable() {
        options().check(HwModel.class);
    }

    @Test
    void aKeyWithSharedScratchIsCaught() {
        assertThrows(LincheckAssertionError.class, () -> options().check(SharedScratch.class));
    }

    @Test
    void aDestroyThatCallsInFlightDoNotSeeIsCaught() {
        assertThrows(LincheckAssertionError.class, () -> options().check(CarelessDestroy.class));
    }
}
