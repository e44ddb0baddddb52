package dev.aesref.keywrap;

import dev.aesref.ExpandedKey;
import dev.aesref.Ranges;
import dev.aesref.internal.ct.Pack;
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
 */
final class Wrapper {

    /** "Kw" or "Kwp", for the message of a call after destroy. */
    private final String owner;
    private final ExpandedKey key;
    final boolean inverseCipher;
    final Scratch scratch = new Scratch();

    Wrapper(String owner, ExpandedKey key, boolean inverseCipher) {
        this.owner = owner;
        this.key = Objects.requireNonNull(key, "key");
        this.inverseCipher = inverseCipher;
    }

    /** The scratch buffer for a call on {@code len} bytes; the caller wipes it in a finally. */
    byte[] take(int len) {
        return scratch.take(owner, len);
    }

    /**
     * Wraps {@code in[inOff .. inOff + len)} with the semiblock {@code a} in front into
     * {@code total} bytes at {@code out[outOff ..)}, after the caller's length rule. The input is
     * copied into scratch first, so input and output may overlap.
     */
    int wrap(long a, byte[] in, int inOff, int len, byte[] out, int outOff, int total) {
        Ranges.checkRange("in", in, inOff, len);
        Ranges.checkRange("out", out, outOff, total);
        byte[] buf = take(total);
        try {
            Pack.storeLongBE(a, buf, 0);
            System.arraycopy(in, inOff, buf, 8, len);
            Arrays.fill(buf, 8 + len, total, (byte) 0);
            int n = total / WrappingFunction.SEMIBLOCK - 1;
            if (n == 1) {
                // SP 800-38F section 6.3, KWP-AE step 4: one semiblock is one block cipher call.
                WrappingFunction.forward(key, inverseCipher, buf);
            } else {
                WrappingFunction.wrap(key, inverseCipher, buf, n, scratch.block);
            }
            System.arraycopy(buf, 0, out, outOff, total);
            return total;
        } finally {
            scratch.wipe(total);
        }
    }

    /**
     * Copies {@code in[inOff .. inOff + len)} into {@code buf} (from {@link #take}) and decrypts it
     * in place: afterwards {@code buf[0..8)} holds A, unchecked, and the rest the padded plaintext.
     */
    void unwrap(byte[] in, int inOff, int len, byte[] buf) {
        System.arraycopy(in, inOff, buf, 0, len);
        int n = len / WrappingFunction.SEMIBLOCK - 1;
        if (n == 1) {
            // SP 800-38F section 6.3, KWP-AD step 3: two semiblocks are one block cipher call.
            WrappingFunction.backward(key, inverseCipher, buf);
        } else {
            WrappingFunction.unwrap(key, inverseCipher, buf, n, scratch.block);
        }
    }
}
