package dev.aesref.testkit.check;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.security.GeneralSecurityException;
import java.security.Key;
import java.security.Provider;
import java.security.spec.AlgorithmParameterSpec;
import java.util.Arrays;
import javax.crypto.Cipher;
import javax.crypto.CipherInputStream;
import javax.crypto.CipherOutputStream;
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
 * GCM-SIV), {@code updateAAD}, then the case's {@link InputPath}.
 *
 * <p>Before a transformation is called untested, the other ways a JCA user would try are tried:
 * a GCM, EAX or GCM-SIV cipher with a 128-bit tag that refuses {@code GCMParameterSpec} at
 * {@code init} gets an {@link IvParameterSpec}; a key wrap cipher that refuses
 * {@code ENCRYPT_MODE}/{@code DECRYPT_MODE} in any way ({@code init} or the first call, checked
 * or not) is asked through {@code WRAP_MODE}/{@code UNWRAP_MODE} (the wrapped key is the input as
 * a raw {@code AES} key).
 */
final class JcaRun {

    /**
     * What the provider did.
     *
     * @param second for {@link InputPath#REUSE}: what a second {@code doFinal} without re-init did
     *               ({@code null} on other paths, or when the first call threw)
     */
    record Observation(byte[] output, Stage stage, Throwable thrown, Observation second) {
        Observation(byte[] output, Stage stage, Throwable thrown) {
            this(output, stage, thrown, null);
        }

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

    /** Input and output offsets of {@link InputPath#OUTPUT_OFFSET}, odd so no alignment hides a bug. */
    static final int IN_OFFSET = 7;
    static final int OUT_OFFSET = 5;
    /** The offset of both ranges of {@link InputPath#IN_PLACE}. */
    static final int IN_PLACE_OFFSET = 3;
    /** {@link InputPath#SLICED_BUFFER}: the slices' array offsets and the position inside them. */
    static final int IN_ARRAY_OFFSET = 11;
    static final int OUT_ARRAY_OFFSET = 13;
    static final int SLICE_POSITION = 3;
    /** What the cipher streams read and write at a time. */
    static final int STREAM_PIECE = 13;

    private JcaRun() {}

    static Observation run(Provider provider, Target target, CheckCase c) {
        return run(provider, target, c, key(c.key()));
    }

    /**
     * Runs {@code c} with {@code key}, a key object made once from {@code c.key()} by
     * {@link #key}. Threads that run the same case share it, as a JCA user shares a key.
     */
    static Observation run(Provider provider, Target target, CheckCase c, Key key) {
        if (target.serviceType().equals("Mac")) {
            return mac(provider, target, c, key);
        }
        boolean wrapFamily = target.family() == Target.Family.KW || target.family() == Target.Family.KWP;
        if (c.path() == InputPath.WRAP_API) {
            return wrapApi(provider, target, c, key);
        }
        Observation o = cipher(provider, target, c, key);
        if (wrapFamily && !o.produced() && (o.stage() == Stage.INIT || refusal(o.thrown()))) {
            Observation viaWrap = wrapApi(provider, target, c, key);
            // Asked the other way, the provider's answer is judged; if it refuses that too, the
            // first refusal stands.
            if (viaWrap.produced() || viaWrap.stage() == Stage.PROCESS) {
                return viaWrap;
            }
        }
        return o;
    }

    /** An unchecked refusal to work in a mode, as opposed to a crash or a verdict on the input. */
    private static boolean refusal(Throwable t) {
        return t instanceof UnsupportedOperationException || t instanceof IllegalStateException
                || t instanceof IllegalArgumentException;
    }

    private static Observation cipher(Provider provider, Target target, CheckCase c, Key key) {
        Cipher cipher;
        int mode = c.encrypt() ? Cipher.ENCRYPT_MODE : Cipher.DECRYPT_MODE;
        try {
            cipher = Cipher.getInstance(target.transformation(), provider);
            if (c.path() == InputPath.REUSE) {
                decoy(cipher, target, c, mode);
            }
            init(cipher, target, c, mode, key);
        } catch (GeneralSecurityException | RuntimeException | AssertionError e) {
            return new Observation(null, Stage.INIT, e);
        }
        byte[] first;
        try {
            first = process(cipher, c);
        } catch (GeneralSecurityException | IOException | RuntimeException | AssertionError e) {
            return new Observation(null, Stage.PROCESS, unwrapped(e));
        }
        if (c.path() != InputPath.REUSE) {
            return new Observation(first, null, null);
        }
        Observation second;
        try {
            // The reset state is the initialised one: the associated data goes in again.
            if (c.aad() != null && c.aad().length > 0) {
                cipher.updateAAD(c.aad().clone());
            }
            second = new Observation(cipher.doFinal(c.input().clone()), null, null);
        } catch (GeneralSecurityException | RuntimeException | AssertionError e) {
            second = new Observation(null, Stage.PROCESS, e);
        }
        return new Observation(first, null, null, second);
    }

