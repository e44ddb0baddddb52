package dev.aesref.testkit.check;

import java.io.ByteArrayOutputStream;
import java.security.AlgorithmParameters;
import java.security.GeneralSecurityException;
import java.security.Key;
import java.security.Provider;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import java.util.Arrays;
import javax.crypto.AEADBadTagException;
import javax.crypto.BadPaddingException;
import javax.crypto.Cipher;
import javax.crypto.ShortBufferException;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * A provider with one deliberate fault per transformation, each the kind {@code aesref check} is
 * there to catch. Built on SunJCE's AES so that everything but the fault is right:
 *
 * <ul>
 *   <li>{@code AES/CTR/NoPadding} counts with the low 64 bits only: the carry into bit 64 is
 *       lost, so the counter wraps at 2^64 instead of 2^128;</li>
 *   <li>{@code AES/GCM/NoPadding} releases the plaintext of a 96-bit-IV ciphertext whose tag is
 *       wrong (SunJCE decrypts; on a bad tag this decrypts again with CTR from J0 + 1,
 *       SP 800-38D section 7.2, and returns that);</li>
 *   <li>{@code AES/CBC/PKCS5Padding} unpads correctly but says what was wrong with the padding:
 *       a length out of range and a wrong padding byte throw different messages, Vaudenay's
 *       padding oracle.</li>
 *   <li>{@code AES/CBC/NoPadding} answers right but zeroes the caller's input once it has read
 *       it: {@code check} must hand a provider copies, so that such a provider cannot change the
 *       cases that follow.</li>
 * </ul>
 */
public final class BrokenProvider extends Provider {

    public BrokenProvider() {
        super("BROKEN", "1", "aesref check's deliberately broken AES");
        putService(new Service(this, "Cipher", "AES/CTR/NoPadding", Ctr64.class.getName(), null, null) {
            @Override
            public Object newInstance(Object param) {
                return new Ctr64();
            }
        });
        putService(new Service(this, "Cipher", "AES/GCM/NoPadding", UncheckedGcm.class.getName(), null, null) {
            @Override
            public Object newInstance(Object param) {
                return new UncheckedGcm();
            }
        });
        putService(new Service(this, "Cipher", "AES/CBC/PKCS5Padding", PaddingOracleCbc.class.getName(), null, null) {
            @Override
            public Object newInstance(Object param) {
                return new PaddingOracleCbc();
            }
        });
        putService(new Service(this, "Cipher", "AES/CBC/NoPadding", ScribblingCbc.class.getName(), null, null) {
            @Override
            public Object newInstance(Object param) {
                return new ScribblingCbc();
            }
        });
    }

    /** Buffers everything and answers in doFinal; only what a fault needs differs per subclass. */
    abstract static class Buffering extends FixedTransformationSpi {
        final ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        int opmode;
        byte[] key;
        AlgorithmParameterSpec params;

        abstract byte[] finish(byte[] all) throws GeneralSecurityException;

        @Override
        protected int engineGetOutputSize(int inputLen) {
            return buffer.size() + inputLen + 16;
        }

        @Override
        protected void engineInit(int opmode, Key key, SecureRandom random) throws java.security.InvalidKeyException {
            throw new java.security.InvalidKeyException("parameters required");
        }

        @Override
        protected void engineInit(int opmode, Key key, AlgorithmParameterSpec params, SecureRandom random) {
            this.opmode = opmode;
            this.key = key.getEncoded();
            this.params = params;
            buffer.reset();
        }

        @Override
        protected void engineInit(int opmode, Key key, AlgorithmParameters params, SecureRandom random) {
            throw new UnsupportedOperationException();
        }

        @Override
        protected byte[] engineUpdate(byte[] in, int off, int len) {
            buffer.write(in, off, len);
            return new byte[0];
        }

        @Override
        protected int engineUpdate(byte[] in, int off, int len, byte[] out, int outOff) {
            buffer.write(in, off, len);
            return 0;
        }

        @Override
        protected byte[] engineDoFinal(byte[] in, int off, int len) throws javax.crypto.IllegalBlockSizeException,
                BadPaddingException {
            if (in != null) {
                buffer.write(in, off, len);
            }
            byte[] all = buffer.toByteArray();
            buffer.reset();
            try {
                return finish(all);
            } catch (BadPaddingException | javax.crypto.IllegalBlockSizeException e) {
                throw e;
            } catch (GeneralSecurityException e) {
                throw new IllegalStateException(e);
            }
        }

        @Override
        protected int engineDoFinal(byte[] in, int off, int len, byte[] out, int outOff)
                throws ShortBufferException, javax.crypto.IllegalBlockSizeException, BadPaddingException {
            byte[] r = engineDoFinal(in, off, len);
            System.arraycopy(r, 0, out, outOff, r.length);
            return r.length;
        }

