package dev.aesref.jca;

import java.io.IOException;
import java.security.AlgorithmParametersSpi;
import java.security.spec.AlgorithmParameterSpec;
import java.security.spec.InvalidParameterSpecException;
import javax.crypto.spec.IvParameterSpec;

/**
 * {@code AlgorithmParameters.AES}: the IV of CBC and CTR (and the ICV of the key wraps), as an
 * {@link IvParameterSpec}; encoded, as SunJCE does, as a DER OCTET STRING holding the IV
 * (the CBC parameters of RFC 3565, section 4.1, {@code AES-IV ::= OCTET STRING (SIZE(16))}).
 */
final class AesParameters extends AlgorithmParametersSpi {

    private byte[] iv;

    @Override
    protected void engineInit(AlgorithmParameterSpec spec) throws InvalidParameterSpecException {
        if (!(spec instanceof IvParameterSpec)) {
            throw new InvalidParameterSpecException("AES parameters need an IvParameterSpec, got "
                    + (spec == null ? "null" : spec.getClass().getName()));
        }
        iv = ((IvParameterSpec) spec).getIV();
    }

    @Override
    protected void engineInit(byte[] encoded) throws IOException {
        Der.Reader r = new Der.Reader(encoded);
        byte[] value = r.read(Der.OCTET_STRING);
        r.expectEnd();
        iv = value;
    }

    @Override
    protected void engineInit(byte[] encoded, String format) throws IOException {
        checkFormat(format);
        engineInit(encoded);
    }

    static void checkFormat(String format) throws IOException {
        if (format != null && !"ASN.1".equalsIgnoreCase(format) && !"DER".equalsIgnoreCase(format)) {
            throw new IOException("encoding format must be ASN.1 (DER), got " + format);
        }
    }

    @Override
    protected <T extends AlgorithmParameterSpec> T engineGetParameterSpec(Class<T> paramSpec)
            throws InvalidParameterSpecException {
        if (paramSpec == null || !paramSpec.isAssignableFrom(IvParameterSpec.class)) {
            throw new InvalidParameterSpecException("AES parameters give an IvParameterSpec, not "
                    + (paramSpec == null ? "null" : paramSpec.getName()));
        }
        return paramSpec.cast(new IvParameterSpec(iv));
    }

    @Override
    protected byte[] engineGetEncoded() {
        return Der.tlv(Der.OCTET_STRING, iv);
    }

    @Override
    protected byte[] engineGetEncoded(String format) throws IOException {
        checkFormat(format);
        return engineGetEncoded();
    }

    @Override
    protected String engineToString() {
        return "AES parameters: iv of " + iv.length + " bytes";
    }
}
