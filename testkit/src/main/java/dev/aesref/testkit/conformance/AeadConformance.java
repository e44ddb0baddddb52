package dev.aesref.testkit.conformance;

import static dev.aesref.testkit.conformance.Refusals.assertMarked;
import static dev.aesref.testkit.conformance.Refusals.marked;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertThrowsExactly;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.aead.Aead;
import java.util.Arrays;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import java.util.stream.Stream;
import javax.crypto.AEADBadTagException;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.function.Executable;
import org.opentest4j.AssertionFailedError;

/**
 * The contract of {@link Aead}, as JUnit 5 dynamic tests, for any implementation. One line runs
 * it:
 *
 * <pre>{@code
 * @TestFactory
 * Stream<DynamicNode> gcm() {
 *     return AeadConformance.tests(() -> Gcm.create(engine.expandKey(key), 16), 12);
 * }
 * }</pre>
 *
 * <p>The supplier gives a new {@code Aead} under one fixed key each time it is called; the suite
 * destroys what it gets. It checks behaviour that every AEAD shares, so it needs no expected
 * answer (the known answers are the vector files' job, {@link dev.aesref.testkit.AesVectorSource}
 * and the test kit's suites):
 * <ul>
 *   <li>seal then open gives the message back, at lengths on both sides of one, two and four
 *       blocks and longer, with associated data of several lengths; {@code seal} writes and returns
 *       {@code sealedLength}, {@code open} at most {@code maxOpenedLength};</li>
 *   <li>sealing is a function of key, nonce, associated data and message: the same inputs give
 *       the same bytes, a different nonce or associated data different ones;</li>
 *   <li>changing any one byte of the sealed message, of the associated data or of the nonce,
 *       or cutting the sealed message short, is refused with {@link AEADBadTagException} (or, for
 *       a sealed message shorter than the tag, the length rule's exception), with one message
 *       whatever the cause, and not one byte is written;</li>
 *   <li>offsets, and input and output that overlap in any way (in place, shifted either way),
 *       give the bytes of the array form, and nothing outside the output range is written;</li>
 *   <li>ranges that do not fit and nulls are refused before any byte is written, and a
 *       range's exception names it ({@code in} or {@code out});</li>
 *   <li>after {@code destroy()}, {@code isDestroyed()} is true and every call throws
 *       {@link IllegalStateException};</li>
 *   <li>one instance shared by four threads, each sealing and opening messages of its own and
 *       opening a forged one, gives each thread what a second instance gave on one thread
 *       ({@link SharedUse});</li>
 *   <li>{@code destroy()} while other threads seal: each seal returns the right bytes, or throws
 *       {@link IllegalStateException} with its output range zeroed or unwritten.</li>
 * </ul>
 * Random inputs are drawn from a fixed seed, overridable with
 * {@code -Daesref.conformance.seed=...}; each failure message names it.
 */
public final class AeadConformance {

    /** Message lengths: none, around one, two and four blocks, and longer. */
    private static final int[] LENGTHS = {0, 1, 15, 16, 17, 31, 32, 33, 63, 64, 65, 255, 256, 1000};

    /** Associated-data lengths. */
    private static final int[] AAD_LENGTHS = {0, 1, 16, 17, 100};

    private final Supplier<? extends Aead> aeads;
    private final int nonceBytes;

    private AeadConformance(Supplier<? extends Aead> aeads, int nonceBytes) {
        this.aeads = aeads;
        this.nonceBytes = nonceBytes;
    }

