package dev.aesref.mode;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.Overlap;
import dev.aesref.Ranges;
import java.util.Arrays;

/**
 * Output Feedback mode, NIST SP 800-38A (2001), section 6.4: {@code O_0 = IV},
 * {@code O_j = CIPH_K(O_{j-1})}, and {@code C_j = P_j XOR O_j}; the final block may be partial
 * and uses the leftmost bytes of its {@code O_j}. The keystream does not depend on the data, so
 * encryption and decryption are the same function. The IV must be unique for every message
 * under a key (a repeated IV repeats the whole keystream).
 *
 * <p>Thread-safe when the key is: the method is static and keeps its register in an array each
 * call allocates, so calls share nothing but the key.
 */
public final class Ofb {

    private Ofb() {}

    /**
     * Encrypts or decrypts {@code len} bytes. Any aliasing of input and output is allowed.
     *
     * @throws IllegalArgumentException if the iv is not 16 bytes or len is negative
     * @throws IndexOutOfBoundsException if a range does not fit its array
     */
    public static void apply(ExpandedKey key, byte[] iv, byte[] in, int inOff,
                             byte[] out, int outOff, int len) {
        Ranges.checkIv(iv);
        Checks.streamArgs(key, in, inOff, out, outOff, len);
        if (Overlap.outputRunsAhead(in, inOff, out, outOff, len)) {
            // Move the input under the output and work in place (no copy of the input).
            System.arraycopy(in, inOff, out, outOff, len);
            in = out;
            inOff = outOff;
        }
        byte[] o = iv.clone();
        try {
            for (int pos = 0; pos < len; pos += BlockEngine.BLOCK_BYTES) {
                key.encryptBlocks(o, 0, o, 0, 1);
                int n = Math.min(BlockEngine.BLOCK_BYTES, len - pos);
                for (int k = 0; k < n; k++) {
                    out[outOff + pos + k] = (byte) (in[inOff + pos + k] ^ o[k]);
                }
            }
        } finally {
            Arrays.fill(o, (byte) 0); // keystream
        }
    }
}
