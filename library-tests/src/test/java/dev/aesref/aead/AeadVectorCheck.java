package dev.aesref.aead;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.mac.Gmac;
import java.util.Arrays;
import javax.crypto.AEADBadTagException;

/**
 * The check of one AEAD test case (Wycheproof {@code AeadTest}, {@code MacWithIvTest}, NIST
 * CAVP GCM records), written once so that a vector suite can call it per case.
 *
 * <p>A case is "valid" when the vector says its ciphertext and tag are right (Wycheproof
 * {@code valid} or {@code acceptable}, a CAVP record without {@code FAIL}). Each method returns
 * null when the implementation agrees with the vector and a short reason when it does not:
 * <ul>
 *   <li>a parameter the implementation refuses (an empty IV, a tag length outside SP 800-38D's
 *       list, a 24-byte GCM-SIV key) agrees with an invalid case and disagrees with a valid
 *       one;</li>
 *   <li>for a valid case, seal (one-shot, and for GCM also the incremental form) must give
 *       exactly {@code ct || tag} and open must give back the message;</li>
 *   <li>for an invalid case, open must throw {@link AEADBadTagException} and leave the output
 *       untouched (it is pre-filled with a marker).</li>
 * </ul>
 */
public final class AeadVectorCheck {

    private static final byte MARK = (byte) 0xA5;

    private AeadVectorCheck() {}

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] r = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, r, a.length, b.length);
        return r;
    }

    /** One GCM case; the tag length is {@code tag.length}. */
    public static String gcm(BlockEngine engine, byte[] key, byte[] iv, byte[] aad, byte[] msg,
                             byte[] ct, byte[] tag, boolean valid) {
        ExpandedKey k = engine.expandKey(key);
        try {
            Gcm gcm;
            try {
                gcm = Gcm.create(k, tag.length);
                dev.aesref.internal.gf128.GcmSteps.checkNonce(iv);
            } catch (IllegalArgumentException e) {
                return valid ? "refused a valid case: " + e.getMessage() : null;
            }
            byte[] sealedCt = concat(ct, tag);
            if (valid) {
                if (!Arrays.equals(sealedCt, gcm.seal(iv, aad, msg))) {
                    return "seal differs";
                }
                Gcm.Encryption enc = gcm.encryption(iv);
                enc.updateAad(aad, 0, aad.length);
                byte[] out = new byte[msg.length + tag.length];
                int half = msg.length / 2;
                enc.update(msg, 0, half, out, 0);
                enc.update(msg, half, msg.length - half, out, half);
                enc.finish(out, msg.length);
                if (!Arrays.equals(sealedCt, out)) {
                    return "incremental seal differs";
                }
            }
            return openCheck(gcm, iv, aad, sealedCt, msg, valid);
        } finally {
            k.destroy();
        }
    }

    /** One AES-GCM-SIV case (RFC 8452). */
    public static String gcmSiv(BlockEngine engine, byte[] key, byte[] iv, byte[] aad,
                                byte[] msg, byte[] ct, byte[] tag, boolean valid) {
        GcmSiv siv;
        try {
            siv = GcmSiv.create(engine, key);
            if (tag.length != 16) {
                throw new IllegalArgumentException("GCM-SIV tags are 16 bytes");
            }
            if (iv.length != 12) {
                throw new IllegalArgumentException("GCM-SIV nonces are 12 bytes");
            }
        } catch (IllegalArgumentException e) {
            return valid ? "refused a valid case: " + e.getMessage() : null;
        }
        try {
            byte[] sealedCt = concat(ct, tag);
            if (valid && !Arrays.equals(sealedCt, siv.seal(iv, aad, msg))) {
                return "seal differs";
            }
            return openCheck(siv, iv, aad, sealedCt, msg, valid);
        } finally {
            siv.destroy();
        }
    }

    /** One GMAC case: {@code tag} over {@code msg} under {@code iv}. */
    public static String gmac(BlockEngine engine, byte[] key, byte[] iv, byte[] msg, byte[] tag,
                              boolean valid) {
        ExpandedKey k = engine.expandKey(key);
        try {
            Gmac gmac;
            try {
                gmac = Gmac.create(k, tag.length);
                dev.aesref.internal.gf128.GcmSteps.checkNonce(iv);
            } catch (IllegalArgumentException e) {
                return valid ? "refused a valid case: " + e.getMessage() : null;
            }
            if (valid && !Arrays.equals(tag, gmac.compute(iv, msg))) {
                return "tag differs";
            }
            try {
                gmac.verify(iv, msg, tag);
                return valid ? null : "verified an invalid tag";
            } catch (AEADBadTagException e) {
                return valid ? "rejected a valid tag" : null;
            }
        } finally {
            k.destroy();
        }
    }

    private static String openCheck(Aead aead, byte[] iv, byte[] aad, byte[] sealed, byte[] msg,
                                    boolean valid) {
        byte[] out = new byte[msg.length];
        Arrays.fill(out, MARK);
        try {
            aead.open(iv, aad, sealed, 0, sealed.length, out, 0);
            if (!valid) {
                return "opened an invalid case";
            }
            return Arrays.equals(msg, out) ? null : "open gives a different message";
        } catch (AEADBadTagException e) {
            if (valid) {
                return "rejected a valid case";
            }
            for (byte b : out) {
                if (b != MARK) {
                    return "wrote output before the tag check failed";
                }
            }
            return null;
        }
    }
}
