package dev.aesref.fpe;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.engines.Engines;
import dev.aesref.ExpandedKey;
import java.lang.reflect.Field;
import java.math.BigInteger;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * Every domain rule of SP 800-38G Rev. 1 section 5.2 (and the numeral rule of section 4.2) fails
 * with an exception naming it, before any output; the scratch is zero after every call.
 */
class Ff1RulesTest {

    private static final ExpandedKey KEY = Engines.byName("nohw").expandKey(new byte[16]);
    private static final int MARK = 0x7EADBEEF;

    private static void fails(Class<? extends Throwable> type, String rule, Executable call) {
        Throwable t = assertThrows(type, call);
        assertTrue(t.getMessage().contains(rule), () -> "message '" + t.getMessage()
                + "' should name the rule '" + rule + "'");
    }

    private static Ff1 decimal() {
        return Ff1.create(KEY, 10, 6, 12, 4);
    }

    private static int[] marked(int n) {
        int[] out = new int[n];
        Arrays.fill(out, MARK);
        return out;
    }

    private static void assertUntouched(int[] out) {
        for (int x : out) {
            assertEquals(MARK, x, "no output numeral may be written on failure");
        }
    }

    @Test
    void radixRange() {
        fails(IllegalArgumentException.class, "radix must be in 2..65536",
                () -> Ff1.create(KEY, 1, 20, 30, 0));
        fails(IllegalArgumentException.class, "radix must be in 2..65536",
                () -> Ff1.create(KEY, 65537, 2, 30, 0));
        fails(IllegalArgumentException.class, "radix must be in 2..65536",
                () -> Ff1.create(KEY, 0, 20, 30, 0));
        assertEquals(2, Ff1.create(KEY, 2, 20, 30, 0).radix());
        assertEquals(65536, Ff1.create(KEY, 65536, 2, 30, 0).radix());
    }

    @Test
    void minLenAtLeastTwo() {
        fails(IllegalArgumentException.class, "minLen must be >= 2",
                () -> Ff1.create(KEY, 65536, 1, 30, 0));
        assertEquals(2, Ff1.create(KEY, 65536, 2, 30, 0).minLen());
    }

    @Test
    void maxLenAtLeastMinLen() {
        fails(IllegalArgumentException.class, "maxLen must be >= minLen",
                () -> Ff1.create(KEY, 10, 7, 6, 0));
        assertEquals(7, Ff1.create(KEY, 10, 7, 7, 0).maxLen());
    }

    @Test
    void domainAtLeastAMillion() {
        String rule = "radix^minLen must be >= 1000000";
        fails(IllegalArgumentException.class, rule, () -> Ff1.create(KEY, 10, 5, 10, 0));
        fails(IllegalArgumentException.class, rule, () -> Ff1.create(KEY, 2, 19, 30, 0));
        fails(IllegalArgumentException.class, rule, () -> Ff1.create(KEY, 999, 2, 30, 0));
        fails(IllegalArgumentException.class, rule, () -> Ff1.create(KEY, 100, 2, 30, 0));
        Ff1.create(KEY, 10, 6, 10, 0);
        Ff1.create(KEY, 2, 20, 30, 0);
        Ff1.create(KEY, 1000, 2, 30, 0);
        Ff1.create(KEY, 100, 3, 30, 0);
        // large domains must not overflow into a rejection
        Ff1.create(KEY, 65536, 40, 60, 0);
        Ff1.create(KEY, 2, 100, 200, 0);
        Ff1.create(KEY, 65535, 3, 30, 0);
    }

