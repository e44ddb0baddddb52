package dev.aesref.internal.vectors.suite;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.mac.Cmac;
import dev.aesref.mac.Gmac;
import dev.aesref.internal.vectors.format.WycheproofRecord;
import javax.crypto.AEADBadTagException;

/**
 * Wycheproof {@code mac_test_schema_v1} ({@code key}, {@code msg}, {@code tag}) and
 * {@code mac_with_iv_test_schema_v1} (with {@code iv}). Valid: computing the MAC gives the tag, and
 * verifying it passes. Invalid: verification (or making the MAC, for a parameter the mode rejects)
 * must fail. Tags are compared at the group's {@code tagSize}.
 */
final class WycheproofMacCheck implements WycheproofCheck {

    /** A MAC under test, for one group's parameters. */
    interface Mac {
        byte[] compute(byte[] iv, byte[] msg);

        void verify(byte[] iv, byte[] msg, byte[] tag) throws AEADBadTagException;

        void destroy();
    }

    @FunctionalInterface
    interface Factory {
        Mac create(BlockEngine engine, byte[] key, int tagBits);
    }

    private final Factory factory;

    WycheproofMacCheck(Factory factory) {
        this.factory = factory;
    }

    /** CMAC (SP 800-38B), no IV. */
    static WycheproofMacCheck cmac() {
        return new WycheproofMacCheck((engine, key, tagBits) -> {
            ExpandedKey k = engine.expandKey(key);
            Cmac c;
            try {
                c = Cmac.create(k, tagBits / 8);
            } catch (RuntimeException e) {
                k.destroy();
                throw e;
            }
            return new Mac() {
                @Override
                public byte[] compute(byte[] iv, byte[] msg) {
                    return c.compute(msg);
                }

                @Override
                public void verify(byte[] iv, byte[] msg, byte[] tag) throws AEADBadTagException {
                    c.verify(msg, tag);
                }

                @Override
                public void destroy() {
                    c.destroy();
                    k.destroy();
                }
            };
        });
    }

    /** GMAC (SP 800-38D, GCM with no plaintext). */
    static WycheproofMacCheck gmac() {
        return new WycheproofMacCheck((engine, key, tagBits) -> {
            ExpandedKey k = engine.expandKey(key);
            Gmac g;
            try {
                g = Gmac.create(k, tagBits / 8);
            } catch (RuntimeException e) {
                k.destroy();
                throw e;
            }
            return new Mac() {
                @Override
                public byte[] compute(byte[] iv, byte[] msg) {
                    return g.compute(iv, msg);
                }

                @Override
                public void verify(byte[] iv, byte[] msg, byte[] tag) throws AEADBadTagException {
                    g.verify(iv, msg, tag);
                }

                @Override
                public void destroy() {
                    g.destroy();
                    k.destroy();
                }
            };
        });
    }

    @Override
    public void check(BlockEngine engine, WycheproofRecord t, SuiteRun run) throws Exception {
        byte[] iv = t.fields().has("iv") ? t.hex("iv") : null;
        byte[] msg = t.hex("msg");
        byte[] tag = t.hex("tag");
        Mac mac;
        try {
            mac = factory.create(engine, t.hex("key"), t.group().integer("tagSize"));
        } catch (IllegalArgumentException e) {
            if (t.result() == WycheproofRecord.Result.VALID) {
                run.fail("a valid test's parameters were rejected: " + e.getMessage());
            }
            return;
        }
        try {
            boolean verified;
            try {
                mac.verify(iv, msg, tag);
                verified = true;
            } catch (AEADBadTagException | IllegalArgumentException e) {
                verified = false;
            }
            switch (t.result()) {
                case VALID -> {
                    run.equal("compute", tag, mac.compute(iv, msg));
                    if (!verified) {
                        run.fail("a valid tag did not verify");
                    }
                }
                case INVALID -> {
                    if (verified) {
                        run.fail("an invalid tag verified");
                    }
                }
                case ACCEPTABLE -> {
                    // Either way.
                }
            }
        } finally {
            mac.destroy();
        }
    }
}
