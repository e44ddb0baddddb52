package dev.aesref.mac;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.Ranges;
import dev.aesref.internal.share.SingleThreaded;
import java.util.Arrays;
import java.util.Objects;
import javax.security.auth.Destroyable;

/**
 * The CBC-MAC chain {@code Y_i = CIPH_K(Y_{i-1} XOR B_i)}, {@code Y_0 = 0}, fed with bytes in any
 * chunking: the chain CMAC runs (NIST SP 800-38B, section 6.2, steps 5 and 6) and the one CCM
 * runs over its formatted blocks (SP 800-38C, section 6.1, steps 3 and 4).
 *
 * <p>Bytes are XORed straight into the chaining value; a block is enciphered only when the next
 * byte arrives (or when the owner finishes it), so that the last block, complete or not, is still
 * open when the message ends. That is what CMAC's final step needs: XOR a subkey (and the 10*
 * padding) into the last block before its encipherment. {@link #pending()} is the number of
 * message bytes in that open block, 0 only before the first byte.
 *
 * <p>Only public lengths decide control flow. {@link #destroy()} zeroes the chaining value but
 * never the caller's key.
 *
 * <p>Single-threaded: the chain is a running state. A second thread that calls while another is
 * inside gets an {@link IllegalStateException}, and the first call's result stays right. An
 * owner that is shared lends a chain of its own to each call.
 */
public final class CbcMac implements Destroyable {

    private static final int BLOCK = BlockEngine.BLOCK_BYTES;

    private final ExpandedKey key;
    private final byte[] y = new byte[BLOCK];
    private int pending;
    private boolean destroyed;
    private final SingleThreaded guard = new SingleThreaded("this CBC-MAC chain");

    public CbcMac(ExpandedKey key) {
        this.key = Objects.requireNonNull(key, "key");
    }

    /** Starts a new chain: {@code Y_0 = 0}, nothing pending. */
    public void reset() {
        guard.enter();
        try {
            checkAlive();
            restart();
        } finally {
            guard.exit();
        }
    }

    private void restart() {
        Arrays.fill(y, (byte) 0);
        pending = 0;
    }

    /** Feeds {@code in[off .. off + len)} to the chain. */
    public void update(byte[] in, int off, int len) {
        guard.enter();
        try {
            checkAlive();
            Ranges.checkRange("in", in, off, len);
            absorb(in, off, len);
        } finally {
            guard.exit();
        }
    }

    private void absorb(byte[] in, int off, int len) {
        while (len > 0) {
            if (pending == BLOCK) {
                key.encryptBlocks(y, 0, y, 0, 1);
                pending = 0;
            }
            int n = Math.min(BLOCK - pending, len);
            for (int i = 0; i < n; i++) {
                y[pending + i] ^= in[off + i];
            }
            pending += n;
            off += n;
            len -= n;
        }
    }

    /**
     * Number of message bytes in the open (not yet enciphered) last block: 1..16, or 0 when no
     * byte has been fed since {@link #reset()}.
     */
    public int pending() {
        return pending;
    }

    /**
     * Completes the open block with zero bytes (CCM's padding, SP 800-38C A.2.2 and A.2.3): XORing
     * zeros changes nothing, so only the count moves. A chain with nothing pending stays so.
     */
    public void padWithZeros() {
        guard.enter();
        try {
            checkAlive();
            if (pending != 0) {
                pending = BLOCK;
            }
        } finally {
            guard.exit();
        }
    }

    /** XORs the 16 bytes {@code b[off ..)} into the open block (CMAC's subkey, RFC 5297's xorend). */
    public void xorIntoOpenBlock(byte[] b, int off) {
        guard.enter();
        try {
            checkAlive();
            for (int i = 0; i < BLOCK; i++) {
                y[i] ^= b[off + i];
            }
        } finally {
            guard.exit();
        }
    }

    /**
     * XORs the 10* padding byte right after the pending bytes (SP 800-38B section 6.2 step 3);
     * only valid when fewer than 16 bytes are pending.
     */
    void padOneZeros() {
        y[pending] ^= (byte) 0x80;
    }

    /**
     * Enciphers the open block and writes the first {@code len} bytes of the result, the last
     * chaining value {@code Y_n}, to {@code out[outOff ..)}; then starts a new chain.
     */
    public void finish(byte[] out, int outOff, int len) {
        guard.enter();
        try {
            checkAlive();
            key.encryptBlocks(y, 0, y, 0, 1);
            System.arraycopy(y, 0, out, outOff, len);
        } finally {
            restart();
            guard.exit();
        }
    }

    @Override
    public void destroy() {
        guard.enter();
        try {
            wipe();
        } finally {
            guard.exit();
        }
    }

    /**
     * What {@link #destroy()} does, without the guard: for an owner whose own destroy() must not
     * fail while one of its calls is inside the chain.
     */
    void wipe() {
        restart();
        destroyed = true;
    }

    @Override
    public boolean isDestroyed() {
        return destroyed;
    }

    private void checkAlive() {
        if (destroyed) {
            throw new IllegalStateException("CBC-MAC state has been destroyed");
        }
    }
}
