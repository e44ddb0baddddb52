package dev.aesref.testkit.check;

import java.nio.ByteBuffer;
import java.security.GeneralSecurityException;
import java.security.InvalidAlgorithmParameterException;
import java.security.Key;
import java.security.Provider;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import javax.crypto.BadPaddingException;
import javax.crypto.Cipher;
import javax.crypto.IllegalBlockSizeException;
import javax.crypto.ShortBufferException;
import javax.crypto.spec.SecretKeySpec;

/**
 * Providers with one bug each on a path the check before issue 24 never took (a second
 * {@code doFinal}, a {@code ByteBuffer} slice, an output offset, one chunk size, a long message,
 * {@code doFinal()} after {@code update}), or that cannot be tested at all. Each is SunJCE's answer
 * with the one fault added, so that a check finds that fault and nothing else.
 */
final class PathBugProvider extends Provider {

    private static final long serialVersionUID = 1L;

    enum Bug {
        /** GCM that encrypts again under the same key and IV on a second {@code doFinal}. */
        GCM_IV_REUSE("AES/GCM/NoPadding"),
        /** CTR that reads a heap {@code ByteBuffer} from {@code position()}, forgetting {@code arrayOffset()}. */
        SLICE_OFFSET("AES/CTR/NoPadding"),
        /** CTR that writes {@code doFinal(in, off, len, out, outOff)}'s output at 0, not at {@code outOff}. */
        OUTPUT_OFFSET("AES/CTR/NoPadding"),
        /** CTR that flips a bit of any {@code update} of exactly 29 bytes. */
        CHUNK_OF_29("AES/CTR/NoPadding"),
        /**
         * CTR that flips a bit of any {@code update} of exactly 37 bytes: a size none of the
         * check's chunkings makes (fixed 1 to 20, 5, 15, 17; varied 0 to 33), which the fuzzer's
         * chunkings (1 to 40) do.
         */
        CHUNK_OF_37("AES/CTR/NoPadding"),
        /** CTR that is wrong only for messages over 1 KiB. */
        ABOVE_1_KIB("AES/CTR/NoPadding"),
        /** CTR whose {@code doFinal()} after {@code update} throws {@code NullPointerException}. */
        NPE_AFTER_UPDATE("AES/CTR/NoPadding"),
        /** CTR that refuses every parameter set at {@code init}. */
        REFUSES_EVERYTHING("AES/CTR/NoPadding"),
        /**
         * An older provider's GCM: it takes only an {@code IvParameterSpec} (a 128-bit tag), and
         * refuses {@code GCMParameterSpec}. Not a bug: the check must test it, not call it untested.
         */
        IV_SPEC_GCM("AES/GCM/NoPadding"),
        /**
         * Key wrap that throws {@code IllegalArgumentException} in {@code ENCRYPT_MODE} and
         * {@code DECRYPT_MODE} and works through {@code wrap}/{@code unwrap}. Not a bug either.
         */
        WRAP_MODE_ONLY("AESWrap"),
        /** The same for key wrap with padding (AESWrapPad, SP 800-38F KWP). */
        WRAP_PAD_MODE_ONLY("AESWrapPad"),
        /** Key wrap that unwraps a one-semiblock (8-byte) ciphertext to an empty key instead of rejecting it. */
        EMPTY_KEY_FROM_ONE_SEMIBLOCK("AESWrap"),
        /** CCM that accepts 16-bit tags, which SP 800-38C A.1 forbids ({@link LenientCcm}). */
        CCM_16_BIT_TAGS("AES/CCM/NoPadding"),
        /** No AES at all. */
        NO_AES(null);

        final String transformation;

        Bug(String transformation) {
            this.transformation = transformation;
        }
    }

    PathBugProvider(Bug bug) {
        super("PATHBUG-" + bug, "1", "aesref check's provider with one path bug: " + bug);
        if (bug.transformation != null) {
            putService(new Service(this, "Cipher", bug.transformation, Faulty.class.getName(), null, null) {
                @Override
                public Object newInstance(Object param) {
                    return bug == Bug.CCM_16_BIT_TAGS ? new LenientCcm() : new Faulty(bug);
                }
            });
        }
    }

    /** SunJCE's answer in {@code doFinal}, fresh each time, with the bug's one fault. */
    static final class Faulty extends BrokenProvider.Buffering {
        private final Bug bug;

        Faulty(Bug bug) {
            this.bug = bug;
        }

        private boolean wrapModeOnly() {
            return bug == Bug.WRAP_MODE_ONLY || bug == Bug.WRAP_PAD_MODE_ONLY;
        }

        /** Set by an encryption's doFinal; a GCM encryption refuses the next until init. */
        private boolean encrypted;

