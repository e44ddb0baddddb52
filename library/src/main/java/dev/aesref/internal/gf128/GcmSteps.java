package dev.aesref.internal.gf128;

import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import java.util.Objects;

/**
 * The steps of NIST SP 800-38D that GCM ({@code aead.Gcm}) and GMAC ({@code mac.Gmac}) share,
 * written once: the parameter rules, the pre-counter block J0 (section 7.1, step 2) and the tag
 * {@code GCTR_K(J0, S)} (steps 5 and 6). GMAC is GCM with an empty plaintext (section 3), so the
 * two differ only in what they hash; neither depends on the other.
 */
public final class GcmSteps {

    private GcmSteps() {}

    /** SP 800-38D, section 5.2.1.2: t is one of 128, 120, 112, 104, 96, 64, 32 bits. */
    public static void checkTagBytes(int tagBytes) {
        boolean ok = tagBytes == 4 || tagBytes == 8 || (tagBytes >= 12 && tagBytes <= 16);
        if (!ok) {
            throw new IllegalArgumentException("tagBytes must be 4, 8, 12, 13, 14, 15 or 16"
                    + " (SP 800-38D section 5.2.1.2: t in {128, 120, 112, 104, 96, 64, 32} bits),"
                    + " got " + tagBytes);
        }
    }

    /** SP 800-38D, section 5.2.1.1: {@code 1 <= len(IV)}; the IV may have any length above that. */
    public static void checkNonce(byte[] nonce) {
        Objects.requireNonNull(nonce, "nonce");
        if (nonce.length == 0) {
            throw new IllegalArgumentException("nonce (IV) must be at least 1 byte long"
                    + " (SP 800-38D section 5.2.1.1: 1 <= len(IV)), got 0 bytes");
        }
    }

    /**
     * Section 7.1, step 2: {@code J0 = IV || 0^31 || 1} for a 96-bit IV, otherwise
     * {@code J0 = GHASH_H(IV || 0^(s+64) || [len(IV)]_64)}, into {@code dst[0 .. 16)}. Leaves
     * {@code g} reset.
     */
    public static void preCounterBlock(Ghash g, byte[] iv, byte[] dst) {
        if (iv.length == 12) {
            System.arraycopy(iv, 0, dst, 0, 12);
            dst[12] = 0;
            dst[13] = 0;
            dst[14] = 0;
            dst[15] = 1;
        } else {
            g.update(iv, 0, iv.length);
            g.lengths(0, iv.length);
            g.digest(dst, 0);
            g.reset();
        }
    }

    /**
     * Steps 5 and 6 before truncation: {@code GCTR_K(J0, S)} with {@code S} the digest of
     * {@code g}, the full 16 bytes into {@code dst[0 .. 16)}. Resets {@code g}. J0 is counter
     * block 0 of the {@link CounterFlavour#CTR32_BE} stream from J0.
     */
    public static void tag(ExpandedKey key, Ghash g, byte[] j0, byte[] dst) {
        g.digest(dst, 0);
        g.reset();
        key.ctrXorBlocks(CounterFlavour.CTR32_BE, j0, 0, dst, 0, dst, 0, 1);
    }
}
