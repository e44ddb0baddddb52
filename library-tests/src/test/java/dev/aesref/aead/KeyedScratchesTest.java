package dev.aesref.aead;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.internal.share.Lifetime;
import dev.aesref.internal.share.ScratchPool;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link KeyedScratches}: the first {@code SPARES + 1} scratches are kept and keep their helper
 * between calls; any more, made when more calls run at once, lose their helper when given back;
 * destroy() takes the helpers of the kept ones. Calls are simulated by taking without giving.
 */
class KeyedScratchesTest {

    /** A scratch whose helper is a flag, counting how often it was keyed and wiped. */
    private static class Counting extends KeyedScratches.Scratch {
        boolean hasKey;
        int keyings;
        int wipes;

        @Override
        void key() {
            if (!hasKey) {
                hasKey = true;
                keyings++;
            }
        }

        @Override
        void unkey() {
            hasKey = false;
        }

        @Override
        public void wipe() {
            wipes++;
        }
    }

    private static final int KEPT = ScratchPool.SPARES + 1;

    @Test
    void keptScratchKeepsItsHelperAndTheRestLoseTheirs() {
        Lifetime lifetime = new Lifetime("the owner");
        KeyedScratches<Counting> scratches = new KeyedScratches<>(lifetime, Counting::new);
        assertEquals(1, scratches.kept().size(), "the pool made its owned scratch, keyed");
        assertTrue(scratches.kept().get(0).hasKey);
        List<Counting> lent = new ArrayList<>();
        for (int i = 0; i < KEPT + 2; i++) {
            Counting c = scratches.take();
            assertTrue(c.hasKey, "a lent scratch has its helper");
            for (Counting other : lent) {
                assertNotSame(other, c, "two running calls share a scratch");
            }
            lent.add(c);
        }
        List<Counting> kept = scratches.kept();
        assertEquals(KEPT, kept.size());
        for (Counting c : lent) {
            scratches.give(c);
            assertEquals(1, c.wipes, "given back wiped");
            assertEquals(kept.contains(c), c.hasKey, "only a kept scratch keeps its helper");
        }
        // Again: the kept ones are not keyed again; a transient one that the pool parked is.
        List<Counting> again = new ArrayList<>();
        for (int i = 0; i < KEPT + 2; i++) {
            Counting c = scratches.take();
            assertTrue(c.hasKey);
            again.add(c);
        }
        for (Counting c : kept) {
            assertEquals(1, c.keyings, "a kept scratch keyed once");
        }
        for (Counting c : again) {
            scratches.give(c);
        }
        lifetime.destroy();
        scratches.destroy();
        for (Counting c : kept) {
            assertFalse(c.hasKey, "destroy() left a kept scratch's helper");
        }
    }

    @Test
    void afterDestroyAGivenBackScratchLosesItsHelper() {
        Lifetime lifetime = new Lifetime("the owner");
        KeyedScratches<Counting> scratches = new KeyedScratches<>(lifetime, Counting::new);
        Counting c = scratches.take();
        lifetime.destroy();
        scratches.destroy();
        // A call that took its scratch before destroy() and keyed it again (a race) gives it back.
        c.key();
        scratches.give(c);
        assertFalse(c.hasKey, "a kept scratch given back after destroy() kept its helper");
    }

    @Test
    void aScratchThatCannotBeKeyedIsGivenBack() {
        Lifetime lifetime = new Lifetime("the owner");
        boolean[] fail = {false};
        KeyedScratches<Counting> scratches = new KeyedScratches<>(lifetime, () -> new Counting() {
            @Override
            void key() {
                if (fail[0]) {
                    throw new IllegalStateException("no key");
                }
                super.key();
            }
        });
        Counting owned = scratches.kept().get(0);
        owned.unkey();
        fail[0] = true;
        assertThrows(IllegalStateException.class, scratches::take);
        assertEquals(1, owned.wipes, "the scratch went back, wiped");
        fail[0] = false;
        assertEquals(owned, scratches.take(), "and the pool lends it again");
    }
}