    /**
     * {@link InputPath#REUSE}'s first use: the cipher initialised with every key byte and the last
     * IV byte changed, and run over the case's input. What it does is not judged (a decryption
     * under the wrong key fails its tag); the case that follows must not be affected by it.
     */
    private static void decoy(Cipher cipher, Target target, CheckCase c, int mode) {
        byte[] otherKey = c.key().clone();
        for (int i = 0; i < otherKey.length; i++) {
            otherKey[i] ^= (byte) 0x5C;
        }
        byte[] otherIv = c.iv() == null ? null : c.iv().clone();
        if (otherIv != null && otherIv.length > 0) {
            otherIv[otherIv.length - 1] ^= 1;
        }
        CheckCase other = new CheckCase(c.origin(), c.encrypt(), otherKey, otherIv, c.aad(), c.input(), null,
                c.tagBits(), 0, CheckCase.Expect.REJECT);
        try {
            init(cipher, target, other, mode, key(otherKey));
            cipher.doFinal(c.input().clone());
        } catch (GeneralSecurityException | RuntimeException e) {
            // judged by what follows
        }
    }

    /**
     * {@code init} with the mode's spec; an AEAD with a 128-bit tag that refuses
     * {@link GCMParameterSpec} is given an {@link IvParameterSpec}, the other spec providers take.
     */
    private static void init(Cipher cipher, Target target, CheckCase c, int mode, Key key)
            throws GeneralSecurityException {
        AlgorithmParameterSpec params = params(target.family(), c);
        try {
            init(cipher, mode, key, params);
        } catch (GeneralSecurityException | IllegalArgumentException e) {
            Target.Family f = target.family();
            boolean ivSpecTakesIt = (f == Target.Family.GCM || f == Target.Family.EAX || f == Target.Family.GCM_SIV)
                    && c.tagBits() == 128;
            if (!ivSpecTakesIt) {
                throw e;
            }
            try {
                init(cipher, mode, key, new IvParameterSpec(c.iv()));
            } catch (GeneralSecurityException | RuntimeException second) {
                throw e;
            }
        }
    }

    /** The output of the case's path, from an initialised cipher. */
    private static byte[] process(Cipher cipher, CheckCase c) throws GeneralSecurityException, IOException {
        // The provider gets copies: one that writes into its input cannot change the cases that
        // follow (a case and its chunked twin share arrays, as do a family's transformations).
        byte[] in = c.input().clone();
        byte[] aad = c.aad() == null ? new byte[0] : c.aad().clone();
        if (c.path() == InputPath.VARIED_CHUNKS) {
            int off = 0;
            for (int size : c.variedChunks(aad.length)) {
                cipher.updateAAD(aad, off, size);
                off += size;
            }
        } else if (aad.length > 0) {
            cipher.updateAAD(aad);
        }
        return switch (c.path()) {
            case ARRAY, REUSE -> chunks(cipher, in, c.chunk());
            case VARIED_CHUNKS -> varied(cipher, in, c.variedChunks(in.length));
            case OUTPUT_OFFSET -> outputOffset(cipher, in);
            case IN_PLACE -> inPlace(cipher, in);
            case HEAP_BUFFER, DIRECT_BUFFER, READ_ONLY_BUFFER, SLICED_BUFFER -> buffers(cipher, in, c.path());
            case INPUT_STREAM -> inputStream(cipher, in);
            case OUTPUT_STREAM -> outputStream(cipher, in);
            case WRAP_API -> throw new AssertionError("wrap goes through wrapApi");
        };
    }

