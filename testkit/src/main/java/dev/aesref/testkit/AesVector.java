package dev.aesref.testkit;

import java.util.List;

/**
 * One test vector of an embedded Wycheproof-style file, as {@link AesVectorSource} hands it to a
 * parameterized test: key, IV, additional data, message, ciphertext and tag (empty where the
 * schema has none), the verdict and the flags. The arrays are copies on every call.
 */
public final class AesVector {

    private final String file;
    private final int tcId;
    private final String comment;
    private final byte[] key;
    private final byte[] iv;
    private final byte[] aad;
    private final byte[] msg;
    private final byte[] ct;
    private final byte[] tag;
    private final boolean valid;
    private final List<String> flags;

    AesVector(String file, int tcId, String comment, byte[] key, byte[] iv, byte[] aad, byte[] msg, byte[] ct,
              byte[] tag, boolean valid, List<String> flags) {
        this.file = file;
        this.tcId = tcId;
        this.comment = comment;
        this.key = key;
        this.iv = iv;
        this.aad = aad;
        this.msg = msg;
        this.ct = ct;
        this.tag = tag;
        this.valid = valid;
        this.flags = List.copyOf(flags);
    }

    /** The file it comes from, under vectors/. */
    public String file() {
        return file;
    }

    public int tcId() {
        return tcId;
    }

    public String comment() {
        return comment;
    }

    public byte[] key() {
        return key.clone();
    }

    public byte[] iv() {
        return iv.clone();
    }

    /** Additional authenticated data; empty for unauthenticated modes. */
    public byte[] aad() {
        return aad.clone();
    }

    public byte[] msg() {
        return msg.clone();
    }

    public byte[] ct() {
        return ct.clone();
    }

    /** The tag; empty for unauthenticated modes. */
    public byte[] tag() {
        return tag.clone();
    }

    /**
     * Whether the vector is a correct encryption ("valid", or "acceptable": allowed but not
     * required); false means that decryption must fail.
     */
    public boolean valid() {
        return valid;
    }

    public List<String> flags() {
        return flags;
    }

    @Override
    public String toString() {
        return file + " tcId " + tcId + (comment.isEmpty() ? "" : " (" + comment + ")");
    }
}
