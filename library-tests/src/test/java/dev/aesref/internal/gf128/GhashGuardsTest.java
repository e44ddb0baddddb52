package dev.aesref.internal.gf128;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * GHASH's own range checks (by name, before any state changes), its padding in digest, what
 * reset and destroy leave behind, and that no data block lingers in the partial-block buffer
 * once it has been absorbed.
 */
class GhashGuardsTest {

    private static final byte[] H = bytes(16, 0x66);

    private static byte[] bytes(int n, int seed) {
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++) {
            b[i] = (byte) (seed + 31 * i);
        }
        return b;
    }

    private static void refused(String fragment, Executable call) {
        Throwable t = assertThrows(IndexOutOfBoundsException.class, call);
        assertTrue(t.getClass() == IndexOutOfBoundsException.class, "not the named range check: " + t);
        assertTrue(t.getMessage().contains(fragment), "expected '" + fragment + "' in: " + t.getMessage());
    }

    private static byte[] digest(Ghash g) {
        byte[] d = new byte[16];
        g.digest(d, 0);
        return d;
    }

    private static byte[] partial(Ghash g) throws ReflectiveOperationException {
        Field f = Ghash.class.getDeclaredField("partial");
        f.setAccessible(true);
        return (byte[]) f.get(g);
    }

    private static void assertZero(byte[] b, String what) {
        for (byte x : b) {
            assertEquals(0, x, what);
        }
    }

    @Test
    void rangesAreCheckedByNameAndChangeNothing() {
        refused("hash subkey range", () -> Ghash.create(new byte[20], 8));
        refused("POLYVAL key range", () -> Ghash.forPolyval(new byte[20], 8));
        Ghash g = Ghash.create(H, 0);
        g.update(bytes(5, 1), 0, 5);
        byte[] before = digest(g);
        refused("in range", () -> g.update(new byte[20], 10, 11));
        refused("out range", () -> g.digest(new byte[20], 5));
        assertArrayEquals(before, digest(g));
    }

    /** digest pads the open block with zeros: the same value as absorbing the zeros explicitly. */
    @Test
    void digestPadsAPartialBlock() {
        Ghash a = Ghash.create(H, 0);
        a.update(bytes(5, 1), 0, 5);
        Ghash b = Ghash.create(H, 0);
        b.update(Arrays.copyOf(bytes(5, 1), 16), 0, 16);
        assertArrayEquals(digest(b), digest(a));
    }

    /** After reset, earlier partial bytes must not leak into a shorter next block. */
    @Test
    void resetForgetsThePartialBlock() throws Exception {
        Ghash g = Ghash.create(H, 0);
        g.update(bytes(9, 2), 0, 9);
        g.reset();
        assertZero(partial(g), "partial block after reset");
        g.update(bytes(3, 3), 0, 3);
        Ghash fresh = Ghash.create(H, 0);
        fresh.update(bytes(3, 3), 0, 3);
        assertArrayEquals(digest(fresh), digest(g));
    }

    @Test
    void noDataBlockLingersInThePartialBuffer() throws Exception {
        Ghash g = Ghash.create(H, 0);
        g.update(bytes(32, 4), 0, 32);
        assertZero(partial(g), "partial block after whole blocks");
        g.update(bytes(7, 5), 0, 7);
        g.destroy();
        assertZero(partial(g), "partial block after destroy");
    }
}
