package dev.aesref;

import javax.security.auth.Destroyable;

/**
 * An AES key schedule, ready to encrypt and decrypt whole blocks.
 *
 * <p>Contract shared by every engine:
 * <ul>
 *   <li>{@code blocks} may be zero or any positive number; ranges are checked before any byte is
 *       written ({@link IndexOutOfBoundsException} naming the parameter).</li>
 *   <li>Input and output may be the same array, at the same offset (in place) or at any other
 *       offset; an implementation must give the same result as if the input were copied first.</li>
 *   <li>{@link #destroy()} zeroes the round keys; any later use throws
 *       {@link IllegalStateException}.</li>
 *   <li>No branch, array index, division or early exit depends on key, input or counter bytes.</li>
 * </ul>
 * Expanded keys are not thread-safe unless an engine says otherwise.
 */
public interface ExpandedKey extends Destroyable {

    /** Key length in bits: 128, 192 or 256. */
    int keyBits();

    /** Number of AES rounds: 10, 12 or 14. */
    default int rounds() {
        return keyBits() / 32 + 6;
    }

    /**
     * Zeroes the round keys and any scratch that held key material. Never fails (narrows
     * {@link Destroyable#destroy()}, which may throw); calling it twice is harmless.
     */
    @Override
    void destroy();

    /** Encrypts {@code blocks} consecutive 16-byte blocks. */
    void encryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks);

    /** Decrypts {@code blocks} consecutive 16-byte blocks. */
    void decryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks);

    /**
     * Counter-mode keystream for whole blocks: for {@code j = 0 .. blocks-1},
     * {@code out[j] = in[j] XOR E(flavour.counterBlock(iv, firstIndex + j))}.
     *
     * <p>{@code firstIndex} is the unsigned 64-bit index of the first block in the stream; it is
     * public (it comes from the stream position). The iv and therefore every counter block are
     * secret, so the counter arithmetic must be constant-time. The default builds the counter
     * blocks and calls {@link #encryptBlocks}; engines override it when they can build the
     * counter blocks straight into their own batch representation.
     */
    default void ctrXorBlocks(CounterFlavour flavour, byte[] iv, long firstIndex,
                              byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        Ranges.checkBlocks("in", in, inOff, blocks);
        Ranges.checkBlocks("out", out, outOff, blocks);
        Ranges.checkIv(iv);
        int len = blocks * BlockEngine.BLOCK_BYTES;
        if (Overlap.outputRunsAhead(in, inOff, out, outOff, len)) {
            // The output runs ahead of the input in the same array: a chunk's output would
            // overwrite input that a later chunk still has to read. Work from a copy (offsets
            // are public, so this decision leaks nothing).
            in = java.util.Arrays.copyOfRange(in, inOff, inOff + len);
            inOff = 0;
        }
        final int chunk = 64;
        byte[] ks = new byte[Math.min(blocks, chunk) * BlockEngine.BLOCK_BYTES];
        int done = 0;
        while (done < blocks) {
            int n = Math.min(chunk, blocks - done);
            for (int j = 0; j < n; j++) {
                flavour.counterBlock(iv, firstIndex + done + j, ks, j * BlockEngine.BLOCK_BYTES);
            }
            encryptBlocks(ks, 0, ks, 0, n);
            int base = done * BlockEngine.BLOCK_BYTES;
            for (int k = 0; k < n * BlockEngine.BLOCK_BYTES; k++) {
                out[outOff + base + k] = (byte) (in[inOff + base + k] ^ ks[k]);
            }
            done += n;
        }
        java.util.Arrays.fill(ks, (byte) 0);
    }
}
