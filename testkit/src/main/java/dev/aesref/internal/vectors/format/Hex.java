package dev.aesref.internal.vectors.format;

/**
 * Hex strings of vector files to bytes and back. Vector data is public, so this code may branch
 * on the characters; it is never used on keys of real users.
 */
public final class Hex {

    private static final char[] DIGITS = "0123456789abcdef".toCharArray();

    private Hex() {}

    /**
     * Decodes an even-length string of hex digits (either case).
     *
     * @param what names the value in the error message, e.g. {@code "KEY of COUNT = 3"}
     * @throws VectorFileException on an odd length or a non-hex character
     */
    public static byte[] decode(String hex, String what) {
        if ((hex.length() & 1) != 0) {
            throw new VectorFileException(what + ": hex string has odd length " + hex.length());
        }
        byte[] out = new byte[hex.length() / 2];
        for (int i = 0; i < out.length; i++) {
            int hi = digit(hex, 2 * i, what);
            int lo = digit(hex, 2 * i + 1, what);
            out[i] = (byte) ((hi << 4) | lo);
        }
        return out;
    }

    /** Lower-case hex of {@code bytes}. */
    public static String encode(byte[] bytes) {
        char[] out = new char[2 * bytes.length];
        for (int i = 0; i < bytes.length; i++) {
            out[2 * i] = DIGITS[(bytes[i] >> 4) & 0xf];
            out[2 * i + 1] = DIGITS[bytes[i] & 0xf];
        }
        return new String(out);
    }

    /** The value of an ASCII hex digit (either case), or -1 for any other character. */
    static int value(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        if (c >= 'a' && c <= 'f') {
            return c - 'a' + 10;
        }
        if (c >= 'A' && c <= 'F') {
            return c - 'A' + 10;
        }
        return -1;
    }

    private static int digit(String hex, int index, String what) {
        int d = value(hex.charAt(index));
        if (d < 0) {
            throw new VectorFileException(what + ": '" + hex.charAt(index)
                    + "' at index " + index + " is not a hex digit");
        }
        return d;
    }
}
