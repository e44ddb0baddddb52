package dev.aesref;

import javax.security.auth.Destroyable;

/**
 * An AES key schedule, ready to encrypt and decrypt whole blocks.
 *
 * <p>An expanded key may be shared: any number of threads may call it at once, and each call
 * gives exactly the bytes it would give alone. Keys are immutable between calls; what a call
 * writes is scratch of its own.
 *
 * <p>Contract shared by every engine:
 * <ul>
 *   <li>{@code blocks} may be zero or any positive number; ranges are checked before any byte is
 *       written ({@link IndexOutOfBoundsException} naming the parameter).</li>
 *   <li>Input and output may be the same array, at the same offset (in place) or at any other
 *       offset; an implementation must give the same result as if the input were copied first
 *       ({@link Overlap} says when a forward walk is not safe).</li>
 *   <li>Wiping (STYLE.md rule 6): the key keeps round keys and scratch in arrays it owns. Scratch
 *       that held key material, keystream or data is back to zero when a call returns or throws
 *       (try/finally), so that between calls the key holds exactly what it held when it was
 *       made; {@link #destroy()} zeroes everything else. Hot paths allocate no secret-holding
 *       scratch per call. (A garbage collector may still copy a live array; Java cannot
 *       promise more than this.)</li>
 *   <li>{@link #destroy()} zeroes the round keys; any later use throws
 *       {@link IllegalStateException}.</li>
 *   <li>Threads: calls from several threads at once on one key are allowed and give the
 *       single-thread bytes. A call that is running when another thread calls {@link #destroy()}
 *       either returns the output of the intact key, or throws {@link IllegalStateException}
 *       with its output range zeroed; it never returns output computed from a half-zeroed key.
 *       A call that starts after {@code destroy()} began throws before it writes.</li>
 *   <li>No branch, array index, division or early exit depends on key, input or counter bytes.</li>
 * </ul>
 * {@code BlockEngineConformance} (the test kit) checks each rule, threads included, for any
 * implementation.
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
     * secret, so the counter arithmetic must be constant-time. Engines override this when they
     * can build the counter blocks straight into their own batch representation, and an engine
     * on a hot path must override it: the default allocates.
     *
     * <p>The default builds up to 64 counter blocks at a time in a keystream buffer, encrypts them
     * with {@link #encryptBlocks} and XORs them into the output. An interface owns no fields, so
     * that buffer (at most 1 KiB) is allocated per call, which also makes it the call's own; it
     * is zeroed before the call returns or throws. The input is never copied: when the output runs ahead into the input, the input is
     * first moved under the output ({@code System.arraycopy}, which copies as if through a
     * temporary array) and processed in place.
     */
    default void ctrXorBlocks(CounterFlavour flavour, byte[] iv, long firstIndex,
                              byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        Ranges.checkBlocks("in", in, inOff, blocks);
        Ranges.checkBlocks("out", out, outOff, blocks);
        Ranges.checkIv(iv);
        int len = blocks * BlockEngine.BLOCK_BYTES;
        if (Overlap.outputRunsAhead(in, inOff, out, outOff, len)) {
            // A chunk's output would overwrite input that a later chunk still has to read. The
            // offsets are public, so this decision leaks nothing.
            System.arraycopy(in, inOff, out, outOff, len);
            in = out;
            inOff = outOff;
        }
        final int chunk = 64;
        byte[] ks = new byte[Math.min(blocks, chunk) * BlockEngine.BLOCK_BYTES];
        try {
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
        } finally {
            java.util.Arrays.fill(ks, (byte) 0);
        }
    }
}
