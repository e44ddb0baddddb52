package dev.aesref.testkit.check;

import java.nio.ByteBuffer;
import java.security.AlgorithmParameters;
import java.security.InvalidAlgorithmParameterException;
import java.security.Key;
import java.security.Provider;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import javax.crypto.BadPaddingException;
import javax.crypto.Cipher;
import javax.crypto.MacSpi;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * A provider that computes nothing and writes down every call the check makes of it: the
 * {@code Cipher}'s output is its input and the {@code Mac}'s tag is 16 zero bytes. What
 * {@code JcaRunTest} reads is the list of calls, for one transformation, with at most one
 * {@link Quirk} of the kinds the check must work around.
 */
final class RecordingProvider extends Provider {

    private static final long serialVersionUID = 1L;

    /** How the provider departs from the plain JCA contract, as providers the check meets do. */
    enum Quirk {
        NONE,
        /** Refuses {@link GCMParameterSpec} at {@code init} and takes an {@link IvParameterSpec}. */
        REFUSES_GCM_SPEC,
        /** Takes {@code ENCRYPT_MODE}/{@code DECRYPT_MODE} at {@code init}, then its first call throws {@link UnsupportedOperationException}. */
        UNSUPPORTED_AT_FIRST_CALL,
        /** The same with {@link IllegalStateException}. */
        ILLEGAL_STATE_AT_FIRST_CALL,
        /** Refuses every mode at {@code init}, {@code WRAP_MODE} and {@code UNWRAP_MODE} too. */
        REFUSES_EVERY_MODE,
        /** Every {@code doFinal} throws {@link BadPaddingException}. */
        BAD_PADDING,
        /** Refuses the cipher modes at the first call, like UNSUPPORTED_AT_FIRST_CALL, and its {@code wrap} and {@code unwrap} throw. */
        WRAP_FAILS,
        /** The {@code Mac}'s {@code update(ByteBuffer)} reads nothing of the buffer. */
        LEAVES_BUFFER
    }

    /** The calls, in order, shared by every instance this provider makes. */
    final transient List<String> calls = new ArrayList<>();

    RecordingProvider(Target target, Quirk quirk) {
        super("RECORDING", "1", "records the calls of aesref check");
        String type = target.serviceType();
        putService(new Service(this, type, target.transformation(), RecordingCipher.class.getName(), null, null) {
            @Override
            public Object newInstance(Object param) {
                return type.equals("Mac") ? new RecordingMac(calls, quirk) : new RecordingCipher(calls, quirk);
            }
        });
    }

    static String mode(int opmode) {
        return switch (opmode) {
            case Cipher.ENCRYPT_MODE -> "encrypt";
            case Cipher.DECRYPT_MODE -> "decrypt";
            case Cipher.WRAP_MODE -> "wrap";
            default -> "unwrap";
        };
    }

    static String spec(AlgorithmParameterSpec params) {
        if (params instanceof GCMParameterSpec g) {
            return "gcm " + g.getTLen() + " " + HexFormat.of().formatHex(g.getIV());
        }
        if (params instanceof IvParameterSpec iv) {
            return "iv " + HexFormat.of().formatHex(iv.getIV());
        }
        return params == null ? "null spec" : params.getClass().getSimpleName();
    }

    /** A buffer as the call sees it: its kind, and for a heap buffer where its bytes start in the array. */
    static String buffer(ByteBuffer b) {
        if (b.isDirect()) {
            return "direct";
        }
        if (b.isReadOnly()) {
            return "read-only";
        }
        String s = "heap at " + b.arrayOffset() + "+" + b.position();
        // A slice's array holds more than the slice: the byte just before it, which is not the input's.
        return b.arrayOffset() > 0 ? s + " after " + HexFormat.of().toHexDigits(b.array()[b.arrayOffset() - 1]) : s;
    }

    static final class RecordingCipher extends FixedTransformationSpi {
        private final List<String> calls;
        private final Quirk quirk;
        private int opmode;

        RecordingCipher(List<String> calls, Quirk quirk) {
            this.calls = calls;
            this.quirk = quirk;
        }

        /** Writes down an update or a doFinal, then refuses it if the quirk refuses the cipher modes. */
        private void call(String what) {
            calls.add(what);
            boolean cipherMode = opmode == Cipher.ENCRYPT_MODE || opmode == Cipher.DECRYPT_MODE;
            if ((quirk == Quirk.UNSUPPORTED_AT_FIRST_CALL || quirk == Quirk.WRAP_FAILS) && cipherMode) {
                throw new UnsupportedOperationException("wrap mode only");
            }
            if (quirk == Quirk.ILLEGAL_STATE_AT_FIRST_CALL && cipherMode) {
                throw new IllegalStateException("wrap mode only");
            }
        }