    @Test
    void smallestMinLenIsTheLeastLengthReachingAMillion() {
        BigInteger million = BigInteger.valueOf(Ff1.MIN_DOMAIN);
        for (int radix = 2; radix <= Ff1.MAX_RADIX; radix += radix < 1100 ? 1 : 997) {
            int len = 2;
            while (BigInteger.valueOf(radix).pow(len).compareTo(million) < 0) {
                len++;
            }
            assertEquals(len, Ff1.smallestMinLen(radix), "radix " + radix);
        }
        assertEquals(2, Ff1.smallestMinLen(Ff1.MAX_RADIX));
        fails(IllegalArgumentException.class, "radix must be in 2..65536", () -> Ff1.smallestMinLen(1));
        fails(IllegalArgumentException.class, "radix must be in 2..65536",
                () -> Ff1.smallestMinLen(Ff1.MAX_RADIX + 1));
    }

    @Test
    void maxTweakBytesNotNegative() {
        fails(IllegalArgumentException.class, "maxTweakBytes must be >= 0",
                () -> Ff1.create(KEY, 10, 6, 10, -1));
        assertEquals(0, Ff1.create(KEY, 10, 6, 10, 0).maxTweakBytes());
        assertEquals(77, Ff1.create(KEY, 10, 6, 10, 77).maxTweakBytes());
        assertThrows(NullPointerException.class, () -> Ff1.create(null, 10, 6, 10, 0));
    }

    @Test
    void tweakLengthLimit() {
        Ff1 ff1 = decimal();
        int[] out = marked(6);
        fails(IllegalArgumentException.class, "tweak length must be <= maxTweakBytes",
                () -> ff1.encrypt(new byte[5], new int[6], 0, out, 0, 6));
        fails(IllegalArgumentException.class, "tweak length must be <= maxTweakBytes",
                () -> ff1.decrypt(new byte[5], new int[6], 0, out, 0, 6));
        assertUntouched(out);
        assertThrows(NullPointerException.class, () -> ff1.encrypt(null, new int[6]));
        assertEquals(6, ff1.encrypt(new byte[4], new int[6]).length);
    }

    @Test
    void messageLengthBetweenMinLenAndMaxLen() {
        Ff1 ff1 = decimal();
        String rule = "minLen <= n <= maxLen";
        int[] out = marked(13);
        fails(IllegalArgumentException.class, rule, () -> ff1.encrypt(new byte[0], new int[5], 0, out, 0, 5));
        fails(IllegalArgumentException.class, rule, () -> ff1.decrypt(new byte[0], new int[13], 0, out, 0, 13));
        fails(IllegalArgumentException.class, rule, () -> ff1.encrypt(new byte[0], new int[13]));
        fails(IllegalArgumentException.class, rule, () -> ff1.decrypt(new byte[0], new int[0]));
        assertUntouched(out);
        assertEquals(6, ff1.encrypt(new byte[0], new int[6]).length);
        assertEquals(12, ff1.decrypt(new byte[0], new int[12]).length);
    }

    @Test
    void numeralsBelowTheRadix() {
        Ff1 ff1 = decimal();
        String rule = "numerals must be in 0..radix-1";
        for (int bad : new int[] {-1, 10, 11, Integer.MIN_VALUE, Integer.MAX_VALUE, 1 << 16}) {
            for (int pos : new int[] {0, 3, 6}) {
                int[] x = {1, 2, 3, 4, 5, 6, 7};
                x[pos] = bad;
                int[] out = marked(7);
                fails(IllegalArgumentException.class, rule, () -> ff1.encrypt(new byte[0], x, 0, out, 0, 7));
                fails(IllegalArgumentException.class, rule, () -> ff1.decrypt(new byte[0], x, 0, out, 0, 7));
                assertUntouched(out);
            }
        }
        // 0 and radix - 1 are numerals; a bad value outside the range [off, off + len) is ignored
        int[] edge = {-5, 0, 9, 0, 9, 0, 9, 99};
        int[] out = marked(8);
        ff1.encrypt(new byte[0], edge, 1, out, 1, 6);
        assertEquals(MARK, out[0]);
        assertEquals(MARK, out[7]);
        assertArrayEquals(ff1.encrypt(new byte[0], Arrays.copyOfRange(edge, 1, 7)),
                Arrays.copyOfRange(out, 1, 7));
    }