    /**
     * The suite for the AEAD that {@code aeads} makes, with nonces of {@code nonceBytes} bytes
     * (one length the AEAD accepts).
     */
    public static Stream<DynamicNode> tests(Supplier<? extends Aead> aeads, int nonceBytes) {
        Objects.requireNonNull(aeads, "aeads");
        if (nonceBytes < 1) {
            throw new IllegalArgumentException("nonceBytes must be >= 1, got " + nonceBytes);
        }
        AeadConformance s = new AeadConformance(aeads, nonceBytes);
        return Stream.of(
                test("seal then open at every length", s::sealThenOpenGivesTheMessageBack),
                test("sealing is deterministic in its inputs", s::sealingIsAFunctionOfItsInputs),
                test("any changed byte is refused, nothing written", s::everyChangedByteIsRefused),
                test("offsets and overlapping ranges", s::offsetsAndOverlapsGiveTheArrayForm),
                test("ranges and nulls refused before any write", s::badArgumentsAreRefusedBeforeAnyWrite),
                test("destroy", s::destroyMarksTheAeadAndLaterUseFails),
                test("one instance shared by threads", s::oneInstanceSharedByThreadsGivesEveryAnswer),
                test("destroy while threads seal", s::destroyDuringSealsGivesNoWrongOutput));
    }

    private static DynamicNode test(String name, Executable body) {
        return DynamicTest.dynamicTest(name, body);
    }

    private static String where(String what) {
        return what + Seed.describe();
    }

    private static SplittableRandom random(long test) {
        return new SplittableRandom(Seed.value() ^ (test << 32));
    }

    void sealThenOpenGivesTheMessageBack() throws AEADBadTagException {
        SplittableRandom rnd = random(1);
        Aead aead = aeads.get();
        for (int len : LENGTHS) {
            for (int aadLen : AAD_LENGTHS) {
                byte[] nonce = bytes(rnd, nonceBytes);
                byte[] aad = bytes(rnd, aadLen);
                byte[] msg = bytes(rnd, len);
                String what = len + "-byte message, " + aadLen + "-byte aad";
                int sealedLength = aead.sealedLength(len);
                assertTrue(sealedLength >= len + aead.tagBytes(), where(what + ": sealedLength " + sealedLength));
                byte[] sealed = marked(sealedLength);
                assertEquals(sealedLength, aead.seal(nonce, aad, msg, 0, len, sealed, 0), where(what + ": seal's count"));
                assertArrayEquals(sealed, aead.seal(nonce, aad, msg), where(what + ": the array form"));
                int max = aead.maxOpenedLength(sealedLength);
                assertTrue(max >= len, where(what + ": maxOpenedLength " + max));
                byte[] opened = marked(max);
                assertEquals(len, aead.open(nonce, aad, sealed, 0, sealedLength, opened, 0), where(what + ": open's count"));
                assertArrayEquals(msg, Arrays.copyOf(opened, len), where(what + ": opened"));
                assertArrayEquals(msg, aead.open(nonce, aad, sealed), where(what + ": the array form of open"));
            }
        }
        aead.destroy();
    }

    void sealingIsAFunctionOfItsInputs() {
        SplittableRandom rnd = random(2);
        Aead first = aeads.get();
        Aead second = aeads.get();
        for (int len : new int[] {0, 1, 16, 33}) {
            byte[] nonce = bytes(rnd, nonceBytes);
            byte[] aad = bytes(rnd, 9);
            byte[] msg = bytes(rnd, len);
            byte[] sealed = first.seal(nonce, aad, msg);
            String what = len + "-byte message";
            assertArrayEquals(sealed, first.seal(nonce, aad, msg), where(what + ": sealed twice"));
            assertArrayEquals(sealed, second.seal(nonce, aad, msg), where(what + ": a second instance"));
            byte[] otherNonce = nonce.clone();
            otherNonce[rnd.nextInt(nonceBytes)] ^= 1;
            assertNotEquals(Arrays.toString(sealed), Arrays.toString(first.seal(otherNonce, aad, msg)),
                    where(what + ": another nonce, the same bytes"));
            byte[] otherAad = aad.clone();
            otherAad[rnd.nextInt(aad.length)] ^= 1;
            assertNotEquals(Arrays.toString(sealed), Arrays.toString(first.seal(nonce, otherAad, msg)),
                    where(what + ": other associated data, the same bytes"));
        }
        first.destroy();
        second.destroy();
    }

