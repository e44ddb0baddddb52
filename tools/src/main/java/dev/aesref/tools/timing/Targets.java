package dev.aesref.tools.timing;

import dev.aesref.BlockEngine;
import dev.aesref.engines.Engines;
import dev.aesref.ExpandedKey;
import dev.aesref.aead.Gcm;
import dev.aesref.fpe.Ff1;
import dev.aesref.keywrap.Kw;
import dev.aesref.keywrap.Kwp;
import dev.aesref.mode.Xts;
import dev.aesref.mac.Cmac;
import dev.aesref.mode.Cbc;
import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.SplittableRandom;
import javax.crypto.AEADBadTagException;
import javax.crypto.BadPaddingException;

/**
 * The timing targets: for every engine its block encryption and its key expansion; on the nohw
 * engine CBC's PKCS#7 unpadding, GCM's tag check, KW's and KWP's integrity checks, CMAC
 * verification, FF1 encryption and decryption, XTS decryption, and the tag checks of CCM, EAX,
 * SIV, GCM-SIV, CBC-HMAC and the provider's GCM {@code doFinal} ({@link TagCheckTargets}); a
 * control that must not leak (the same work on both classes); and the controls that must leak: a
 * T-table AES, an early-exit compare, and for each of the targets added by issue 25 the same input
 * classes measured through an early exit (a tag, ICV or input compared or scanned by a loop that
 * stops at the first difference), which shows that those classes would reveal such a leak.
 *
 * <p>Where an operation has a public verdict (a padding check fails or passes, and the caller
 * sees which), both classes are drawn from inputs with the same verdict, so that the test asks the
 * question that matters: does the time depend on where and how the input is wrong?
 *
 * <p>Preparation is the same for both classes: each draws the same random numbers and does the
 * same computation (a fresh wrapping, padding or copy), and the class only chooses which values
 * go into the one buffer that is measured. What preparing leaves behind in caches, predictors and
 * the allocator is then the same for both classes, and so is where the input lies in memory.
 * (A first version prepared the fixed class by copying one precomputed input; see
 * docs/constant-time.md for what that did to the measurements.)
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
        BlockEngine nohw = Engines.byName("nohw");
        all.add(cbcUnpad(nohw));
        all.add(gcmOpen(nohw));
        all.add(kwUnwrap(nohw));
        all.add(cmacVerify(nohw));
        all.add(ff1Encrypt(nohw));
        List<TagCheckTargets.TagCheck> opens = TagCheckTargets.all(nohw);
        all.addAll(opens);
        KwUnwrap kwp = kwpUnwrap(nohw);
        all.add(kwp);
        ZeroOrRandom xts = xtsDecrypt(nohw);
        all.add(xts);
        ZeroOrRandom ff1 = ff1Decrypt(nohw);
        all.add(ff1);
        all.add(sameWorkControl(nohw));
        all.add(tableAesControl());
        all.add(earlyExitControl());
        opens.forEach(t -> all.add(t.earlyExitControl()));
        all.add(kwp.earlyExitControl());
        all.add(xts.earlyExitControl());
        all.add(ff1.earlyExitControl());
        return all;
    }

    /** The target with this name. */
    public static TimingTarget byName(String name) {
        for (TimingTarget t : all()) {
            if (t.name().equals(name)) {
                return t;
            }
        }
        throw new NoSuchElementException("--target: no timing target named '" + name
                + "'; 'aesref ct-test --list' shows the " + all().size() + " targets");
    }

    /**
     * Fills {@code buf} with zeros (class 0) or random bytes (class 1), at the same cost for both:
     * the random bytes are drawn either way, and the class only masks them.
     */
    static void zeroOrRandom(int cls, SplittableRandom rnd, byte[] buf) {
        rnd.nextBytes(buf);
        int keep = -cls;
        for (int i = 0; i < buf.length; i++) {
            buf[i] &= keep;
        }
    }

    /**
     * {@code fixed} for class 0, {@code random} for class 1, without a branch. Preparation runs
     * just before the timed call, and a branch on the class would leave the two classes with
     * different branch-predictor and pipeline state there: a difference of a nanosecond or two
     * that the test finds at these sample counts (the {@code control/same-work} row of the
     * measured table, before this).
     */
    static int pick(int cls, int fixed, int random) {
        return fixed ^ ((fixed ^ random) & -cls);
    }

    /** {@link #pick(int, int, int)} for arrays: copies {@code fixed} or {@code random} to {@code dst}. */
    static void pick(int cls, byte[] fixed, byte[] random, byte[] dst) {
        int m = -cls;
        for (int i = 0; i < dst.length; i++) {
            dst[i] = (byte) (fixed[i] ^ ((fixed[i] ^ random[i]) & m));
        }
    }

    private static byte[] random(SplittableRandom rnd, int n) {
        byte[] b = new byte[n];
        rnd.nextBytes(b);
        return b;
    }

    /** One block under a fixed random key: class 0 encrypts the zero block, class 1 a random one. */
    static EncryptBlock encrypt(BlockEngine engine) {
        return new EncryptBlock(engine.name() + "/encrypt", engine.expandKey(random(new SplittableRandom(1), 16)), null);
    }

    /**
     * One block encryption whose input is prepared as zeros (class 0) or random bytes (class 1);
     * it encrypts that input, or for the same-work control ({@link #sameWorkControl}) a constant
     * block. Its fields are open to the unit tests.
     */
    static final class EncryptBlock implements TimingTarget {
        final String name;
        final ExpandedKey key;
        final byte[] in = new byte[16];
        /** What {@link #run()} encrypts: {@link #in}, or a constant block. */
        final byte[] source;
        final byte[] out = new byte[16];

        EncryptBlock(String name, ExpandedKey key, byte[] constant) {
            this.name = name;
            this.key = key;
            this.source = constant == null ? in : constant;
        }

        @Override
        public String name() {
            return name;
        }

        @Override
        public void prepare(int cls, SplittableRandom rnd) {
            zeroOrRandom(cls, rnd, in);
        }

        @Override
        public long run() {
            key.encryptBlocks(source, 0, out, 0, 1);
            return out[0];
        }
    }

    /** Key expansion of a 128-bit key: class 0 the zero key, class 1 a random key. */
    static ExpandKey expandKey(BlockEngine engine) {
        return new ExpandKey(engine);
    }

    /** The key-expansion target (see {@link #expandKey}); its fields are open to the unit tests. */
    static final class ExpandKey implements TimingTarget {
        final BlockEngine engine;
        final byte[] key = new byte[16];
        /** The key the last run expanded (and destroyed), for the tests. */
        ExpandedKey last;

        ExpandKey(BlockEngine engine) {
            this.engine = engine;
        }

        @Override
        public String name() {
            return engine.name() + "/expand-key";
        }

        @Override
        public void prepare(int cls, SplittableRandom rnd) {
            zeroOrRandom(cls, rnd, key);
        }

        @Override
        public long run() {
            ExpandedKey k = engine.expandKey(key);
            int bits = k.keyBits();
            k.destroy();
            last = k;
            return bits;
        }
    }

    /**
     * PKCS#7 unpadding after CBC decryption of four blocks, always failing: class 0 always the same
     * ciphertext, whose padding fails only at the last pad byte checked (pad value 16, first byte
     * wrong); class 1 a fresh ciphertext whose padding fails anywhere (a pad byte of 0, above 16,
     * or pad bytes that disagree at a random place).
     */
    static CbcUnpad cbcUnpad(BlockEngine engine) {
        return new CbcUnpad(engine);
    }

    /** The unpadding target (see {@link #cbcUnpad}); its fields are open to the unit tests. */
    static final class CbcUnpad implements TimingTarget {
        final ExpandedKey key;
        final byte[] iv = new byte[16];
        final byte[] ct = new byte[64];

        CbcUnpad(BlockEngine engine) {
            key = engine.expandKey(random(new SplittableRandom(2), 16));
        }

        @Override
        public String name() {
            return "cbc/pkcs7-unpad";
        }

        @Override
        public void prepare(int cls, SplittableRandom rnd) {
            int pad = rnd.nextInt(17);
            int wrongAt = pad <= 1 ? 0 : rnd.nextInt(pad - 1) + 1;
            // Both inputs are made every time, so that the code run just before the timed
            // call (and what it leaves in the branch predictors) is the same for both classes.
            byte[] fixed = badPadding(key, iv, 16, 15);
            byte[] random = badPadding(key, iv, pad, wrongAt);
            pick(cls, fixed, random, ct);
        }

        @Override
        public long run() {
            try {
                return Cbc.decryptPkcs7(key, iv, ct).length;
            } catch (BadPaddingException expected) {
                return -1;
            }
        }
    }

    /**
     * A ciphertext of four blocks whose plaintext ends in pad value {@code pad} repeated, except
     * the byte {@code wrongAt} places from the end (when {@code 0 < wrongAt < pad}), which is off by one; a
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

    /**
     * The control that must not leak: it prepares its input as {@link #encrypt} does (class 0 the
     * zero block, class 1 a random block) but encrypts a constant block, the same for both
     * classes. A |t| above the threshold here comes from the harness or the machine (what drawing
     * and writing a random input leaves behind), not from the code measured, and says how far the
     * other targets' |t| on the same run can be read as a property of the code.
     */
    static EncryptBlock sameWorkControl(BlockEngine engine) {
        return new EncryptBlock("control/same-work", engine.expandKey(random(new SplittableRandom(15), 16)),
                random(new SplittableRandom(16), 16));
    }

    /** A copy of {@code b} with {@code b[at] ^= delta}: wrong in exactly that byte when delta != 0. */
    static byte[] wrongAt(byte[] b, int at, int delta) {
        byte[] c = b.clone();
        c[at] ^= (byte) delta;
        return c;
    }

    /**
     * GCM open of 64 ciphertext bytes with 16 bytes of AAD, a 12-byte nonce and a 16-byte tag,
     * always failing: class 0 the same message with its tag wrong in the first byte (xor 1),
     * class 1 the same message with its tag wrong in one random byte by a random non-zero
     * difference. Ciphertext, AAD and nonce are the same in both classes.
     */
    static GcmOpen gcmOpen(BlockEngine engine) {
        return new GcmOpen(engine);
    }

    /** The GCM tag-check target (see {@link #gcmOpen}); its fields are open to the unit tests. */
    static final class GcmOpen implements TimingTarget {
        final String name;
        final byte[] keyBytes = random(new SplittableRandom(5), 16);
        final byte[] nonce = random(new SplittableRandom(6), 12);
        final byte[] aad = random(new SplittableRandom(7), 16);
        final byte[] plaintext = random(new SplittableRandom(8), 64);
        final Gcm gcm;
        /** The valid ciphertext and tag. */
        final byte[] sealed = new byte[80];
        final byte[] in = new byte[80];
        final byte[] out = new byte[64];
        /** Where and by what the last prepared tag is wrong (for the tests). */
        int wrongAt;
        int delta;

        GcmOpen(BlockEngine engine) {
            name = engine.name() + "/gcm-open";
            gcm = Gcm.create(engine.expandKey(keyBytes), 16);
            gcm.seal(nonce, aad, plaintext, 0, 64, sealed, 0);
        }

        @Override
        public String name() {
            return name;
        }

        @Override
        public void prepare(int cls, SplittableRandom rnd) {
            int at = 64 + rnd.nextInt(16);
            int d = 1 + rnd.nextInt(255);
            wrongAt = pick(cls, 64, at);
            delta = pick(cls, 1, d);
            System.arraycopy(wrongAt(sealed, wrongAt, delta), 0, in, 0, 80);
        }

        @Override
        public long run() {
            try {
                return gcm.open(nonce, aad, in, 0, 80, out, 0);
            } catch (AEADBadTagException expected) {
                return -1;
            }
        }
    }

    /** ICV1 of SP 800-38F section 6.2 (RFC 3394 section 2.2.3.1). */
    static final byte[] ICV1 = {(byte) 0xA6, (byte) 0xA6, (byte) 0xA6, (byte) 0xA6,
        (byte) 0xA6, (byte) 0xA6, (byte) 0xA6, (byte) 0xA6};

    /**
     * KW unwrap of a 40-byte ciphertext (a 32-byte key wrapped), always failing: class 0 always the
     * same ciphertext, whose unwrapped first semiblock is ICV1 wrong in its first byte (xor 1);
     * class 1 a fresh ciphertext of the same plaintext whose first semiblock is ICV1 wrong in one
     * random byte by a random non-zero difference ({@link KwInputs}).
     */
    static KwUnwrap kwUnwrap(BlockEngine engine) {
        byte[] keyBytes = random(new SplittableRandom(9), 16);
        ExpandedKey key = engine.expandKey(keyBytes);
        return new KwUnwrap(engine.name() + "/kw-unwrap", keyBytes, key, ICV1, Kw.create(key)::unwrap);
    }

    /**
     * The alternative initial value of KWP for a 32-byte plaintext: ICV2 {@code A6 59 59 A6} and
     * the 32-bit big-endian length (SP 800-38F section 6.3, RFC 5649 section 3).
     */
    static final byte[] KWP_AIV_32 = {(byte) 0xA6, (byte) 0x59, (byte) 0x59, (byte) 0xA6, 0, 0, 0, 32};

    /**
     * KWP unwrap of a 40-byte ciphertext (a 32-byte key wrapped, so no padding), always failing:
     * as {@link #kwUnwrap}, with the alternative initial value wrong in its first byte (class 0)
     * or in one random byte of ICV2 or the length (class 1). For a plaintext of more than one
     * semiblock KWP wraps with W, as KW does (SP 800-38F section 6.3).
     */
    static KwUnwrap kwpUnwrap(BlockEngine engine) {
        byte[] keyBytes = random(new SplittableRandom(17), 16);
        ExpandedKey key = engine.expandKey(keyBytes);
        return new KwUnwrap(engine.name() + "/kwp-unwrap", keyBytes, key, KWP_AIV_32, Kwp.create(key)::unwrap);
    }

    /** How a key-wrap target unwraps: the result length, or an exception on a failed check. */
    interface Unwrapper {
        int unwrap(byte[] in, int inOff, int len, byte[] out, int outOff) throws AEADBadTagException;
    }

    /** The KW and KWP integrity-check targets (see {@link #kwUnwrap}); fields open to the unit tests. */
    static final class KwUnwrap extends TwinnedTarget {
        final byte[] plaintext = random(new SplittableRandom(10), 32);
        final byte[] keyBytes;
        final ExpandedKey key;
        /** The initial value that unwrapping must give back. */
        final byte[] icv;
        final Unwrapper unwrapper;
        final byte[] in = new byte[40];
        final byte[] out = new byte[32];
        /** The initial value the last prepared ciphertext unwraps to. */
        final byte[] unwrapsTo = new byte[8];
        /** Where and by what the last prepared ciphertext's ICV is wrong (for the tests). */
        int wrongAt;
        int delta;

        KwUnwrap(String name, byte[] keyBytes, ExpandedKey key, byte[] icv, Unwrapper unwrapper) {
            this(name, keyBytes, key, icv, unwrapper, false);
        }

        private KwUnwrap(String name, byte[] keyBytes, ExpandedKey key, byte[] icv, Unwrapper unwrapper,
                         boolean leaky) {
            super(name, leaky);
            this.keyBytes = keyBytes;
            this.key = key;
            this.icv = icv;
            this.unwrapper = unwrapper;
        }

        @Override
        public void prepare(int cls, SplittableRandom rnd) {
            int at = rnd.nextInt(8);
            int d = 1 + rnd.nextInt(255);
            wrongAt = pick(cls, 0, at);
            delta = pick(cls, 1, d);
            System.arraycopy(wrongAt(icv, wrongAt, delta), 0, unwrapsTo, 0, 8);
            System.arraycopy(KwInputs.wrapFrom(key, unwrapsTo, plaintext), 0, in, 0, 40);
        }

        @Override
        public long run() {
            try {
                return unwrapper.unwrap(in, 0, 40, out, 0);
            } catch (AEADBadTagException expected) {
                return -1;
            }
        }

        /**
         * The leaking control: the same preparation, and the unwrapped initial value (known here
         * without unwrapping) compared with the right one by a loop that stops at the first
         * difference.
         */
        KwUnwrap earlyExitControl() {
            KwUnwrap[] self = new KwUnwrap[1];
            self[0] = new KwUnwrap(earlyExitName(), keyBytes, key, icv,
                    (in, inOff, len, out, outOff) -> firstDifference(self[0].unwrapsTo, icv, 0, 8), true);
            return self[0];
        }
    }

    /**
     * CMAC verification ({@link Cmac#verify}) of a 64-byte message with a 16-byte tag, always
     * failing: class 0 the tag wrong in its first byte (xor 1), class 1 the tag wrong in one random
     * byte by a random non-zero difference. The message is the same in both classes.
     */
    static CmacVerify cmacVerify(BlockEngine engine) {
        return new CmacVerify(engine);
    }

    /** The CMAC verification target (see {@link #cmacVerify}); its fields are open to the unit tests. */
    static final class CmacVerify implements TimingTarget {
        final String name;
        final byte[] keyBytes = random(new SplittableRandom(11), 16);
        final byte[] message = random(new SplittableRandom(12), 64);
        final Cmac cmac;
        /** The valid tag. */
        final byte[] tag;
        final byte[] candidate = new byte[16];
        /** Where and by what the last prepared tag is wrong (for the tests). */
        int wrongAt;
        int delta;

        CmacVerify(BlockEngine engine) {
            name = engine.name() + "/cmac-verify";
            cmac = Cmac.create(engine.expandKey(keyBytes), 16);
            tag = cmac.compute(message);
        }

        @Override
        public String name() {
            return name;
        }

        @Override
        public void prepare(int cls, SplittableRandom rnd) {
            int at = rnd.nextInt(16);
            int d = 1 + rnd.nextInt(255);
            wrongAt = pick(cls, 0, at);
            delta = pick(cls, 1, d);
            System.arraycopy(wrongAt(tag, wrongAt, delta), 0, candidate, 0, 16);
        }

        @Override
        public long run() {
            try {
                cmac.verify(message, candidate);
                return 0;
            } catch (AEADBadTagException expected) {
                return -1;
            }
        }
    }

    /**
     * FF1 encryption of 16 decimal numerals under a fixed 8-byte tweak: class 0 always the
     * all-zero string, class 1 a fresh string of 16 random numerals in 0..9.
     */
    static Ff1Encrypt ff1Encrypt(BlockEngine engine) {
        return new Ff1Encrypt(engine);
    }

    /** The FF1 target (see {@link #ff1Encrypt}); its fields are open to the unit tests. */
    static final class Ff1Encrypt implements TimingTarget {
        static final int RADIX = 10;
        static final int LENGTH = 16;
        final String name;
        final Ff1 ff1;
        final byte[] tweak = random(new SplittableRandom(13), 8);
        final int[] in = new int[LENGTH];
        final int[] out = new int[LENGTH];

        Ff1Encrypt(BlockEngine engine) {
            name = engine.name() + "/ff1-encrypt";
            ff1 = Ff1.create(engine.expandKey(random(new SplittableRandom(14), 16)), RADIX, LENGTH, LENGTH, 8);
        }

        @Override
        public String name() {
            return name;
        }

        @Override
        public void prepare(int cls, SplittableRandom rnd) {
            for (int i = 0; i < LENGTH; i++) {
                int x = rnd.nextInt(RADIX);
                in[i] = pick(cls, 0, x);
            }
        }

        @Override
        public long run() {
            ff1.encrypt(tweak, in, 0, out, 0, LENGTH);
            return out[0];
        }
    }

    /**
     * XTS decryption of one 64-byte data unit under a fixed tweak: class 0 the zero ciphertext,
     * class 1 a random one.
     */
    static ZeroOrRandom xtsDecrypt(BlockEngine engine) {
        Xts xts = Xts.create(engine, random(new SplittableRandom(18), 32));
        byte[] tweak = Xts.tweakForDataUnit(7);
        byte[] out = new byte[64];
        return new ZeroOrRandom(engine.name() + "/xts-decrypt", 64, 256, t -> {
            xts.decrypt(tweak, t.bytes, 0, out, 0, 64);
            return out[0];
        });
    }

    /**
     * FF1 decryption of 16 decimal numerals under a fixed 8-byte tweak: class 0 the all-zero
     * string, class 1 16 random numerals in 0..9.
     */
    static ZeroOrRandom ff1Decrypt(BlockEngine engine) {
        Ff1 ff1 = Ff1.create(engine.expandKey(random(new SplittableRandom(19), 16)), 10, 16, 16, 8);
        byte[] tweak = random(new SplittableRandom(13), 8);
        int[] out = new int[16];
        return new ZeroOrRandom(engine.name() + "/ff1-decrypt", 16, 10, t -> {
            ff1.decrypt(tweak, t.in, 0, out, 0, 16);
            return out[0];
        });
    }

    /**
     * An operation on {@code length} values in {@code 0 .. bound - 1}, held in an {@code int[]} and,
     * when they fit, in a {@code byte[]}: class 0 all zero, class 1 random. Its leaking control
     * scans the input for the first non-zero value and stops there.
     */
    static final class ZeroOrRandom extends TwinnedTarget {
        final int[] in;
        final byte[] bytes;
        final int bound;
        final java.util.function.ToLongFunction<ZeroOrRandom> operation;

        ZeroOrRandom(String name, int length, int bound, java.util.function.ToLongFunction<ZeroOrRandom> operation) {
            this(name, length, bound, operation, false);
        }

        private ZeroOrRandom(String name, int length, int bound,
                             java.util.function.ToLongFunction<ZeroOrRandom> operation, boolean leaky) {
            super(name, leaky);
            this.in = new int[length];
            this.bytes = new byte[length];
            this.bound = bound;
            this.operation = operation;
        }

        @Override
        public void prepare(int cls, SplittableRandom rnd) {
            for (int i = 0; i < in.length; i++) {
                in[i] = pick(cls, 0, rnd.nextInt(bound));
                bytes[i] = (byte) in[i];
            }
        }

        @Override
        public long run() {
            return operation.applyAsLong(this);
        }

        /** The same classes, scanned for the first non-zero value by a loop that stops there. */
        ZeroOrRandom earlyExitControl() {
            return new ZeroOrRandom(earlyExitName(), in.length, bound, t -> {
                for (int i = 0; i < t.in.length; i++) {
                    if (t.in[i] != 0) {
                        return i;
                    }
                }
                return -1;
            }, true);
        }
    }

    /**
     * The leaky control: a T-table AES. Class 0 is the block equal to the key, so that the state
     * after the first AddRoundKey is zero and the first round's 16 lookups all read entry 0, four
     * cache lines (the first-round collisions of Bonneau and Mironov, CHES 2006); class 1 is a
     * random block, whose first round reads about 14 lines.
     */
    static TimingTarget tableAesControl() {
        return new TimingTarget() {
            final byte[] key = random(new SplittableRandom(3), 16);
            final TableAesControl aes = new TableAesControl(key);
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
                pick(cls, key, random(rnd, 16), in);
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
    static EarlyExitCompare earlyExitControl() {
        return new EarlyExitCompare();
    }

    /** The early-exit compare control (see {@link #earlyExitControl}); its fields are open to the unit tests. */
    static final class EarlyExitCompare extends TwinnedTarget {
        final byte[] expected = random(new SplittableRandom(4), 64);
        final byte[] candidate = new byte[64];

        EarlyExitCompare() {
            super("control/early-exit-compare", true);
        }

        @Override
        public void prepare(int cls, SplittableRandom rnd) {
            byte[] fresh = lastByteWrong(random(rnd, 64));
            byte[] fixed = lastByteWrong(expected);
            pick(cls, fixed, fresh, candidate);
        }

        @Override
        public long run() {
            return firstDifference(expected, candidate, 0, expected.length);
        }
    }

    private static byte[] lastByteWrong(byte[] b) {
        byte[] c = b.clone();
        c[c.length - 1] ^= 1;
        return c;
    }
}
