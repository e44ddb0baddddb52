package dev.aesref.testkit.check;

import java.io.ByteArrayOutputStream;
import java.security.GeneralSecurityException;
import java.security.Key;
import java.security.Provider;
import java.security.spec.AlgorithmParameterSpec;
import java.util.Arrays;
import javax.crypto.Cipher;
import javax.crypto.Mac;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * Runs one {@link CheckCase} through a provider's {@code Cipher} or {@code Mac}, the way a JCA
 * user would: {@code getInstance(transformation, provider)}, {@code init} with a
 * {@link SecretKeySpec} and the mode's usual parameter spec ({@link IvParameterSpec}; for the
 * AEADs {@link GCMParameterSpec}, which Bouncy Castle and SunJCE also take for CCM, EAX and
 * GCM-SIV), {@code updateAAD}, then {@code update} in chunks and {@code doFinal}.
 *
 * <p>Key wrap goes through {@code ENCRYPT_MODE}/{@code DECRYPT_MODE}; a provider that offers only
 * {@code WRAP_MODE}/{@code UNWRAP_MODE} is asked that way instead (the wrapped key is the input
 * as a raw {@code AES} key).
 */
final class JcaRun {

    /** What the provider did. */
    record Observation(byte[] output, Stage stage, Throwable thrown) {
        boolean produced() {
            return thrown == null;
        }
    }

    /** Where an exception came from. */
    enum Stage {
        /** {@code getInstance} or {@code init}: the provider refused the parameters. */
        INIT,
        /** {@code updateAAD}, {@code update}, {@code doFinal}, {@code wrap} or {@code unwrap}. */
        PROCESS
    }

    private JcaRun() {}

    static Observation run(Provider provider, Target target, CheckCase c) {
        return target.serviceType().equals("Mac") ? mac(provider, target, c) : cipher(provider, target, c);
    }

    private static Observation cipher(Provider provider, Target target, CheckCase c) {
        Cipher cipher;
        Key key = key(c.key());
        boolean wrapApi = false;
        try {
            cipher = Cipher.getInstance(target.transformation(), provider);
            AlgorithmParameterSpec params = params(target.family(), c);
            int mode = c.encrypt() ? Cipher.ENCRYPT_MODE : Cipher.DECRYPT_MODE;
            try {
                init(cipher, mode, key, params);
            } catch (UnsupportedOperationException | GeneralSecurityException e) {
                if (target.family() != Target.Family.KW && target.family() != Target.Family.KWP) {
                    throw e;
                }
                init(cipher, c.encrypt() ? Cipher.WRAP_MODE : Cipher.UNWRAP_MODE, key, params);
                wrapApi = true;
            }
        } catch (GeneralSecurityException | RuntimeException e) {
            return new Observation(null, Stage.INIT, e);
        }
        try {
            if (wrapApi) {
                return new Observation(wrapOrUnwrap(cipher, c), null, null);
            }
            // The provider gets copies: one that writes into its input cannot change the cases
            // that follow (a case and its chunked twin share arrays, as do a family's
            // transformations).
            if (c.aad() != null && c.aad().length > 0) {
                cipher.updateAAD(c.aad().clone());
            }
            byte[] in = c.input().clone();
            if (c.chunk() == 0) {
                return new Observation(cipher.doFinal(in), null, null);
            }
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            for (int off = 0; off < in.length; off += c.chunk()) {
                byte[] part = cipher.update(in, off, Math.min(c.chunk(), in.length - off));
                if (part != null) {
                    out.write(part, 0, part.length);
                }
            }
            byte[] last = cipher.doFinal();
            out.write(last, 0, last.length);
            return new Observation(out.toByteArray(), null, null);
        } catch (GeneralSecurityException | RuntimeException e) {
            return new Observation(null, Stage.PROCESS, e);
        }
    }

    /**
     * The key as a JCA user passes it: a {@link SecretKeySpec}, except for the empty key of some
     * invalid vectors, which {@code SecretKeySpec} itself refuses; that one goes to the provider as
     * a bare RAW {@link SecretKey}, so that the provider's own refusal is what is judged.
     */
    static Key key(byte[] raw) {
        if (raw.length > 0) {
            return new SecretKeySpec(raw, "AES");
        }
        return new SecretKey() {
            private static final long serialVersionUID = 1L;

            @Override
            public String getAlgorithm() {
                return "AES";
            }

            @Override
            public String getFormat() {
                return "RAW";
            }

            @Override
            public byte[] getEncoded() {
                return new byte[0];
            }
        };
    }

    private static byte[] wrapOrUnwrap(Cipher cipher, CheckCase c) throws GeneralSecurityException {
        if (c.encrypt()) {
            return cipher.wrap(new SecretKeySpec(c.input(), "AES"));
        }
        return cipher.unwrap(c.input().clone(), "AES", Cipher.SECRET_KEY).getEncoded();
    }

    private static void init(Cipher cipher, int mode, Key key, AlgorithmParameterSpec params)
            throws GeneralSecurityException {
        if (params == null) {
            cipher.init(mode, key);
        } else {
            cipher.init(mode, key, params);
        }
    }

    private static AlgorithmParameterSpec params(Target.Family family, CheckCase c) {
        if (family.hasTagLength()) {
            return new GCMParameterSpec(c.tagBits(), c.iv());
        }
        return c.iv() == null ? null : new IvParameterSpec(c.iv());
    }

    private static Observation mac(Provider provider, Target target, CheckCase c) {
        Mac mac;
        try {
            mac = Mac.getInstance(target.transformation(), provider);
            Key key = key(c.key());
            if (c.iv() == null) {
                mac.init(key);
            } else {
                mac.init(key, new IvParameterSpec(c.iv()));
            }
        } catch (GeneralSecurityException | RuntimeException e) {
            return new Observation(null, Stage.INIT, e);
        }
        try {
            byte[] in = c.input().clone();
            int step = c.chunk() == 0 ? Math.max(1, in.length) : c.chunk();
            for (int off = 0; off < in.length; off += step) {
                mac.update(in, off, Math.min(step, in.length - off));
            }
            // A truncated tag is the leading tagBits of the full one (SP 800-38B section 6.2,
            // SP 800-38D section 7.1).
            return new Observation(Arrays.copyOf(mac.doFinal(), c.tagBits() / 8), null, null);
        } catch (RuntimeException e) {
            return new Observation(null, Stage.PROCESS, e);
        }
    }
}
