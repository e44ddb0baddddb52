package dev.aesref.jca;

import dev.aesref.internal.ct.ConstantTime;
import java.io.IOException;
import java.security.AlgorithmParametersSpi;
import java.security.spec.AlgorithmParameterSpec;
import java.security.spec.InvalidParameterSpecException;
import javax.crypto.spec.GCMParameterSpec;

/**
 * {@code AlgorithmParameters.GCM}: a {@link GCMParameterSpec}, encoded as the
 * {@code GCMParameters} of RFC 5084, section 3.2:
 * <pre>
 *   GCMParameters ::= SEQUENCE {
 *     aes-nonce        OCTET STRING, -- recommended size is 12 octets
 *     aes-ICVlen       AES-GCM-ICVlen DEFAULT 12 }
 *   AES-GCM-ICVlen ::= INTEGER (12 | 13 | 14 | 15 | 16)
 * </pre>
 * The tag length is in bytes there and in bits in the spec. Like SunJCE, the encoding always
 * writes {@code aes-ICVlen}, even at its default (a DER purist would leave the default out; the
 * test compares with SunJCE's bytes), decoding takes 12 when it is absent, and both accept every
 * GCM tag length of SP 800-38D (4 to 16 bytes), wider than RFC 5084's 12..16, as SunJCE does.
 */
final class GcmParameters extends AlgorithmParametersSpi {

    /** RFC 5084, section 3.2: {@code aes-ICVlen DEFAULT 12}. */
    private static final int DEFAULT_TAG_BYTES = 12;

    private byte[] iv;
    private int tagBits;

    @Override
    protected void engineInit(AlgorithmParameterSpec spec) throws InvalidParameterSpecException {
        if (!(spec instanceof GCMParameterSpec)) {
            throw new InvalidParameterSpecException("GCM parameters need a GCMParameterSpec, got "
                    + (spec == null ? "null" : spec.getClass().getName()));
        }
        GCMParameterSpec gcm = (GCMParameterSpec) spec;
        iv = gcm.getIV();
        tagBits = gcm.getTLen();
    }

    @Override
    protected void engineInit(byte[] encoded) throws IOException {
        Der.Reader outer = new Der.Reader(encoded);
        Der.Reader seq = outer.enter(Der.SEQUENCE);
        outer.expectEnd();
        byte[] nonce = seq.read(Der.OCTET_STRING);
        int tagBytes = DEFAULT_TAG_BYTES;
        if (seq.peek() == Der.INTEGER) {
            byte[] icvLen = seq.read(Der.INTEGER);
            int icv = icvLen.length == 1
                    ? ConstantTime.declassify(icvLen[0], "the tag length is a public parameter") : -1;
            if (icv < 4 || icv > 16) {
                throw new IOException("GCMParameters aes-ICVlen must be one byte, 4..16 (the GCM tag"
                        + " lengths of SP 800-38D; RFC 5084 section 3.2 names 12..16)");
            }
            tagBytes = icv;
        }
        seq.expectEnd();
        iv = nonce;
        tagBits = tagBytes * 8;
    }

    @Override
    protected void engineInit(byte[] encoded, String format) throws IOException {
        AesParameters.checkFormat(format);
        engineInit(encoded);
    }

    @Override
    protected <T extends AlgorithmParameterSpec> T engineGetParameterSpec(Class<T> paramSpec)
            throws InvalidParameterSpecException {
        if (paramSpec == null || !paramSpec.isAssignableFrom(GCMParameterSpec.class)) {
            throw new InvalidParameterSpecException("GCM parameters give a GCMParameterSpec, not "
                    + (paramSpec == null ? "null" : paramSpec.getName()));
        }
        return paramSpec.cast(new GCMParameterSpec(tagBits, iv));
    }

    @Override
    protected byte[] engineGetEncoded() throws IOException {
        if (tagBits % 8 != 0 || tagBits < 32 || tagBits > 128) {
            throw new IOException("GCMParameters encode tags of 4..16 whole bytes, this one is "
                    + tagBits + " bits");
        }
        byte[] nonce = Der.tlv(Der.OCTET_STRING, iv);
        byte[] icvLen = Der.integer(tagBits / 8);
        byte[] body = new byte[nonce.length + icvLen.length];
        System.arraycopy(nonce, 0, body, 0, nonce.length);
        System.arraycopy(icvLen, 0, body, nonce.length, icvLen.length);
        return Der.tlv(Der.SEQUENCE, body);
    }

    @Override
    protected byte[] engineGetEncoded(String format) throws IOException {
        AesParameters.checkFormat(format);
        return engineGetEncoded();
    }

    @Override
    protected String engineToString() {
        return "GCM parameters: iv of " + iv.length + " bytes, tag of " + tagBits + " bits";
    }
}
