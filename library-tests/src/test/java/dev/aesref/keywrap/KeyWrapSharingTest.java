package dev.aesref.keywrap;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.BlockEngine;
import dev.aesref.engines.Engines;
import dev.aesref.harness.Seeds;
import dev.aesref.mode.HookedKey;
import dev.aesref.testkit.conformance.SharedUse;
import java.util.Arrays;
import java.util.SplittableRandom;
import javax.crypto.AEADBadTagException;
import org.junit.jupiter.api.Test;

/**
 * One {@link Kw} and one {@link Kwp} shared by four threads: every wrap is Bouncy Castle's,
 * computed beforehand; every unwrap of Bouncy Castle's ciphertext gives the plaintext back; every
 * unwrap of a changed ciphertext fails. Lengths vary, so that scratch grows while other threads
 * use theirs. A KW object destroyed during a call throws: a wrap with its output zeroed, an
 * unwrap having written nothing. On the {@code nohw} engine, whose keys are shareable.
 */
class KeyWrapSharingTest {

    private static final int THREADS = 4;
    private static final int ROUNDS = 300;
    private static final BlockEngine NOHW = Engines.byName("nohw");

    /** One round's plaintext and Bouncy Castle's wrapping of it. */
    private record Case(boolean padded, byte[] plaintext, byte[] wrapped) {}

    @Test
    void oneKwAndOneKwpServeFourThreads() {
        SplittableRandom rnd = Seeds.random(0x4B575348L);
        byte[] key = Seeds.bytes(rnd, 16);
        var expanded = NOHW.expandKey(key);
        Kw kw = Kw.create(expanded);
        Kwp kwp = Kwp.create(expanded);
        Case[][] cases = new Case[THREADS][ROUNDS];
        for (int t = 0; t < THREADS; t++) {
            for (int r = 0; r < ROUNDS; r++) {
                boolean padded = rnd.nextBoolean();
                byte[] p = padded ? Seeds.bytes(rnd, 1 + rnd.nextInt(200))
                        : Seeds.bytes(rnd, 8 * (2 + rnd.nextInt(25)));
                cases[t][r] = new Case(padded, p, padded ? Oracles.bcKwp(key, p) : Oracles.bcKw(false, key, p));
            }
        }
        SharedUse.Outcome outcome = SharedUse.run(THREADS, ROUNDS, 60, (t, r) -> {
            Case c = cases[t][r];
            byte[] wrapped = c.padded ? kwp.wrap(c.plaintext) : kw.wrap(c.plaintext);
            byte[] unwrapped = c.padded ? kwp.unwrap(c.wrapped) : kw.unwrap(c.wrapped);
            byte[] changed = c.wrapped.clone();
            changed[r % changed.length] ^= 1;
            try {
                if (c.padded) {
                    kwp.unwrap(changed);
                } else {
                    kw.unwrap(changed);
                }
                return false;
            } catch (AEADBadTagException expected) {
                return Arrays.equals(c.wrapped, wrapped) && Arrays.equals(c.plaintext, unwrapped);
            }
        });
        assertEquals(0, outcome.wrong(), outcome.describe());
    }

    @Test
    void aKwDestroyedDuringAWrapThrowsWithItsOutputZeroed() throws Exception {
        HookedKey hooked = new HookedKey(NOHW.expandKey(Seeds.bytes(0x4B574431L, 16)));
        Kw kw = Kw.create(hooked);
        byte[] plaintext = Seeds.bytes(0x4B574432L, 32);
        Throwable[] destroy = new Throwable[1];
        hooked.arm(5, () -> destroy[0] = HookedKey.onAnotherThread(kw::destroy));
        byte[] out = new byte[40];
        Arrays.fill(out, (byte) 0x5A);
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> kw.wrap(plaintext, 0, 32, out, 0));
        assertTrue(hooked.fired());
        assertEquals(null, destroy[0], "destroy() from another thread failed");
        assertTrue(e.getMessage().contains("destroyed during the call"), e.getMessage());
        assertArrayEquals(new byte[40], out, "output left after a destroy during the call");
        assertTrue(kw.isDestroyed());
    }

    @Test
    void aKwDestroyedDuringAnUnwrapReleasesNoPlaintext() throws Exception {
        byte[] key = Seeds.bytes(0x4B574433L, 16);
        byte[] plaintext = Seeds.bytes(0x4B574434L, 32);
        byte[] wrapped = Oracles.bcKw(false, key, plaintext);
        HookedKey hooked = new HookedKey(NOHW.expandKey(key));
        Kw kw = Kw.create(hooked);
        Throwable[] destroy = new Throwable[1];
        hooked.arm(7, () -> destroy[0] = HookedKey.onAnotherThread(kw::destroy));
        byte[] out = new byte[32];
        Arrays.fill(out, (byte) 0x5A);
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> kw.unwrap(wrapped, 0, 40, out, 0));
        assertTrue(hooked.fired());
        assertEquals(null, destroy[0], "destroy() from another thread failed");
        assertTrue(e.getMessage().contains("destroyed during the call"), e.getMessage());
        byte[] untouched = new byte[32];
        Arrays.fill(untouched, (byte) 0x5A);
        assertArrayEquals(untouched, out, "an unwrap destroyed during the call wrote output");
        assertArrayEquals(new byte[kw.scratchForTest().bufferForTest().length],
                kw.scratchForTest().bufferForTest(), "scratch left after the call");
    }
}