    private static byte[] chunks(Cipher cipher, byte[] in, int chunk) throws GeneralSecurityException {
        if (chunk == 0) {
            return cipher.doFinal(in);
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (int off = 0; off < in.length; off += chunk) {
            write(out, cipher.update(in, off, Math.min(chunk, in.length - off)));
        }
        write(out, cipher.doFinal());
        return out.toByteArray();
    }

    private static byte[] varied(Cipher cipher, byte[] in, int[] sizes) throws GeneralSecurityException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int off = 0;
        for (int size : sizes) {
            write(out, cipher.update(in, off, size));
            off += size;
        }
        write(out, cipher.doFinal());
        return out.toByteArray();
    }

    private static void write(ByteArrayOutputStream out, byte[] part) {
        if (part != null) {
            out.write(part, 0, part.length);
        }
    }

    /** Two {@code update}s (the halves of the input) and a {@code doFinal}, all at offsets. */
    private static byte[] outputOffset(Cipher cipher, byte[] in) throws GeneralSecurityException {
        byte[] src = new byte[IN_OFFSET + in.length + 2];
        System.arraycopy(in, 0, src, IN_OFFSET, in.length);
        byte[] dst = new byte[OUT_OFFSET + cipher.getOutputSize(in.length) + 2];
        int half = in.length / 2;
        int n = cipher.update(src, IN_OFFSET, half, dst, OUT_OFFSET);
        n += cipher.update(src, IN_OFFSET + half, in.length - half, dst, OUT_OFFSET + n);
        n += cipher.doFinal(dst, OUT_OFFSET + n);
        return Arrays.copyOfRange(dst, OUT_OFFSET, OUT_OFFSET + n);
    }

    private static byte[] inPlace(Cipher cipher, byte[] in) throws GeneralSecurityException {
        byte[] buffer = new byte[IN_PLACE_OFFSET + Math.max(in.length, cipher.getOutputSize(in.length)) + 2];
        System.arraycopy(in, 0, buffer, IN_PLACE_OFFSET, in.length);
        int n = cipher.doFinal(buffer, IN_PLACE_OFFSET, in.length, buffer, IN_PLACE_OFFSET);
        return Arrays.copyOfRange(buffer, IN_PLACE_OFFSET, IN_PLACE_OFFSET + n);
    }

    private static byte[] buffers(Cipher cipher, byte[] in, InputPath path) throws GeneralSecurityException {
        ByteBuffer input = inputBuffer(in, path);
        int size = cipher.getOutputSize(in.length);
        ByteBuffer output = switch (path) {
            case DIRECT_BUFFER -> ByteBuffer.allocateDirect(size);
            case SLICED_BUFFER -> ByteBuffer.wrap(new byte[OUT_ARRAY_OFFSET + SLICE_POSITION + size + 2],
                    OUT_ARRAY_OFFSET, SLICE_POSITION + size).slice().position(SLICE_POSITION);
            default -> ByteBuffer.allocate(size);
        };
        int start = output.position();
        int n = cipher.doFinal(input, output);
        if (input.hasRemaining() || output.position() != start + n) {
            throw new BufferPositionError("after doFinal(ByteBuffer, ByteBuffer) returned " + n + ", the input has "
                    + input.remaining() + " bytes left and the output position moved by " + (output.position() - start));
        }
        byte[] out = new byte[n];
        output.get(start, out);
        return out;
    }

    static ByteBuffer inputBuffer(byte[] in, InputPath path) {
        return switch (path) {
            case DIRECT_BUFFER -> ByteBuffer.allocateDirect(in.length).put(in).flip();
            case READ_ONLY_BUFFER -> ByteBuffer.wrap(in).asReadOnlyBuffer();
            case SLICED_BUFFER -> {
                byte[] backing = new byte[IN_ARRAY_OFFSET + SLICE_POSITION + in.length + 2];
                // What lies around the input is junk a provider must not read.
                Arrays.fill(backing, (byte) 0xA5);
                System.arraycopy(in, 0, backing, IN_ARRAY_OFFSET + SLICE_POSITION, in.length);
                yield ByteBuffer.wrap(backing, IN_ARRAY_OFFSET, SLICE_POSITION + in.length).slice()
                        .position(SLICE_POSITION);
            }
            default -> ByteBuffer.wrap(in);
        };
    }

    /**
     * A {@code ByteBuffer} call whose positions do not add up: the provider consumed or produced
     * another number of bytes than it said. Judged as a mismatch, not a crash.
     */
    static final class BufferPositionError extends GeneralSecurityException {
        private static final long serialVersionUID = 1L;

        BufferPositionError(String message) {
            super(message);
        }
    }

