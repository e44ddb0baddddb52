package dev.aesref.keywrap;

import dev.aesref.ExpandedKey;
import dev.aesref.Ranges;
import dev.aesref.internal.ct.Pack;
import dev.aesref.internal.share.Lifetime;
import dev.aesref.internal.share.ScratchPool;
import java.util.Arrays;
import java.util.Objects;

/**
 * What a KW or a KWP object owns, and the steps the two share around the wrapping function: the
 * key, the choice of forward function, the scratch, and the authenticated-encryption shell.
 *
 * <p>Both wraps build {@code S = A || P || padding} and encrypt it (SP 800-38F section 6.2, KW-AE
 * steps 1-2; section 6.3, KWP-AE steps 1-5; RFC 3394 section 2.2.1, RFC 5649 section 4.1). A is
 * ICV1 for KW, {@code ICV2 || MLI} for KWP. KW's plaintext is whole semiblocks, so its padding is
 * empty and its n is at least 2. KWP pads with zeros; a single semiblock (n = 1) is one call of
 * the forward function on {@code A || P}, anything longer goes through W. Unwrapping undoes the
 * same in reverse (KW-AD steps 1-2, KWP-AD steps 3-4), and each caller then checks A its own way.
 *
 * <p>Each call borrows its {@link Scratch} from a {@link ScratchPool} and gives it back zeroed, so
 * calls from several threads never share a buffer. {@link Lifetime} orders the owner's
 * {@code destroy()} against calls in flight: a wrap that overlaps it returns a right ciphertext or
 * throws with its output zeroed, and an unwrap throws before its verdict, releasing no plaintext.
 */
final class Wrapper {

    private final ExpandedKey key;
    final boolean inverseCipher;
    /** The scratch of the calls running now, one each. */
    private final ScratchPool<Scratch> pool = new ScratchPool<>(Scratch::new);
    final Lifetime lifetime;

    Wrapper(String owner, ExpandedKey key, boolean inverseCipher) {
        this.key = Objects.requireNonNull(key, "key");
        this.inverseCipher = inverseCipher;
        this.lifetime = new Lifetime(owner);
    }

    /**
     * Lends scratch for a call on {@code len} bytes, with a buffer of at least that size; the
     * caller gives it back with {@link #give} in a finally.
     *
     * @throws IllegalStateException if the owner has been destroyed
     */
    Scratch take(int len) {
        lifetime.checkLive();
        Scratch s = pool.take();
        s.buffer(len);
        return s;
    }

    /** Zeroes what a call on {@code len} bytes wrote in {@code s} and takes it back. */
    void give(Scratch s, int len) {
        s.wipe(len);
        pool.give(s);
    }

    /** The scratch an uncontended call borrows (for tests that check it is zeroed). */
    Scratch idleScratch() {
        Scratch s = pool.take();
        pool.give(s);
        return s;
    }

    /**
     * Wraps {@code in[inOff .. inOff + len)} with the semiblock {@code a} in front into
     * {@code total} bytes at {@code out[outOff ..)}, after the caller's length rule. The input is
     * copied into scratch first, so input and output may overlap.
     */
    int wrap(long a, byte[] in, int inOff, int len, byte[] out, int outOff, int total) {
        lifetime.checkLive();
        Ranges.checkRange("in", in, inOff, len);
        Ranges.checkRange("out", out, outOff, total);
        Scratch s = take(total);
        byte[] buf = s.buffer(total);
        try {
            Pack.storeLongBE(a, buf, 0);
            System.arraycopy(in, inOff, buf, 8, len);
            Arrays.fill(buf, 8 + len, total, (byte) 0);
            int n = total / WrappingFunction.SEMIBLOCK - 1;
            if (n == 1) {
                // SP 800-38F section 6.3, KWP-AE step 4: one semiblock is one block cipher call.
                WrappingFunction.forward(key, inverseCipher, buf);
            } else {
                WrappingFunction.wrap(key, inverseCipher, buf, n, s.block);
            }
            System.arraycopy(buf, 0, out, outOff, total);
            lifetime.confirm(out, outOff, total);
            return total;
        } finally {
            give(s, total);
        }
    }

    /**
     * Copies {@code in[inOff .. inOff + len)} into the buffer of {@code s} (from {@link #take})
     * and decrypts it in place: afterwards {@code buf[0..8)} holds A, unchecked, and the rest the
     * padded plaintext. If the owner was destroyed meanwhile, zeroes the buffer and throws
     * {@link IllegalStateException} before any verdict.
     */
    byte[] unwrap(byte[] in, int inOff, int len, Scratch s) {
        byte[] buf = s.buffer(len);
        System.arraycopy(in, inOff, buf, 0, len);
        int n = len / WrappingFunction.SEMIBLOCK - 1;
        if (n == 1) {
            // SP 800-38F section 6.3, KWP-AD step 3: two semiblocks are one block cipher call.
            WrappingFunction.backward(key, inverseCipher, buf);
        } else {
            WrappingFunction.unwrap(key, inverseCipher, buf, n, s.block);
        }
        lifetime.confirm(buf, 0, len);
        return buf;
    }
}