        byte[] aesBlock(byte[] block) throws GeneralSecurityException {
            Cipher ecb = Cipher.getInstance("AES/ECB/NoPadding", "SunJCE");
            ecb.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "AES"));
            return ecb.doFinal(block);
        }
    }

    /** CTR whose counter is only the low 64 bits of the block. */
    static final class Ctr64 extends Buffering {
        @Override
        byte[] finish(byte[] all) throws GeneralSecurityException {
            byte[] counter = ((IvParameterSpec) params).getIV().clone();
            byte[] out = new byte[all.length];
            for (int off = 0; off < all.length; off += 16) {
                byte[] ks = aesBlock(counter);
                for (int i = off; i < Math.min(all.length, off + 16); i++) {
                    out[i] = (byte) (all[i] ^ ks[i - off]);
                }
                // The fault: bytes 8..15 count, the carry out of byte 8 is dropped.
                for (int i = 15; i >= 8; i--) {
                    if (++counter[i] != 0) {
                        break;
                    }
                }
            }
            return out;
        }
    }

    /** GCM that hands out the plaintext of a forged 96-bit-IV ciphertext. */
    static final class UncheckedGcm extends Buffering {
        @Override
        byte[] finish(byte[] all) throws GeneralSecurityException {
            GCMParameterSpec spec = (GCMParameterSpec) params;
            Cipher gcm = Cipher.getInstance("AES/GCM/NoPadding", "SunJCE");
            gcm.init(opmode, new SecretKeySpec(key, "AES"), spec);
            try {
                return gcm.doFinal(all);
            } catch (AEADBadTagException e) {
                if (spec.getIV().length != 12 || all.length < spec.getTLen() / 8) {
                    throw e;
                }
                byte[] j1 = Arrays.copyOf(spec.getIV(), 16);
                j1[15] = 2; // J0 = IV || 0^31 || 1; the first data block uses inc32(J0)
                Cipher ctr = Cipher.getInstance("AES/CTR/NoPadding", "SunJCE");
                ctr.init(Cipher.DECRYPT_MODE, new SecretKeySpec(key, "AES"), new IvParameterSpec(j1));
                return ctr.doFinal(all, 0, all.length - spec.getTLen() / 8);
            }
        }
    }

    /** CBC-PKCS5 whose padding errors say what was wrong. */
    static final class PaddingOracleCbc extends Buffering {
        @Override
        byte[] finish(byte[] all) throws GeneralSecurityException {
            Cipher cbc = Cipher.getInstance("AES/CBC/NoPadding", "SunJCE");
            cbc.init(opmode, new SecretKeySpec(key, "AES"), params);
            if (opmode == Cipher.ENCRYPT_MODE) {
                int pad = 16 - all.length % 16;
                byte[] padded = Arrays.copyOf(all, all.length + pad);
                Arrays.fill(padded, all.length, padded.length, (byte) pad);
                return cbc.doFinal(padded);
            }
            if (all.length == 0 || all.length % 16 != 0) {
                throw new javax.crypto.IllegalBlockSizeException("ciphertext length " + all.length);
            }
            byte[] p = cbc.doFinal(all);
            int pad = p[p.length - 1] & 0xFF;
            if (pad < 1 || pad > 16) {
                throw new BadPaddingException("padding length out of range");
            }
            for (int i = p.length - pad; i < p.length; i++) {
                if (p[i] != (byte) pad) {
                    throw new BadPaddingException("padding bytes differ");
                }
            }
            return Arrays.copyOf(p, p.length - pad);
        }
    }

    /** Right CBC answers from a provider that zeroes its caller's input after reading it. */
    static final class ScribblingCbc extends Buffering {
        @Override
        byte[] finish(byte[] all) throws GeneralSecurityException {
            Cipher cbc = Cipher.getInstance("AES/CBC/NoPadding", "SunJCE");
            cbc.init(opmode, new SecretKeySpec(key, "AES"), params);
            return cbc.doFinal(all);
        }

        @Override
        protected byte[] engineUpdate(byte[] in, int off, int len) {
            byte[] r = super.engineUpdate(in, off, len);
            Arrays.fill(in, off, off + len, (byte) 0);
            return r;
        }

        @Override
        protected byte[] engineDoFinal(byte[] in, int off, int len) throws javax.crypto.IllegalBlockSizeException,
                BadPaddingException {
            byte[] r = super.engineDoFinal(in, off, len);
            if (in != null) {
                Arrays.fill(in, off, off + len, (byte) 0);
            }
            return r;
        }
    }
}