    @Test
    void rangesAreChecked() {
        Ff1 ff1 = decimal();
        int[] out = marked(8);
        assertThrows(IndexOutOfBoundsException.class, () -> ff1.encrypt(new byte[0], new int[6], 1, out, 0, 6));
        fails(IndexOutOfBoundsException.class, "in: range", () -> ff1.encrypt(new byte[0], new int[6], -1, out, 0, 6));
        fails(IndexOutOfBoundsException.class, "out: range", () -> ff1.encrypt(new byte[0], new int[6], 0, out, -1, 6));
        fails(IndexOutOfBoundsException.class, "in: range", () -> ff1.encrypt(new byte[0], new int[6], 0, out, 0, -1));
        assertThrows(IndexOutOfBoundsException.class, () -> ff1.encrypt(new byte[0], new int[8], 0, out, 3, 6));
        assertThrows(IndexOutOfBoundsException.class, () -> ff1.decrypt(new byte[0], new int[8], 0, out, -1, 6));
        assertThrows(IndexOutOfBoundsException.class, () -> ff1.decrypt(new byte[0], new int[8], 0, out, 0, -1));
        fails(IndexOutOfBoundsException.class, "out: range", () -> ff1.decrypt(new byte[0], new int[8], 0, out, 3, 6));
        fails(IndexOutOfBoundsException.class, "in: range", () -> ff1.decrypt(new byte[0], new int[8], 3, out, 0, 6));
        assertThrows(NullPointerException.class, () -> ff1.encrypt(new byte[0], null, 0, out, 0, 6));
        assertThrows(NullPointerException.class, () -> ff1.encrypt(new byte[0], new int[6], 0, null, 0, 6));
        assertThrows(NullPointerException.class, () -> ff1.encrypt(new byte[0], null));
        assertThrows(NullPointerException.class, () -> ff1.decrypt(new byte[0], null));
        assertUntouched(out);
        // the exact fit is accepted
        ff1.encrypt(new byte[0], new int[8], 2, out, 2, 6);
    }

    @Test
    void destroyedObjectRefuses() {
        Ff1 ff1 = decimal();
        assertFalse(ff1.isDestroyed());
        ff1.destroy();
        assertTrue(ff1.isDestroyed());
        ff1.destroy();
        int[] out = marked(6);
        fails(IllegalStateException.class, "destroyed", () -> ff1.encrypt(new byte[0], new int[6], 0, out, 0, 6));
        fails(IllegalStateException.class, "destroyed", () -> ff1.decrypt(new byte[0], new int[6], 0, out, 0, 6));
        assertUntouched(out);
    }

    /**
     * Every int[] and byte[] field of the object (its scratch) is all zero, except Ff1's table of
     * byte lengths, which holds public sizes only.
     */
    static void assertScratchZero(Object o) throws IllegalAccessException {
        int arrays = 0;
        for (Field f : o.getClass().getDeclaredFields()) {
            if (f.getName().equals("bytesByV")) {
                continue;
            }
            f.setAccessible(true);
            Object v = f.get(o);
            if (v instanceof int[] a) {
                arrays++;
                for (int x : a) {
                    assertEquals(0, x, f.getName());
                }
            } else if (v instanceof byte[] b) {
                arrays++;
                for (byte x : b) {
                    assertEquals(0, x, f.getName());
                }
            }
        }
        assertTrue(arrays > 0);
    }

    private static int length(Object o, String field) throws ReflectiveOperationException {
        Field f = o.getClass().getDeclaredField(field);
        f.setAccessible(true);
        return java.lang.reflect.Array.getLength(f.get(o));
    }