    void everyChangedByteIsRefused() {
        SplittableRandom rnd = random(3);
        Aead aead = aeads.get();
        byte[] nonce = bytes(rnd, nonceBytes);
        byte[] aad = bytes(rnd, 20);
        byte[] msg = bytes(rnd, 40);
        byte[] sealed = aead.seal(nonce, aad, msg);
        String message = null;
        for (int i = 0; i < sealed.length; i++) {
            byte[] changed = sealed.clone();
            changed[i] ^= (byte) (1 << rnd.nextInt(8));
            message = refusedTag(aead, nonce, aad, changed, changed.length, message, "sealed byte " + i);
        }
        for (int i = 0; i < aad.length; i++) {
            byte[] changed = aad.clone();
            changed[i] ^= (byte) (1 << rnd.nextInt(8));
            message = refusedTag(aead, nonce, changed, sealed, sealed.length, message, "aad byte " + i);
        }
        message = refusedTag(aead, nonce, new byte[0], sealed, sealed.length, message, "aad dropped");
        for (int i = 0; i < nonce.length; i++) {
            byte[] changed = nonce.clone();
            changed[i] ^= (byte) (1 << rnd.nextInt(8));
            message = refusedTag(aead, changed, aad, sealed, sealed.length, message, "nonce byte " + i);
        }
        for (int cut = 1; cut < sealed.length; cut++) {
            int len = sealed.length - cut;
            byte[] out = marked(sealed.length);
            try {
                aead.open(nonce, aad, sealed, 0, len, out, 0);
                throw new AssertionFailedError(where("the sealed message cut to " + len + " bytes opened"));
            } catch (AEADBadTagException | IllegalArgumentException expected) {
                // A cut message fails its tag, or (shorter than the tag) the length rule.
            }
            assertMarked(out);
        }
        aead.destroy();
    }

    /** Asserts that opening fails with the one tag failure message; returns that message. */
    private static String refusedTag(Aead aead, byte[] nonce, byte[] aad, byte[] sealed, int len,
            String message, String what) {
        byte[] out = marked(sealed.length);
        AEADBadTagException e = assertThrowsExactly(AEADBadTagException.class,
                () -> aead.open(nonce, aad, sealed, 0, len, out, 0), where(what + " changed, and it opened"));
        assertMarked(out);
        if (message != null) {
            assertEquals(message, e.getMessage(), where(what + ": a tag failure's message differs by cause"));
        }
        return e.getMessage();
    }

    void offsetsAndOverlapsGiveTheArrayForm() throws AEADBadTagException {
        SplittableRandom rnd = random(4);
        Aead aead = aeads.get();
        for (int len : new int[] {0, 1, 17, 64, 100}) {
            byte[] nonce = bytes(rnd, nonceBytes);
            byte[] aad = bytes(rnd, 7);
            byte[] msg = bytes(rnd, len);
            byte[] sealed = aead.seal(nonce, aad, msg);
            int n = sealed.length;
            String what = len + "-byte message";

            // Separate arrays, at offsets: nothing outside the output range is written.
            byte[] in = bytes(rnd, len + 9);
            System.arraycopy(msg, 0, in, 5, len);
            byte[] out = marked(n + 11);
            aead.seal(nonce, aad, in, 5, len, out, 3);
            assertArrayEquals(sealed, Arrays.copyOfRange(out, 3, 3 + n), where(what + ": sealed at offsets"));
            assertMarked(Arrays.copyOfRange(out, 0, 3));
            assertMarked(Arrays.copyOfRange(out, 3 + n, out.length));

            // One buffer, the output shifted against the input either way, in place included.
            for (int shift : new int[] {0, 1, 15, 16, 17, -1, -16, -17}) {
                int base = 40;
                byte[] buf = bytes(rnd, base + n + 40);
                System.arraycopy(msg, 0, buf, base, len);
                aead.seal(nonce, aad, buf, base, len, buf, base + shift);
                assertArrayEquals(sealed, Arrays.copyOfRange(buf, base + shift, base + shift + n),
                        where(what + ": sealed with the output shifted by " + shift));

                byte[] back = bytes(rnd, base + n + 40);
                System.arraycopy(sealed, 0, back, base, n);
                int opened = aead.open(nonce, aad, back, base, n, back, base + shift);
                assertEquals(len, opened, where(what + ": opened count, shifted by " + shift));
                assertArrayEquals(msg, Arrays.copyOfRange(back, base + shift, base + shift + len),
                        where(what + ": opened with the output shifted by " + shift));
            }
        }
        aead.destroy();
    }