        @Override
        protected void engineInit(int opmode, Key key, AlgorithmParameterSpec params, SecureRandom random) {
            if (bug == Bug.REFUSES_EVERYTHING
                    || (bug == Bug.IV_SPEC_GCM && params instanceof javax.crypto.spec.GCMParameterSpec)
                    || (wrapModeOnly() && (opmode == Cipher.ENCRYPT_MODE || opmode == Cipher.DECRYPT_MODE))) {
                throw new IllegalArgumentException(new InvalidAlgorithmParameterException("refused"));
            }
            if (bug == Bug.IV_SPEC_GCM) {
                params = new javax.crypto.spec.GCMParameterSpec(128,
                        ((javax.crypto.spec.IvParameterSpec) params).getIV());
            }
            encrypted = false;
            super.engineInit(opmode, key, params, random);
        }

        @Override
        protected void engineInit(int opmode, Key key, SecureRandom random) throws java.security.InvalidKeyException {
            if (bug == Bug.EMPTY_KEY_FROM_ONE_SEMIBLOCK) {
                engineInit(opmode, key, (AlgorithmParameterSpec) null, random);
                return;
            }
            if (!wrapModeOnly() || opmode == Cipher.ENCRYPT_MODE || opmode == Cipher.DECRYPT_MODE) {
                throw new IllegalArgumentException("refused");
            }
            super.engineInit(opmode, key, (AlgorithmParameterSpec) null, random);
        }

        @Override
        protected byte[] engineWrap(Key k) throws java.security.InvalidKeyException {
            try {
                Cipher c = Cipher.getInstance(bug.transformation, "SunJCE");
                c.init(Cipher.WRAP_MODE, new SecretKeySpec(key, "AES"));
                return c.wrap(k);
            } catch (GeneralSecurityException e) {
                throw new java.security.InvalidKeyException(e);
            }
        }

        @Override
        protected Key engineUnwrap(byte[] wrapped, String algorithm, int type) throws java.security.InvalidKeyException,
                java.security.NoSuchAlgorithmException {
            try {
                Cipher c = Cipher.getInstance(bug.transformation, "SunJCE");
                c.init(Cipher.UNWRAP_MODE, new SecretKeySpec(key, "AES"));
                return c.unwrap(wrapped, algorithm, type);
            } catch (java.security.NoSuchProviderException | javax.crypto.NoSuchPaddingException e) {
                throw new java.security.NoSuchAlgorithmException(e);
            }
        }

        @Override
        byte[] finish(byte[] all) throws GeneralSecurityException {
            boolean gcmEncryption = bug.transformation.equals("AES/GCM/NoPadding") && opmode == Cipher.ENCRYPT_MODE;
            if (gcmEncryption && encrypted && bug != Bug.GCM_IV_REUSE) {
                throw new IllegalStateException("init with a new IV first");
            }
            encrypted = gcmEncryption;
            // A fresh SunJCE cipher per doFinal: for GCM, without the check above, that is the IV
            // reuse SunJCE refuses.
            if (bug == Bug.EMPTY_KEY_FROM_ONE_SEMIBLOCK && opmode == Cipher.DECRYPT_MODE && all.length == 8) {
                // The fault: n = len/8 - 1 = 0 semiblocks, so the unwrap loop never runs and no
                // integrity check value is compared.
                return new byte[0];
            }
            Cipher c = Cipher.getInstance(bug.transformation, "SunJCE");
            c.init(opmode, new SecretKeySpec(key, "AES"), params);
            byte[] out = c.doFinal(all);
            if (bug == Bug.ABOVE_1_KIB && all.length > 1024) {
                out[all.length / 2] ^= 1;
            }
            return out;
        }

        @Override
        protected byte[] engineUpdate(byte[] in, int off, int len) {
            if (bug == Bug.CHUNK_OF_29 && len == 29 || bug == Bug.CHUNK_OF_37 && len == 37) {
                byte[] copy = java.util.Arrays.copyOfRange(in, off, off + len);
                copy[3] ^= 1;
                return super.engineUpdate(copy, 0, len);
            }
            return super.engineUpdate(in, off, len);
        }

        @Override
        protected byte[] engineDoFinal(byte[] in, int off, int len) throws IllegalBlockSizeException,
                BadPaddingException {
            if (bug == Bug.NPE_AFTER_UPDATE && in == null && buffer.size() > 0) {
                // doFinal() after update passes no input; this provider reads it anyway.
                throw new NullPointerException("Cannot read the array length because \"in\" is null");
            }
            return super.engineDoFinal(in, off, len);
        }

        @Override
        protected int engineDoFinal(byte[] in, int off, int len, byte[] out, int outOff)
                throws ShortBufferException, IllegalBlockSizeException, BadPaddingException {
            return super.engineDoFinal(in, off, len, out, bug == Bug.OUTPUT_OFFSET ? 0 : outOff);
        }

        @Override
        protected int engineDoFinal(ByteBuffer in, ByteBuffer out) throws ShortBufferException,
                IllegalBlockSizeException, BadPaddingException {
            if (bug != Bug.SLICE_OFFSET || !in.hasArray() || !out.hasArray()) {
                return super.engineDoFinal(in, out);
            }
            int len = in.remaining();
            byte[] r = engineDoFinal(in.array(), in.position(), len); // the fault: no in.arrayOffset()
            in.position(in.limit());
            out.put(r);
            return r.length;
        }
    }
}