    @Test
    void scratchIsSizedForTheLongestMessage() throws Exception {
        for (int radix : new int[] {2, 10, 36, 1000, 65535, 65536}) {
            int lo = Ff1.smallestMinLen(radix);
            Ff1 ff1 = Ff1.create(KEY, radix, lo, 300, 20);
            for (int n : new int[] {lo, lo + 1, 97, 250, 120}) {
                ff1.encrypt(new byte[3], new int[n]);
            }
            // sizes for n = 250, from Algorithm 7 steps 1, 3 and 4 with BigInteger as the oracle
            int v = 125;
            int b = (BigInteger.valueOf(radix).pow(v).subtract(BigInteger.ONE).bitLength() + 7) / 8;
            int d = 4 * ((b + 3) / 4) + 4;
            assertEquals(v, length(ff1.scratchForTest(), "left"));
            assertEquals(v, length(ff1.scratchForTest(), "right"));
            assertEquals((b + 3) / 4, length(ff1.scratchForTest(), "numLimbs"));
            assertEquals(d / 4, length(ff1.scratchForTest(), "yLimbs"));
            assertEquals((d + 15) / 16 * 16, length(ff1.scratchForTest(), "sBlocks"));
            assertEquals((31 + b + 15) / 16 * 16, length(ff1.scratchForTest(), "tail"));
        }
    }

    @Test
    void steadyUseAllocatesNothing() {
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean)
                java.lang.management.ManagementFactory.getThreadMXBean();
        long self = Thread.currentThread().getId();
        Ff1 ff1 = Ff1.create(KEY, 36, 4, 100, 20);
        byte[] tweak = new byte[19];
        int[] buf = new int[100];
        Runnable calls = () -> {
            ff1.encrypt(tweak, buf, 0, buf, 0, 100);
            ff1.decrypt(tweak, buf, 0, buf, 0, 100);
            ff1.encrypt(tweak, buf, 0, buf, 0, 57); // a shorter message reuses the scratch
            ff1.decrypt(tweak, buf, 0, buf, 0, 57);
        };
        // Warm-up long enough for the JIT to settle: the pooled scratch adds a few methods whose
        // recompilations allocated a few hundred bytes as late as the 1,800th round in a fresh JVM.
        for (int i = 0; i < 3000; i++) {
            calls.run();
        }
        mx.getThreadAllocatedBytes(self);
        long before = mx.getThreadAllocatedBytes(self);
        for (int i = 0; i < 50; i++) {
            calls.run();
        }
        long after = mx.getThreadAllocatedBytes(self);
        assertEquals(0L, after - before, "bytes allocated by 50 rounds of calls");
    }

    @Test
    void scratchIsZeroAfterEveryCall() throws Exception {
        Ff1 ff1 = Ff1.create(KEY, 36, 4, 200, 40);
        byte[] tweak = new byte[33];
        Arrays.fill(tweak, (byte) 0x5C);
        int[] x = new int[150];
        Arrays.fill(x, 35);
        int[] y = ff1.encrypt(tweak, x);
        assertScratchZero(ff1.scratchForTest());
        assertArrayEquals(x, ff1.decrypt(tweak, y));
        assertScratchZero(ff1.scratchForTest());
        // shorter messages reuse the larger scratch, which is wiped all the same
        ff1.encrypt(tweak, Arrays.copyOf(x, 9));
        assertScratchZero(ff1.scratchForTest());
        // a failing call (a bad numeral) leaves it zero as well
        x[7] = 36;
        assertThrows(IllegalArgumentException.class, () -> ff1.encrypt(tweak, x));
        assertScratchZero(ff1.scratchForTest());
        // and so does a failure inside the computation: the key destroyed under the FF1 object
        ExpandedKey k = Engines.byName("nohw").expandKey(new byte[16]);
        Ff1 doomed = Ff1.create(k, 36, 4, 200, 40);
        doomed.encrypt(tweak, new int[20]);
        k.destroy();
        assertThrows(IllegalStateException.class, () -> doomed.encrypt(tweak, new int[20]));
        assertScratchZero(doomed.scratchForTest());
    }
}
