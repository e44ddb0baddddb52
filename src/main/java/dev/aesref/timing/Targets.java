package dev.aesref.timing;

import dev.aesref.BlockEngine;
import dev.aesref.engines.Engines;
import dev.aesref.ExpandedKey;
import dev.aesref.mode.Cbc;
import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.SplittableRandom;
import javax.crypto.BadPaddingException;

/**
 * The timing targets: for every engine its block encryption and its key expansion, CBC's PKCS#7
 * unpadding, and the two controls that must leak (a T-table AES and an early-exit compare).
 *
 * <p>Where an operation has a public verdict (a padding check fails or passes, and the caller
 * sees which), both classes are drawn from inputs with the same verdict, so that the test asks the
 * question that matters: does the time depend on where and how the input is wrong?
 */
public final class Targets {

    private Targets() {}

    /** Every target, controls last. */
    public static List<TimingTarget> all() {
        List<TimingTarget> all = new ArrayList<>();
        for (BlockEngine e : Engines.all()) {
            all.add(encrypt(e));
            all.add(expandKey(e));
        }
        all.add(cbcUnpad(Engines.byName("nohw")));
        all.add(tableAesControl());
        all.add(earlyExitControl());
        return all;
    }

    /** The target with this name. */
    public static TimingTarget byName(String name) {
        for (TimingTarget t : all()) {
            if (t.name().equals(name)) {
                return t;
            }
        }
        throw new NoSuchElementException("no timing target named '" + name + "'; known: "
                + all().stream().map(TimingTarget::name).toList());
    }

    private static byte[] random(SplittableRandom rnd, int n) {
        byte[] b = new byte[n];
        rnd.nextBytes(b);
        return b;
    }

    /** One block under a fixed random key: class 0 encrypts the zero block, class 1 a random one. */
    static TimingTarget encrypt(BlockEngine engine) {
        return new TimingTarget() {
            final ExpandedKey key = engine.expandKey(random(new SplittableRandom(1), 16));
            final byte[] in = new byte[16];
            final byte[] out = new byte[16];

            @Override
            public String name() {
                return engine.name() + "/encrypt";
            }

            @Override
            public void prepare(int cls, SplittableRandom rnd) {
                if (cls == 0) {
                    java.util.Arrays.fill(in, (byte) 0);
                } else {
                    rnd.nextBytes(in);
                }
            }

            @Override
            public long run() {
                key.encryptBlocks(in, 0, out, 0, 1);
                return out[0];
            }
        };
    }

    /** Key expansion of a 128-bit key: class 0 the zero key, class 1 a random key. */
    static TimingTarget expandKey(BlockEngine engine) {
        return new TimingTarget() {
            final byte[] key = new byte[16];

            @Override
            public String name() {
                return engine.name() + "/expand-key";
            }

            @Override
            public void prepare(int cls, SplittableRandom rnd) {
                if (cls == 0) {
                    java.util.Arrays.fill(key, (byte) 0);
                } else {
                    rnd.nextBytes(key);
                }
            }

            @Override
            public long run() {
                ExpandedKey k = engine.expandKey(key);
                int bits = k.keyBits();
                k.destroy();
                return bits;
            }
        };
    }

    /**
     * PKCS#7 unpadding after CBC decryption of four blocks, always failing: class 0 always the same
     * ciphertext, whose padding fails only at the last pad byte checked (pad value 16, first byte
     * wrong); class 1 a fresh ciphertext whose padding fails anywhere (a pad byte of 0, above 16,
     * or pad bytes that disagree at a random place).
     */
    static TimingTarget cbcUnpad(BlockEngine engine) {
        return new TimingTarget() {
            final ExpandedKey key = engine.expandKey(random(new SplittableRandom(2), 16));
            final byte[] iv = new byte[16];
            final byte[] fixed = badPadding(key, iv, 16, 15);
            final byte[] ct = new byte[64];

            @Override
            public String name() {
                return "cbc/pkcs7-unpad";
            }

            @Override
            public void prepare(int cls, SplittableRandom rnd) {
                // Both classes are copied into the same buffer, so that where the input lies in memory
                // (and whether it is in cache) is the same for both.
                byte[] src = fixed;
                if (cls == 1) {
                    int pad = rnd.nextInt(17);
                    src = badPadding(key, iv, pad, pad <= 1 ? 0 : rnd.nextInt(pad - 1) + 1);
                }
                System.arraycopy(src, 0, ct, 0, 64);
            }

            @Override
            public long run() {
                try {
                    return Cbc.decryptPkcs7(key, iv, ct).length;
                } catch (BadPaddingException expected) {
                    return -1;
                }
            }
        };
    }

    /**
     * A ciphertext of four blocks whose plaintext ends in pad value {@code pad} repeated, except
     * the byte {@code wrongAt} places from the end (when 0 < wrongAt < pad), which is off by one; a
     * pad of 0 is itself invalid.
     */
    static byte[] badPadding(ExpandedKey key, byte[] iv, int pad, int wrongAt) {
        byte[] pt = new byte[64];
        for (int i = 0; i < pad; i++) {
            pt[63 - i] = (byte) pad;
        }
        if (pad == 1) {
            pt[63] = (byte) 17; // a lone pad byte can only be wrong by being out of range
        } else if (wrongAt > 0 && wrongAt < pad) {
            pt[63 - wrongAt] ^= 1;
        }
        byte[] ct = new byte[64];
        Cbc.encrypt(key, iv, pt, 0, ct, 0, 64);
        return ct;
    }

    /** The leaky control: a T-table AES; class 0 the zero block, class 1 a random block. */
    static TimingTarget tableAesControl() {
        return new TimingTarget() {
            final TableAesControl aes = new TableAesControl(random(new SplittableRandom(3), 16));
            final byte[] in = new byte[16];
            final byte[] out = new byte[16];

            @Override
            public String name() {
                return "control/table-aes";
            }

            @Override
            public boolean leakyControl() {
                return true;
            }

            @Override
            public void prepare(int cls, SplittableRandom rnd) {
                if (cls == 0) {
                    java.util.Arrays.fill(in, (byte) 0);
                } else {
                    rnd.nextBytes(in);
                }
            }

            @Override
            public long run() {
                aes.encrypt(in, out);
                return out[0];
            }
        };
    }

    /**
     * The leaky control: a 64-byte tag compare that stops at the first difference; class 0 a
     * candidate that differs from the expected tag only in its last byte, class 1 a random
     * candidate (it differs in the first byte 255 times in 256). Both classes fail.
     */
    static TimingTarget earlyExitControl() {
        return new TimingTarget() {
            final byte[] expected = random(new SplittableRandom(4), 64);
            final byte[] fixed = lastByteWrong(expected);
            final byte[] candidate = new byte[64];

            @Override
            public String name() {
                return "control/early-exit-compare";
            }

            @Override
            public boolean leakyControl() {
                return true;
            }

            @Override
            public void prepare(int cls, SplittableRandom rnd) {
                System.arraycopy(cls == 0 ? fixed : lastByteWrong(random(rnd, 64)), 0, candidate, 0, 64);
            }

            @Override
            public long run() {
                for (int i = 0; i < expected.length; i++) {
                    if (expected[i] != candidate[i]) {
                        return i;
                    }
                }
                return -1;
            }
        };
    }

    private static byte[] lastByteWrong(byte[] b) {
        byte[] c = b.clone();
        c[c.length - 1] ^= 1;
        return c;
    }
}
