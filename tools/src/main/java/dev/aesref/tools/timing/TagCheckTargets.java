package dev.aesref.tools.timing;

import dev.aesref.BlockEngine;
import dev.aesref.aead.Aead;
import dev.aesref.aead.CbcHmac;
import dev.aesref.aead.Ccm;
import dev.aesref.aead.Eax;
import dev.aesref.aead.GcmSiv;
import dev.aesref.aead.Siv;
import dev.aesref.jca.AesRefProvider;
import java.security.GeneralSecurityException;
import java.util.List;
import java.util.SplittableRandom;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * Timing targets for the authenticated opens that {@link Targets} does not cover: CCM, EAX, SIV,
 * GCM-SIV and CBC-HMAC through {@link Aead#open}, and GCM through the provider's
 * {@code Cipher.doFinal}. Each opens a sealed message of 64 plaintext bytes whose tag is wrong,
 * so that both classes fail: class 0 always with the first tag byte off by one (xor 1), class 1
 * with one random tag byte off by a random non-zero difference. The verdict is the same; the test
 * asks whether the time depends on where and how the tag is wrong.
 *
 * <p>Each target has its leaking control, {@code control/<name>-early-exit}: the same input classes
 * and the same preparation, but the tag is compared with a loop that stops at the first differing
 * byte. Its |t| shows that these classes reveal such a compare at the sample count used; the
 * target's own |t| then says that the real open does not compare that way.
 */
public final class TagCheckTargets {

    private TagCheckTargets() {}

    /** How a sealed message is opened: the candidate in {@code in}, the result or -1 on a refused tag. */
    interface Opener {
        long open(byte[] in) throws GeneralSecurityException;
    }

    /** The targets on {@code engine}; {@link TagCheck#earlyExitControl()} gives each one's control. */
    public static List<TagCheck> all(BlockEngine engine) {
        return List.of(
                aead(engine.name() + "/ccm-open", Ccm.create(engine.expandKey(bytes(20, 16)), 16), 12, false),
                aead(engine.name() + "/eax-open", Eax.create(engine.expandKey(bytes(21, 16)), 16), 16, false),
                aead(engine.name() + "/siv-open", Siv.create(engine, bytes(22, 32)), 16, true),
                aead(engine.name() + "/gcm-siv-open", GcmSiv.create(engine, bytes(23, 16)), 12, false),
                aead(engine.name() + "/cbc-hmac-open", CbcHmac.create(engine, bytes(24, 32)), 16, false),
                providerGcm());
    }

    static byte[] bytes(long seed, int n) {
        byte[] b = new byte[n];
        new SplittableRandom(seed).nextBytes(b);
        return b;
    }

    /**
     * The open of {@code aead} (nonce of {@code nonceBytes}, 16 bytes of AAD): the tag is the last
     * 16 bytes of the sealed message, or the first 16 for SIV's {@code V || C}.
     */
    static TagCheck aead(String name, Aead aead, int nonceBytes, boolean tagFirst) {
        byte[] nonce = bytes(25, nonceBytes);
        byte[] aad = bytes(26, 16);
        byte[] sealed = aead.seal(nonce, aad, bytes(27, 64));
        byte[] out = new byte[sealed.length];
        return new TagCheck(name, sealed, tagFirst ? 0 : sealed.length - 16, 16,
                in -> aead.open(nonce, aad, in, 0, in.length, out, 0));
    }

    /**
     * AES/GCM/NoPadding of the AESREF provider, decrypting: {@code Cipher.doFinal} of 64 bytes of
     * ciphertext and a 16-byte tag after 16 bytes of AAD. The cipher is initialised once; a failed
     * {@code doFinal} leaves it ready to decrypt again, as the JCA requires.
     */
    static TagCheck providerGcm() {
        try {
            SecretKeySpec key = new SecretKeySpec(bytes(28, 16), "AES");
            GCMParameterSpec spec = new GCMParameterSpec(128, bytes(29, 12));
            AesRefProvider provider = new AesRefProvider();
            Cipher seal = Cipher.getInstance("AES/GCM/NoPadding", provider);
            seal.init(Cipher.ENCRYPT_MODE, key, spec);
            byte[] aad = bytes(30, 16);
            seal.updateAAD(aad);
            byte[] sealed = seal.doFinal(bytes(31, 64));
            Cipher open = Cipher.getInstance("AES/GCM/NoPadding", provider);
            open.init(Cipher.DECRYPT_MODE, key, spec);
            byte[] out = new byte[sealed.length];
            return new TagCheck("jca/gcm-doFinal", sealed, sealed.length - 16, 16, in -> {
                open.updateAAD(aad);
                return open.doFinal(in, 0, in.length, out, 0);
            });
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("the AESREF provider's AES/GCM/NoPadding", e);
        }
    }

    /** A tag check that always fails (see the class comment); its fields are open to the unit tests. */
    public static final class TagCheck extends TwinnedTarget {
        /** The valid sealed message. */
        final byte[] sealed;
        final int tagAt;
        final int tagBytes;
        final Opener opener;
        final byte[] in;
        /** Where and by what the last prepared tag is wrong (for the tests). */
        int wrongAt;
        int delta;

        TagCheck(String name, byte[] sealed, int tagAt, int tagBytes, Opener opener) {
            this(name, sealed, tagAt, tagBytes, opener, false);
        }

        private TagCheck(String name, byte[] sealed, int tagAt, int tagBytes, Opener opener, boolean leaky) {
            super(name, leaky);
            this.sealed = sealed;
            this.tagAt = tagAt;
            this.tagBytes = tagBytes;
            this.opener = opener;
            this.in = new byte[sealed.length];
        }

        @Override
        public void prepare(int cls, SplittableRandom rnd) {
            int at = tagAt + rnd.nextInt(tagBytes);
            int d = 1 + rnd.nextInt(255);
            wrongAt = Targets.pick(cls, tagAt, at);
            delta = Targets.pick(cls, 1, d);
            System.arraycopy(Targets.wrongAt(sealed, wrongAt, delta), 0, in, 0, in.length);
        }

        @Override
        public long run() {
            try {
                return opener.open(in);
            } catch (GeneralSecurityException expected) {
                return -1;
            }
        }

        /** The same preparation, with the tag compared by a loop that stops at the first difference. */
        public TagCheck earlyExitControl() {
            return new TagCheck(earlyExitName(), sealed, tagAt, tagBytes,
                    candidate -> firstDifference(candidate, sealed, tagAt, tagAt + tagBytes), true);
        }
    }
}