    private static byte[] inputStream(Cipher cipher, byte[] in) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (CipherInputStream stream = new CipherInputStream(new ByteArrayInputStream(in), cipher)) {
            byte[] piece = new byte[STREAM_PIECE];
            for (int n; (n = stream.read(piece)) != -1; ) {
                out.write(piece, 0, n);
            }
        }
        return out.toByteArray();
    }

    private static byte[] outputStream(Cipher cipher, byte[] in) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (CipherOutputStream stream = new CipherOutputStream(out, cipher)) {
            for (int off = 0; off < in.length; off += STREAM_PIECE) {
                stream.write(in, off, Math.min(STREAM_PIECE, in.length - off));
            }
        }
        return out.toByteArray();
    }

    /** The streams wrap the provider's exception in an {@code IOException}; it is judged itself. */
    private static Throwable unwrapped(Throwable e) {
        return e instanceof IOException && e.getCause() != null ? e.getCause() : e;
    }

    /** Key wrap through {@code WRAP_MODE} and {@code UNWRAP_MODE}, on a fresh instance. */
    private static Observation wrapApi(Provider provider, Target target, CheckCase c, Key key) {
        Cipher cipher;
        try {
            cipher = Cipher.getInstance(target.transformation(), provider);
            init(cipher, c.encrypt() ? Cipher.WRAP_MODE : Cipher.UNWRAP_MODE, key, null);
        } catch (GeneralSecurityException | RuntimeException | AssertionError e) {
            return new Observation(null, Stage.INIT, e);
        }
        try {
            return new Observation(wrapOrUnwrap(cipher, c), null, null);
        } catch (GeneralSecurityException | RuntimeException | AssertionError e) {
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

    private static Observation mac(Provider provider, Target target, CheckCase c, Key key) {
        Mac mac;
        try {
            mac = Mac.getInstance(target.transformation(), provider);
            if (c.path() == InputPath.REUSE) {
                byte[] otherKey = c.key().clone();
                otherKey[0] ^= 1;
                try {
                    macInit(mac, key(otherKey), c.iv());
                    mac.doFinal(c.input().clone());
                } catch (GeneralSecurityException | RuntimeException e) {
                    // judged by what follows
                }
            }
            macInit(mac, key, c.iv());
        } catch (GeneralSecurityException | RuntimeException | AssertionError e) {
            return new Observation(null, Stage.INIT, e);
        }
        byte[] first;
        try {
            first = macProcess(mac, c);
        } catch (GeneralSecurityException | RuntimeException | AssertionError e) {
            return new Observation(null, Stage.PROCESS, e);
        }
        if (c.path() != InputPath.REUSE) {
            return new Observation(first, null, null);
        }
        // Mac.doFinal resets the Mac for the same key: the second tag must be the first.
        Observation second;
        try {
            second = new Observation(Arrays.copyOf(mac.doFinal(c.input().clone()), c.tagBits() / 8), null, null);
        } catch (RuntimeException | AssertionError e) {
            second = new Observation(null, Stage.PROCESS, e);
        }
        return new Observation(first, null, null, second);
    }

    private static void macInit(Mac mac, Key key, byte[] iv) throws GeneralSecurityException {
        if (iv == null) {
            mac.init(key);
        } else {
            mac.init(key, new IvParameterSpec(iv));
        }
    }

    private static byte[] macProcess(Mac mac, CheckCase c) throws GeneralSecurityException {
        byte[] in = c.input().clone();
        switch (c.path()) {
            case VARIED_CHUNKS -> {
                int off = 0;
                for (int size : c.variedChunks(in.length)) {
                    mac.update(in, off, size);
                    off += size;
                }
            }
            case HEAP_BUFFER, DIRECT_BUFFER, READ_ONLY_BUFFER, SLICED_BUFFER -> {
                ByteBuffer input = inputBuffer(in, c.path());
                mac.update(input);
                if (input.hasRemaining()) {
                    throw new BufferPositionError("after update(ByteBuffer) the input has " + input.remaining()
                            + " bytes left");
                }
            }
            default -> {
                int step = c.chunk() == 0 ? Math.max(1, in.length) : c.chunk();
                for (int off = 0; off < in.length; off += step) {
                    mac.update(in, off, Math.min(step, in.length - off));
                }
            }
        }
        // A truncated tag is the leading tagBits of the full one (SP 800-38B section 6.2,
        // SP 800-38D section 7.1).
        return Arrays.copyOf(mac.doFinal(), c.tagBits() / 8);
    }
}
