package dev.aesref.mode;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.Overlap;
import dev.aesref.Ranges;
import dev.aesref.internal.ct.Secret;
import java.util.Arrays;

/**
 * Cipher Feedback mode, NIST SP 800-38A (2001), section 6.3, for segment sizes s = 1, 8 and 128.
 *
 * <p>A 128-bit input block {@code I} starts as the IV. For each segment: {@code O = CIPH_K(I)};
 * the ciphertext segment is the plaintext segment XOR the leftmost s bits of {@code O}; then
 * {@code I} is shifted left by s bits and the ciphertext segment enters on the right
 * ({@code I_j = LSB_{b-s}(I_{j-1}) | C#_{j-1}}). Decryption runs the same forward cipher and
 * feeds back the ciphertext it reads. Only CIPH_K is used, never its inverse.
 *
 * <p>CFB128 here accepts a partial final segment (as the JDK's {@code AES/CFB/NoPadding} does):
 * the last segment is XORed with the leftmost bytes of its {@code O}. CFB1 works on a bit
 * string, most significant bit of each byte first (the convention of SP 800-38A Appendix F.3.1).
 *
 * <p>Thread-safe when the key is: the methods are static and keep their registers in arrays
 * each call allocates, so calls share nothing but the key.
 */
public final class Cfb {

    private static final int BLOCK = BlockEngine.BLOCK_BYTES;

    private Cfb() {}

    /** CFB8 encryption of {@code len} bytes. Any aliasing of input and output is allowed. */
    public static void encrypt8(ExpandedKey key, byte[] iv, byte[] in, int inOff,
                                byte[] out, int outOff, int len) {
        cfb8(key, iv, in, inOff, out, outOff, len, false);
    }

    /** CFB8 decryption of {@code len} bytes. Any aliasing of input and output is allowed. */
    public static void decrypt8(ExpandedKey key, byte[] iv, byte[] in, int inOff,
                                byte[] out, int outOff, int len) {
        cfb8(key, iv, in, inOff, out, outOff, len, true);
    }

    /** CFB128 encryption of {@code len} bytes; the last segment may be shorter than 16 bytes. */
    public static void encrypt128(ExpandedKey key, byte[] iv, byte[] in, int inOff,
                                  byte[] out, int outOff, int len) {
        cfb128(key, iv, in, inOff, out, outOff, len, false);
    }

    /** CFB128 decryption of {@code len} bytes; the last segment may be shorter than 16 bytes. */
    public static void decrypt128(ExpandedKey key, byte[] iv, byte[] in, int inOff,
                                  byte[] out, int outOff, int len) {
        cfb128(key, iv, in, inOff, out, outOff, len, true);
    }

    /**
     * CFB1 encryption of {@code bits} bits, read MSB-first from {@code in[0 .. ceil(bits/8))} and
     * written the same way to {@code out}; the unused low bits of the last output byte are zero.
     * {@code in} and {@code out} may be the same array.
     */
    public static void encrypt1(ExpandedKey key, byte[] iv, byte[] in, byte[] out, int bits) {
        cfb1(key, iv, in, out, bits, false);
    }

    /** CFB1 decryption; same conventions as {@link #encrypt1}. */
    public static void decrypt1(ExpandedKey key, byte[] iv, byte[] in, byte[] out, int bits) {
        cfb1(key, iv, in, out, bits, true);
    }

    private static void cfb128(ExpandedKey key, byte[] iv, byte[] in, int inOff,
                               byte[] out, int outOff, int len, boolean decrypt) {
        Ranges.checkIv(iv);
        Checks.streamArgs(key, in, inOff, out, outOff, len);
        if (Overlap.outputRunsAhead(in, inOff, out, outOff, len)) {
            // Move the input under the output and work in place (no copy of the input).
            System.arraycopy(in, inOff, out, outOff, len);
            in = out;
            inOff = outOff;
        }
        byte[] register = iv.clone();
        try {
            for (int pos = 0; pos < len; pos += BLOCK) {
                int n = Math.min(BLOCK, len - pos);
                key.encryptBlocks(register, 0, register, 0, 1);
                // register now holds O_j; it becomes the next input block I_{j+1} = C_j.
                for (int k = 0; k < n; k++) {
                    byte x = in[inOff + pos + k];
                    byte y = (byte) (x ^ register[k]);
                    register[k] = decrypt ? x : y;
                    out[outOff + pos + k] = y;
                }
            }
        } finally {
            // After a partial last segment the rest of the register is keystream.
            Arrays.fill(register, (byte) 0);
        }
    }

    private static void cfb8(ExpandedKey key, byte[] iv, byte[] in, int inOff,
                             byte[] out, int outOff, int len, boolean decrypt) {
        Ranges.checkIv(iv);
        Checks.streamArgs(key, in, inOff, out, outOff, len);
        if (Overlap.outputRunsAhead(in, inOff, out, outOff, len)) {
            // Move the input under the output and work in place (no copy of the input).
            System.arraycopy(in, inOff, out, outOff, len);
            in = out;
            inOff = outOff;
        }
        byte[] register = iv.clone();
        byte[] o = new byte[BLOCK];
        try {
            for (int i = 0; i < len; i++) {
                key.encryptBlocks(register, 0, o, 0, 1);
                byte x = in[inOff + i];
                byte y = (byte) (x ^ o[0]);
                // I_{j+1} = LSB_120(I_j) | C_j
                System.arraycopy(register, 1, register, 0, BLOCK - 1);
                register[BLOCK - 1] = decrypt ? x : y;
                out[outOff + i] = y;
            }
        } finally {
            // o holds keystream; the register holds ciphertext, zeroed all the same.
            Arrays.fill(o, (byte) 0);
            Arrays.fill(register, (byte) 0);
        }
    }

    private static void cfb1(ExpandedKey key, byte[] iv, byte[] in, byte[] out, int bits,
                             boolean decrypt) {
        Checks.liveKey(key);
        Ranges.checkIv(iv);
        if (bits < 0) {
            throw new IllegalArgumentException("bits must be >= 0, got " + bits);
        }
        int bytes = (int) ((bits + 7L) / 8);
        Ranges.checkRange("in", in, 0, bytes);
        Ranges.checkRange("out", out, 0, bytes);
        byte[] register = iv.clone();
        byte[] o = new byte[BLOCK];
        try {
            int acc = 0;
            for (int i = 0; i < bits; i++) {
                key.encryptBlocks(register, 0, o, 0, 1);
                int x = (in[i >>> 3] >>> (7 - (i & 7))) & 1;
                int y = x ^ ((o[0] >>> 7) & 1);
                shiftLeftOneBit(register, decrypt ? x : y);
                acc |= y << (7 - (i & 7));
                // Write a byte only when all its input bits have been read, so in == out works.
                if ((i & 7) == 7 || i == bits - 1) {
                    out[i >>> 3] = (byte) acc;
                    acc = 0;
                }
            }
        } finally {
            // o holds keystream; the register holds ciphertext, zeroed all the same.
            Arrays.fill(o, (byte) 0);
            Arrays.fill(register, (byte) 0);
        }
    }

    /** {@code register = (register << 1) | bit} as a 128-bit big-endian number. */
    private static void shiftLeftOneBit(byte[] register, @Secret int bit) {
        for (int k = 0; k < BLOCK - 1; k++) {
            register[k] = (byte) ((register[k] << 1) | ((register[k + 1] & 0xFF) >>> 7));
        }
        register[BLOCK - 1] = (byte) ((register[BLOCK - 1] << 1) | bit);
    }
}