        /** The same for a doFinal, which the BAD_PADDING quirk fails. */
        private void finalCall(String what) throws BadPaddingException {
            call(what);
            if (quirk == Quirk.BAD_PADDING) {
                throw new BadPaddingException("recorded");
            }
        }

        private void init(int opmode, Key key, String spec) throws InvalidAlgorithmParameterException {
            calls.add("init " + mode(opmode) + " key " + HexFormat.of().formatHex(key.getEncoded()) + " " + spec);
            if (quirk == Quirk.REFUSES_EVERY_MODE) {
                throw new InvalidAlgorithmParameterException("refused " + mode(opmode));
            }
            this.opmode = opmode;
        }

        @Override
        protected void engineInit(int opmode, Key key, SecureRandom random) throws java.security.InvalidKeyException {
            try {
                init(opmode, key, "no spec");
            } catch (InvalidAlgorithmParameterException e) {
                throw new java.security.InvalidKeyException(e);
            }
        }

        @Override
        protected void engineInit(int opmode, Key key, AlgorithmParameterSpec params, SecureRandom random)
                throws InvalidAlgorithmParameterException {
            init(opmode, key, spec(params));
            if (quirk == Quirk.REFUSES_GCM_SPEC && params instanceof GCMParameterSpec) {
                throw new InvalidAlgorithmParameterException("GCMParameterSpec");
            }
        }

        @Override
        protected void engineInit(int opmode, Key key, AlgorithmParameters params, SecureRandom random) {
            throw new UnsupportedOperationException();
        }

        @Override
        protected void engineUpdateAAD(byte[] src, int offset, int len) {
            calls.add("aad " + len);
        }

        @Override
        protected byte[] engineUpdate(byte[] in, int off, int len) {
            call("update " + len);
            return Arrays.copyOfRange(in, off, off + len);
        }

        @Override
        protected int engineUpdate(byte[] in, int off, int len, byte[] out, int outOff) {
            call("update " + len + " from " + off + " to " + outOff);
            System.arraycopy(in, off, out, outOff, len);
            return len;
        }

        @Override
        protected byte[] engineDoFinal(byte[] in, int off, int len) throws BadPaddingException {
            finalCall("doFinal " + len);
            return in == null ? new byte[0] : Arrays.copyOfRange(in, off, off + len);
        }

        @Override
        protected int engineDoFinal(byte[] in, int off, int len, byte[] out, int outOff) throws BadPaddingException {
            finalCall("doFinal " + len + " from " + off + " to " + outOff + (in == out ? " in place" : ""));
            System.arraycopy(in == null ? new byte[0] : in, off, out, outOff, len);
            return len;
        }

        @Override
        protected int engineDoFinal(ByteBuffer in, ByteBuffer out) throws BadPaddingException {
            finalCall("doFinal " + in.remaining() + " bytes, " + buffer(in) + " to " + buffer(out));
            int n = in.remaining();
            out.put(in);
            return n;
        }

        @Override
        protected byte[] engineWrap(Key key) throws java.security.InvalidKeyException {
            calls.add("wrap " + key.getEncoded().length);
            if (quirk == Quirk.WRAP_FAILS) {
                throw new java.security.InvalidKeyException("wrap failed");
            }
            return key.getEncoded();
        }

        @Override
        protected Key engineUnwrap(byte[] wrapped, String algorithm, int type) {
            calls.add("unwrap " + wrapped.length);
            return new SecretKeySpec(wrapped, algorithm);
        }

        @Override
        protected int engineGetOutputSize(int inputLen) {
            return inputLen;
        }

        @Override
        protected int engineGetKeySize(Key key) {
            return 8 * key.getEncoded().length;
        }
    }

    static final class RecordingMac extends MacSpi {
        private final List<String> calls;
        private final Quirk quirk;

        RecordingMac(List<String> calls, Quirk quirk) {
            this.calls = calls;
            this.quirk = quirk;
        }

        @Override
        protected int engineGetMacLength() {
            return 16;
        }

        @Override
        protected void engineInit(Key key, AlgorithmParameterSpec params) {
            calls.add("init key " + HexFormat.of().formatHex(key.getEncoded()) + " " + spec(params));
        }

        @Override
        protected void engineUpdate(byte input) {
            calls.add("update 1");
        }

        @Override
        protected void engineUpdate(byte[] input, int offset, int len) {
            calls.add("update " + len);
        }

        @Override
        protected void engineUpdate(ByteBuffer input) {
            calls.add("update " + input.remaining() + " bytes, " + buffer(input));
            if (quirk != Quirk.LEAVES_BUFFER) {
                input.position(input.limit());
            }
        }

        @Override
        protected byte[] engineDoFinal() {
            calls.add("doFinal");
            return new byte[16];
        }

        @Override
        protected void engineReset() {}
    }
}
