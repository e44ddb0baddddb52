package dev.aesref.testkit.check;

import dev.aesref.BlockEngine;
import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.aead.Ccm;
import dev.aesref.aead.Eax;
import dev.aesref.aead.Gcm;
import dev.aesref.aead.GcmSiv;
import dev.aesref.engines.Engines;
import dev.aesref.keywrap.Kw;
import dev.aesref.keywrap.Kwp;
import dev.aesref.mac.Cmac;
import dev.aesref.mac.Gmac;
import dev.aesref.mode.Cbc;
import dev.aesref.mode.Ctr;
import dev.aesref.mode.Ecb;
import java.util.function.Function;
import javax.security.auth.DestroyFailedException;
import javax.security.auth.Destroyable;

/**
 * aesref's own answer for the generated cases, from the FIPS-197 {@code spec} engine (the one the
 * vector suites check first). Encryption only: a decryption case is the inverse of an encryption
 * case, so its expected output is the encryption's input.
 */
final class Reference {

    private static final BlockEngine SPEC = Engines.byName("spec");

    /**
     * Above this many bytes the answer comes from {@code nohw} instead: {@code spec} takes about
     * 2.3 s a MiB, {@code nohw} about 10 ms, and {@code nohw} is the engine every vector suite and
     * the differential against {@code spec} check first of the fast ones.
     */
    static final int SPEC_LIMIT = 1 << 13;

    private static final BlockEngine NOHW = Engines.byName("nohw");

    private Reference() {}

    /** The ciphertext (with the tag appended, for the AEADs), wrapped key, or full 16-byte MAC tag. */
    static byte[] encrypt(Target.Family family, byte[] key, byte[] iv, byte[] aad, byte[] in, int tagBits) {
        return encrypt(in.length > SPEC_LIMIT ? NOHW : SPEC, family, key, iv, aad, in, tagBits);
    }

    /**
     * The same answer from {@code engine}. Every key expanded here, and every mode object made
     * here, is destroyed before this returns or throws.
     */
    static byte[] encrypt(BlockEngine engine, Target.Family family, byte[] key, byte[] iv, byte[] aad, byte[] in,
            int tagBits) {
        if (family == Target.Family.GCM_SIV) {
            return using(GcmSiv.create(engine, key), siv -> siv.seal(iv, aad, in));
        }
        ExpandedKey k = engine.expandKey(key);
        try {
            return switch (family) {
                case ECB -> {
                    byte[] out = new byte[in.length];
                    Ecb.encrypt(k, in, 0, out, 0, in.length);
                    yield out;
                }
                case CBC -> {
                    byte[] out = new byte[in.length];
                    Cbc.encrypt(k, iv, in, 0, out, 0, in.length);
                    yield out;
                }
                case CBC_PKCS5 -> Cbc.encryptPkcs7(k, iv, in);
                case CTR -> {
                    // The JCA's AES/CTR counts with the whole block (SP 800-38A B.1, m = 128).
                    byte[] out = new byte[in.length];
                    Ctr.xor(k, CounterFlavour.CTR128_BE, iv, in, 0, out, 0, in.length);
                    yield out;
                }
                case GCM -> using(Gcm.create(k, tagBits / 8), gcm -> gcm.seal(iv, aad, in));
                case CCM -> using(Ccm.create(k, tagBits / 8), ccm -> ccm.seal(iv, aad, in));
                case EAX -> using(Eax.create(k, tagBits / 8), eax -> eax.seal(iv, aad, in));
                case KW -> using(Kw.create(k), kw -> kw.wrap(in));
                case KWP -> using(Kwp.create(k), kwp -> kwp.wrap(in));
                case CMAC -> using(Cmac.create(k, 16), cmac -> {
                    cmac.update(in);
                    byte[] tag = new byte[16];
                    cmac.finish(tag, 0);
                    return tag;
                });
                case GMAC -> using(Gmac.create(k, 16), gmac -> gmac.compute(iv, in));
                case GCM_SIV -> throw new AssertionError(family); // answered above, from the raw key
            };
        } finally {
            k.destroy();
        }
    }

    /**
     * What {@code compute} makes with {@code object}, which is destroyed afterwards, whatever
     * happens: the one place where the mode objects made here are destroyed, so that
     * {@code ReferenceTest}, which sees GCM-SIV's keys destroyed through it, checks it for all.
     */
    private static <T extends Destroyable> byte[] using(T object, Function<T, byte[]> compute) {
        try {
            return compute.apply(object);
        } finally {
            try {
                object.destroy();
            } catch (DestroyFailedException e) {
                throw new IllegalStateException(e); // aesref's own objects do not fail to destroy
            }
        }
    }
}
