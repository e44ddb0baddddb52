package dev.aesref.testkit.check;

import dev.aesref.BlockEngine;
import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.aead.Aead;
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
        BlockEngine engine = in.length > SPEC_LIMIT ? NOHW : SPEC;
        if (family == Target.Family.GCM_SIV) {
            GcmSiv siv = GcmSiv.create(engine, key);
            try {
                return siv.seal(iv, aad, in);
            } finally {
                siv.destroy();
            }
        }
        ExpandedKey k = engine.expandKey(key);
        try {
            switch (family) {
                case ECB -> {
                    byte[] out = new byte[in.length];
                    Ecb.encrypt(k, in, 0, out, 0, in.length);
                    return out;
                }
                case CBC -> {
                    byte[] out = new byte[in.length];
                    Cbc.encrypt(k, iv, in, 0, out, 0, in.length);
                    return out;
                }
                case CBC_PKCS5 -> {
                    return Cbc.encryptPkcs7(k, iv, in);
                }
                case CTR -> {
                    // The JCA's AES/CTR counts with the whole block (SP 800-38A B.1, m = 128).
                    byte[] out = new byte[in.length];
                    Ctr.xor(k, CounterFlavour.CTR128_BE, iv, in, 0, out, 0, in.length);
                    return out;
                }
                case GCM -> {
                    return seal(Gcm.create(k, tagBits / 8), iv, aad, in);
                }
                case CCM -> {
                    return seal(Ccm.create(k, tagBits / 8), iv, aad, in);
                }
                case EAX -> {
                    return seal(Eax.create(k, tagBits / 8), iv, aad, in);
                }
                case KW -> {
                    Kw kw = Kw.create(k);
                    try {
                        return kw.wrap(in);
                    } finally {
                        kw.destroy();
                    }
                }
                case KWP -> {
                    Kwp kwp = Kwp.create(k);
                    try {
                        return kwp.wrap(in);
                    } finally {
                        kwp.destroy();
                    }
                }
                case CMAC -> {
                    Cmac cmac = Cmac.create(k, 16);
                    try {
                        cmac.update(in);
                        byte[] tag = new byte[16];
                        cmac.finish(tag, 0);
                        return tag;
                    } finally {
                        cmac.destroy();
                    }
                }
                case GMAC -> {
                    Gmac gmac = Gmac.create(k, 16);
                    try {
                        return gmac.compute(iv, in);
                    } finally {
                        gmac.destroy();
                    }
                }
                default -> throw new AssertionError(family);
            }
        } finally {
            k.destroy();
        }
    }

    private static byte[] seal(Aead aead, byte[] iv, byte[] aad, byte[] in) {
        try {
            return aead.seal(iv, aad, in);
        } finally {
            aead.destroy();
        }
    }
}