    void badArgumentsAreRefusedBeforeAnyWrite() {
        Aead aead = aeads.get();
        byte[] nonce = new byte[nonceBytes];
        byte[] aad = new byte[3];
        byte[] msg = new byte[20];
        int n = aead.sealedLength(msg.length);
        byte[] sealed = aead.seal(nonce, aad, msg);
        byte[] out = marked(n + 16);
        byte[] shortOut = marked(n - 1);
        byte[] openShort = marked(msg.length - 1);
        Refusals.refusedNaming(IndexOutOfBoundsException.class, "in", () -> aead.seal(nonce, aad, msg, 1, 20, out, 0));
        Refusals.refusedNaming(IndexOutOfBoundsException.class, "in", () -> aead.seal(nonce, aad, msg, -1, 5, out, 0));
        Refusals.refusedNaming(IndexOutOfBoundsException.class, "out", () -> aead.seal(nonce, aad, msg, 0, 20, shortOut, 0));
        Refusals.refusedNaming(IndexOutOfBoundsException.class, "out", () -> aead.seal(nonce, aad, msg, 0, 20, out, 17));
        Refusals.refusedNaming(IndexOutOfBoundsException.class, "in", () -> aead.open(nonce, aad, sealed, 1, n, out, 0));
        Refusals.refusedNaming(IndexOutOfBoundsException.class, "out", () -> aead.open(nonce, aad, sealed, 0, n, openShort, 0));
        assertThrows(NullPointerException.class, () -> aead.seal(null, aad, msg, 0, 20, out, 0));
        assertThrows(NullPointerException.class, () -> aead.seal(nonce, aad, null, 0, 20, out, 0));
        assertThrows(NullPointerException.class, () -> aead.seal(nonce, aad, msg, 0, 20, null, 0));
        assertThrows(NullPointerException.class, () -> aead.open(null, aad, sealed, 0, n, out, 0));
        assertThrows(NullPointerException.class, () -> aead.open(nonce, aad, null, 0, n, out, 0));
        assertThrows(NullPointerException.class, () -> aead.open(nonce, aad, sealed, 0, n, null, 0));
        assertThrows(IllegalArgumentException.class, () -> aead.sealedLength(-1));
        assertThrows(IllegalArgumentException.class, () -> aead.maxOpenedLength(aead.tagBytes() - 1));
        assertMarked(out);
        assertMarked(shortOut);
        assertMarked(openShort);
        aead.destroy();
    }

    void destroyMarksTheAeadAndLaterUseFails() {
        Aead aead = aeads.get();
        assertFalse(aead.isDestroyed(), "a new Aead is destroyed");
        byte[] nonce = new byte[nonceBytes];
        byte[] sealed = aead.seal(nonce, new byte[0], new byte[5]);
        aead.destroy();
        assertTrue(aead.isDestroyed(), "destroy() did not mark the Aead");
        byte[] out = marked(64);
        assertThrows(IllegalStateException.class, () -> aead.seal(nonce, new byte[0], new byte[5], 0, 5, out, 0));
        assertThrows(IllegalStateException.class, () -> aead.open(nonce, new byte[0], sealed, 0, sealed.length, out, 0));
        assertMarked(out);
        aead.destroy(); // a second destroy is harmless
        assertTrue(aead.isDestroyed());
    }

    /** Threads, and calls per thread, of the sharing properties. */
    private static final int THREADS = 4;
    private static final int CALLS = 60;

    /** Message lengths of the sharing properties. */
    private static final int[] SHARED_LENGTHS = {0, 1, 16, 17, 33, 64, 255};

