package dev.aesref.internal.vectors.format;

/**
 * A string of bits packed most significant bit first into bytes (the convention of CFB1 in NIST
 * SP 800-38A Appendix F.3.1 and of the AESAVS CFB1 files); the unused low bits of the last byte
 * are zero.
 *
 * @param bytes the packed bits ({@code ceil(bits / 8)} bytes)
 * @param bits how many bits are meaningful
 */
public record BitString(byte[] bytes, int bits) {

    /** Whole bytes: {@code 8 * bytes.length} bits. */
    public static BitString ofBytes(byte[] bytes) {
        return new BitString(bytes, 8 * bytes.length);
    }

    /**
     * Parses a string of {@code 0} and {@code 1} characters, as in CFB1 {@code .rsp} files.
     *
     * @throws VectorFileException naming {@code what} on any other character or an empty string
     */
    public static BitString parseBinary(String text, String what) {
        if (text.isEmpty()) {
            throw new VectorFileException(what + ": empty bit string");
        }
        byte[] out = new byte[(text.length() + 7) / 8];
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c != '0' && c != '1') {
                throw new VectorFileException(what + ": '" + c + "' at index " + i + " is not a bit");
            }
            out[i >>> 3] |= (byte) ((c - '0') << (7 - (i & 7)));
        }
        return new BitString(out, text.length());
    }

    /** Bit {@code i} (0 = most significant bit of byte 0). */
    public int bit(int i) {
        return (bytes[i >>> 3] >>> (7 - (i & 7))) & 1;
    }

    /** The bits as {@code 0}/{@code 1} characters, or hex when they fill whole bytes. */
    @Override
    public String toString() {
        if (bits % 8 == 0) {
            return Hex.encode(bytes);
        }
        StringBuilder sb = new StringBuilder(bits);
        for (int i = 0; i < bits; i++) {
            sb.append(bit(i));
        }
        return sb.toString();
    }
}
