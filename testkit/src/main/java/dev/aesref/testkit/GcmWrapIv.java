package dev.aesref.testkit;

import dev.aesref.ExpandedKey;
import java.math.BigInteger;

/**
 * A 16-byte GCM IV whose pre-counter block J0 is a chosen value, so that inc32 wraps early.
 *
 * <p>SP 800-38D, section 7.1, step 2: an IV that is not 96 bits long gives
 * {@code J0 = GHASH_H(IV || 0^(s+64) || [len(IV)]_64)}. For a 128-bit IV that is two blocks,
 * {@code J0 = (IV * H XOR L) * H = IV * H^2 XOR L * H} with {@code L = 0^64 || [128]_64}, and
 * since multiplication by a non-zero element is invertible in GF(2^128),
 * {@code IV = (J0 XOR L * H) * H^-2}. Nothing is searched: the IV is solved for. The inverse is
 * {@code x^(2^128 - 2)} (Fermat in GF(2^128)), 127 squarings and 126 products. A 96-bit IV
 * cannot do this: its J0 is {@code IV || 0^31 1}, so the first data block uses counter 2 and
 * inc32 only wraps after 2^32 - 2 blocks (64 GiB).
 *
 * <p>The field arithmetic is the test kit's own, the bit-serial Algorithm 1 of SP 800-38D
 * section 6.3 on {@link BigInteger}s, so that the oracle shares no code with the library's
 * GHASH. It is neither fast nor constant-time, and needs to be neither: it runs once per test
 * case, on test keys.
 */
final class GcmWrapIv {

    /** R = 11100001 || 0^120 (SP 800-38D section 6.3), as a 128-bit big-endian number. */
    private static final BigInteger R = BigInteger.valueOf(0xE1).shiftLeft(120);

    /** GHASH's one: the coefficient of x^0 is the leftmost bit of the block. */
    private static final BigInteger ONE = BigInteger.ONE.shiftLeft(127);

    private GcmWrapIv() {}

    /** The 16-byte IV whose J0 under {@code key} is {@code j0} (16 bytes). */
    static byte[] forPreCounterBlock(ExpandedKey key, byte[] j0) {
        byte[] hBytes = new byte[16];
        key.encryptBlocks(hBytes, 0, hBytes, 0, 1);
        BigInteger h = new BigInteger(1, hBytes);
        java.util.Arrays.fill(hBytes, (byte) 0);
        // L * H, L = [len(A)=0]_64 || [len(IV)=128]_64 as a GHASH block.
        BigInteger lh = multiply(BigInteger.valueOf(128), h);
        BigInteger iv = multiply(new BigInteger(1, j0).xor(lh), inverse(multiply(h, h)));
        return toBlock(iv);
    }

    /** X * Y in GF(2^128), SP 800-38D section 6.3, Algorithm 1 (bit 0 is the leftmost bit). */
    static BigInteger multiply(BigInteger x, BigInteger y) {
        BigInteger z = BigInteger.ZERO;
        BigInteger v = y;
        for (int i = 0; i < 128; i++) {
            if (x.testBit(127 - i)) {
                z = z.xor(v);
            }
            v = v.testBit(0) ? v.shiftRight(1).xor(R) : v.shiftRight(1);
        }
        return z;
    }

    /** {@code x^-1 = x^(2^128 - 2) = x^2 * x^4 * ... * x^(2^127)}. */
    static BigInteger inverse(BigInteger x) {
        BigInteger power = x;
        BigInteger result = ONE;
        for (int i = 1; i < 128; i++) {
            power = multiply(power, power);
            result = multiply(result, power);
        }
        return result;
    }

    private static byte[] toBlock(BigInteger v) {
        byte[] raw = v.toByteArray();
        byte[] out = new byte[16];
        int copy = Math.min(raw.length, 16);
        System.arraycopy(raw, raw.length - copy, out, 16 - copy, copy);
        return out;
    }
}