    /**
     * Four threads share one instance: each seals messages of its own, opens them, and opens a
     * forgery (one byte changed), which must be refused. The answers come from a second
     * instance, used on this thread beforehand.
     */
    void oneInstanceSharedByThreadsGivesEveryAnswer() throws AEADBadTagException {
        SplittableRandom rnd = random(7);
        byte[][][] nonces = new byte[THREADS][CALLS][];
        byte[][][] aads = new byte[THREADS][CALLS][];
        byte[][][] messages = new byte[THREADS][CALLS][];
        byte[][][] sealed = new byte[THREADS][CALLS][];
        Aead reference = aeads.get();
        for (int t = 0; t < THREADS; t++) {
            for (int c = 0; c < CALLS; c++) {
                nonces[t][c] = bytes(rnd, nonceBytes);
                aads[t][c] = bytes(rnd, rnd.nextInt(20));
                messages[t][c] = bytes(rnd, SHARED_LENGTHS[rnd.nextInt(SHARED_LENGTHS.length)]);
                sealed[t][c] = reference.seal(nonces[t][c], aads[t][c], messages[t][c]);
            }
        }
        reference.destroy();
        Aead shared = aeads.get();
        SharedUse.Outcome outcome = SharedUse.run(THREADS, CALLS, 120, (t, c) -> {
            byte[] nonce = nonces[t][c];
            byte[] aad = aads[t][c];
            if (!Arrays.equals(sealed[t][c], shared.seal(nonce, aad, messages[t][c]))) {
                return false;
            }
            if (!Arrays.equals(messages[t][c], shared.open(nonce, aad, sealed[t][c]))) {
                return false;
            }
            byte[] forged = sealed[t][c].clone();
            forged[c % forged.length] ^= 1;
            try {
                shared.open(nonce, aad, forged);
                return false;
            } catch (AEADBadTagException expected) {
                return true;
            }
        });
        shared.destroy();
        assertEquals(0, outcome.wrong(), where(outcome.describe()));
    }

    /**
     * Three threads seal in a loop while a fourth destroys the instance after each has sealed
     * some messages. A seal returns the right bytes, or throws {@link IllegalStateException}
     * leaving its output zeroed (it was running) or unwritten (it started after).
     */
    void destroyDuringSealsGivesNoWrongOutput() {
        SplittableRandom rnd = random(8);
        int threads = 3;
        byte[][] nonces = new byte[threads][];
        byte[][] messages = new byte[threads][];
        byte[][] sealed = new byte[threads][];
        Aead reference = aeads.get();
        for (int t = 0; t < threads; t++) {
            nonces[t] = bytes(rnd, nonceBytes);
            messages[t] = bytes(rnd, 100);
            sealed[t] = reference.seal(nonces[t], new byte[0], messages[t]);
        }
        reference.destroy();
        Aead aead = aeads.get();
        java.util.concurrent.CountDownLatch warm = new java.util.concurrent.CountDownLatch(threads);
        Thread destroyer = new Thread(() -> {
            try {
                warm.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            aead.destroy();
        });
        destroyer.setDaemon(true);
        destroyer.start();
        SharedUse.Outcome outcome = SharedUse.run(threads, 1, 120, (t, ignored) -> {
            int n = sealed[t].length;
            for (int call = 0; call < 20_000; call++) {
                if (call == 20) {
                    warm.countDown();
                }
                byte[] out = marked(n);
                try {
                    aead.seal(nonces[t], new byte[0], messages[t], 0, messages[t].length, out, 0);
                } catch (IllegalStateException e) {
                    if (!Arrays.equals(marked(n), out) && !Arrays.equals(new byte[n], out)) {
                        throw new AssertionFailedError("seal " + call + " threw " + e.getMessage()
                                + " but left output that is neither zero nor unwritten");
                    }
                    return true;
                }
                if (!Arrays.equals(sealed[t], out)) {
                    throw new AssertionFailedError("seal " + call + " returned wrong bytes");
                }
            }
            return true;
        });
        assertEquals(0, outcome.wrong(), where(outcome.describe()));
        assertTrue(aead.isDestroyed(), where("destroy() did not mark the instance"));
    }

    private static byte[] bytes(SplittableRandom rnd, int n) {
        byte[] b = new byte[n];
        rnd.nextBytes(b);
        return b;
    }
}
