package dev.aesref.jca;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The reuse guard answers for the last key and nonce only, and keeps no copy of the key. */
class NonceReuseGuardTest {

    private static byte[] bytes(int first, int n) {
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++) {
            b[i] = (byte) (first + 7 * i);
        }
        return b;
    }

    @Test
    void theLastKeyAndNonceRepeatAndNothingElseDoes() {
        NonceReuseGuard guard = new NonceReuseGuard();
        byte[] key = bytes(1, 16);
        byte[] nonce = bytes(100, 12);
        assertFalse(guard.repeats(key, nonce), "nothing remembered yet");
        guard.remember(key, nonce);
        assertTrue(guard.repeats(key, nonce));
        assertTrue(guard.repeats(key.clone(), nonce.clone()), "by value, not by array");
        byte[] otherNonce = nonce.clone();
        otherNonce[11] ^= 1;
        assertFalse(guard.repeats(key, otherNonce));
        byte[] otherKey = key.clone();
        otherKey[0] ^= (byte) 0x80;
        assertFalse(guard.repeats(otherKey, nonce));
        // The same bytes split differently between key and nonce are another key and nonce.
        byte[] joined = new byte[28];
        System.arraycopy(key, 0, joined, 0, 16);
        System.arraycopy(nonce, 0, joined, 16, 12);
        assertFalse(guard.repeats(Arrays.copyOf(joined, 24), Arrays.copyOfRange(joined, 24, 28)));
        guard.remember(otherKey, nonce);
        assertFalse(guard.repeats(key, nonce), "only the last is remembered");
        assertTrue(guard.repeats(otherKey, nonce));
    }

    @Test
    void noFieldHoldsTheKeyAndTwoGuardsDisagree() throws Exception {
        byte[] key = bytes(3, 32);
        byte[] nonce = bytes(9, 12);
        NonceReuseGuard a = new NonceReuseGuard();
        NonceReuseGuard b = new NonceReuseGuard();
        a.remember(key, nonce);
        b.remember(key, nonce);
        for (String name : new String[] {"salt", "last", "scratch"}) {
            var f = NonceReuseGuard.class.getDeclaredField(name);
            f.setAccessible(true);
            byte[] held = (byte[]) f.get(a);
            for (int at = 0; at + 8 <= key.length; at++) {
                byte[] piece = Arrays.copyOfRange(key, at, at + 8);
                for (int i = 0; i + 8 <= held.length; i++) {
                    assertFalse(Arrays.equals(piece, Arrays.copyOfRange(held, i, i + 8)), name + " holds key bytes");
                }
            }
        }
        var last = NonceReuseGuard.class.getDeclaredField("last");
        last.setAccessible(true);
        assertFalse(Arrays.equals((byte[]) last.get(a), (byte[]) last.get(b)), "the salt differs per guard");
        var scratch = NonceReuseGuard.class.getDeclaredField("scratch");
        scratch.setAccessible(true);
        assertTrue(Arrays.equals(new byte[32], (byte[]) scratch.get(a)), "the scratch is zeroed after use");
        assertTrue(a.repeats(key, nonce));
        assertTrue(Arrays.equals(new byte[32], (byte[]) scratch.get(a)), "also after a compare");
    }
}
