package dev.aesref.internal.vectors.suite;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.aead.Aead;
import dev.aesref.aead.CbcHmac;
import dev.aesref.aead.Ccm;
import dev.aesref.aead.Eax;
import dev.aesref.aead.Gcm;
import dev.aesref.aead.GcmSiv;
import dev.aesref.aead.Siv;
import dev.aesref.internal.vectors.format.Hex;
import dev.aesref.internal.vectors.format.WycheproofRecord;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javax.crypto.AEADBadTagException;
import javax.security.auth.Destroyable;

/**
 * Wycheproof {@code aead_test_schema_v1} ({@code AeadTest} groups: {@code key}, {@code iv},
 * {@code aad}, {@code msg}, {@code ct}, {@code tag}) through {@link Aead}.
 *
 * <p>Valid: {@code seal(iv, aad, msg)} gives the sealed form, and {@code open} of it gives
 * {@code msg}. Invalid: making the AEAD or opening the sealed form must be rejected
 * ({@link AEADBadTagException}, or {@link IllegalArgumentException} for a parameter outside the
 * mode's rules: a nonce or tag size, a key size), and {@code open} must not return. The sealed form
 * is {@code ct || tag}, except for SIV, whose synthetic IV comes first ({@code tag || ct}, RFC 5297
 * section 2.6).
 */
final class WycheproofAeadCheck implements WycheproofCheck {

    /** Makes the mode under test for a group's parameters. */
    @FunctionalInterface
    interface Factory {
        /**
         * @param owned collects what the factory made and the check must destroy (expanded keys)
         */
        Aead create(BlockEngine engine, byte[] key, int ivBits, int tagBits, List<Destroyable> owned);
    }

    private final Factory factory;
    private final boolean tagFirst;

    WycheproofAeadCheck(Factory factory, boolean tagFirst) {
        this.factory = factory;
        this.tagFirst = tagFirst;
    }

    /** GCM (SP 800-38D) on the engine's key, with the group's tag size. */
    static WycheproofAeadCheck gcm() {
        return new WycheproofAeadCheck((engine, key, ivBits, tagBits, owned) -> {
            ExpandedKey k = engine.expandKey(key);
            owned.add(k);
            return Gcm.create(k, tagBits / 8);
        }, false);
    }

    /** CCM (SP 800-38C) on the engine's key, with the group's tag size. */
    static WycheproofAeadCheck ccm() {
        return new WycheproofAeadCheck((engine, key, ivBits, tagBits, owned) -> {
            ExpandedKey k = engine.expandKey(key);
            owned.add(k);
            return Ccm.create(k, tagBits / 8);
        }, false);
    }

    /** EAX (Bellare, Rogaway, Wagner, FSE 2004) on the engine's key, with the group's tag size. */
    static WycheproofAeadCheck eax() {
        return new WycheproofAeadCheck((engine, key, ivBits, tagBits, owned) -> {
            ExpandedKey k = engine.expandKey(key);
            owned.add(k);
            return Eax.create(k, tagBits / 8);
        }, false);
    }

    /** SIV's AEAD form (RFC 5297 section 3): the synthetic IV comes first. */
    static WycheproofAeadCheck sivAead() {
        return new WycheproofAeadCheck((engine, key, ivBits, tagBits, owned) -> {
            checkTag(tagBits, 128, "SIV");
            return Siv.create(engine, key);
        }, true);
    }

    /** GCM-SIV (RFC 8452). */
    static WycheproofAeadCheck gcmSiv() {
        return new WycheproofAeadCheck((engine, key, ivBits, tagBits, owned) -> {
            checkTag(tagBits, 128, "GCM-SIV");
            return GcmSiv.create(engine, key);
        }, false);
    }

    /** AES-CBC-HMAC-SHA-2 (RFC 7518 section 5.2). */
    static WycheproofAeadCheck cbcHmac() {
        return new WycheproofAeadCheck((engine, key, ivBits, tagBits, owned) -> {
            CbcHmac c = CbcHmac.create(engine, key);
            try {
                checkTag(tagBits, 8 * c.tagBytes(), "AES-CBC-HMAC");
            } catch (IllegalArgumentException e) {
                c.destroy(); // never handed to the check, so its keys are wiped here
                throw e;
            }
            return c;
        }, false);
    }

    /** A mode whose tag length is fixed: a group with another one is a parameter this mode rejects. */
    static void checkTag(int tagBits, int expected, String mode) {
        if (tagBits != expected) {
            throw new IllegalArgumentException(mode + " tags are " + expected + " bits, got " + tagBits);
        }
    }

    @Override
    public void check(BlockEngine engine, WycheproofRecord t, SuiteRun run) throws Exception {
        byte[] key = t.hex("key");
        byte[] iv = t.hex("iv");
        byte[] aad = t.hex("aad");
        byte[] msg = t.hex("msg");
        byte[] ct = t.hex("ct");
        byte[] tag = t.hex("tag");
        byte[] sealed = tagFirst ? concat(tag, ct) : concat(ct, tag);
        int ivBits = t.group().integer("ivSize");
        int tagBits = t.group().integer("tagSize");
        List<Destroyable> owned = new ArrayList<>();
        try {
            Aead aead;
            try {
                aead = factory.create(engine, key, ivBits, tagBits, owned);
            } catch (IllegalArgumentException e) {
                if (t.result() == WycheproofRecord.Result.VALID) {
                    run.fail("a valid test's parameters were rejected: " + e.getMessage());
                }
                return;
            }
            owned.add(aead);
            switch (t.result()) {
                case VALID -> {
                    run.equal("seal", sealed, aead.seal(iv, aad, msg));
                    run.equal("open", msg, aead.open(iv, aad, sealed));
                }
                case INVALID -> {
                    byte[] out = new byte[Math.max(0, sealed.length)];
                    Arrays.fill(out, (byte) 0x5A);
                    try {
                        int n = aead.open(iv, aad, sealed, 0, sealed.length, out, 0);
                        run.fail("an invalid ciphertext opened to " + Hex.encode(Arrays.copyOf(out, n)));
                    } catch (AEADBadTagException | IllegalArgumentException expected) {
                        for (byte b : out) {
                            if (b != 0x5A) {
                                run.fail("a rejected open wrote to the output buffer");
                                break;
                            }
                        }
                    }
                }
                case ACCEPTABLE -> {
                    try {
                        run.equal("open (acceptable)", msg, aead.open(iv, aad, sealed));
                    } catch (AEADBadTagException | IllegalArgumentException rejected) {
                        // Either way is allowed for an acceptable test.
                    }
                }
            }
        } finally {
            for (Destroyable d : owned) {
                d.destroy();
            }
        }
    }

    static byte[] concat(byte[] a, byte[] b) {
        byte[] r = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, r, a.length, b.length);
        return r;
    }
}
