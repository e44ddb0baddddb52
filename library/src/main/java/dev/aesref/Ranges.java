package dev.aesref;

import java.util.Objects;

/**
 * Argument checks shared by engines and modes. Every message names the parameter and the rule,
 * so that a caller can tell what to fix without reading the source.
 */
public final class Ranges {

    private Ranges() {}

    /** Checks a key length: 16, 24 or 32 bytes. Returns the key length in bits. */
    public static int checkKey(byte[] key) {
        Objects.requireNonNull(key, "key");
        int len = key.length;
        if (len != 16 && len != 24 && len != 32) {
            throw new IllegalArgumentException(
                    "key length must be 16, 24 or 32 bytes (AES-128/192/256), got " + len + " bytes");
        }
        return len * 8;
    }

    /** Checks that {@code [off, off + blocks * 16)} lies inside {@code array}. */
    public static void checkBlocks(String name, byte[] array, int off, int blocks) {
        Objects.requireNonNull(array, name);
        if (blocks < 0) {
            throw new IllegalArgumentException("blocks must be >= 0, got " + blocks);
        }
        if (blocks > (Integer.MAX_VALUE / BlockEngine.BLOCK_BYTES)) {
            throw new IllegalArgumentException("blocks too large: " + blocks);
        }
        checkRange(name, array, off, blocks * BlockEngine.BLOCK_BYTES);
    }

    /** Checks that {@code [off, off + len)} lies inside {@code array}. */
    public static void checkRange(String name, byte[] array, int off, int len) {
        Objects.requireNonNull(array, name);
        if (len < 0) {
            throw new IllegalArgumentException(name + " length must be >= 0, got " + len);
        }
        if (off < 0 || off > array.length - len) {
            throw new IndexOutOfBoundsException(name + " range [" + off + ", " + off + " + " + len
                    + ") does not fit in an array of " + array.length + " bytes");
        }
    }

    /** Checks a 16-byte IV or initial counter block. */
    public static void checkIv(byte[] iv) {
        Objects.requireNonNull(iv, "iv");
        if (iv.length != BlockEngine.BLOCK_BYTES) {
            throw new IllegalArgumentException(
                    "iv length must be 16 bytes (one AES block), got " + iv.length + " bytes");
        }
    }
}
