package dev.aesref.vectors;

import java.nio.file.Path;
import java.nio.file.Paths;

/**
 * The two directory trees external vector files come from. Each is located by a system property
 * with a default, and knows how to tell a user where its files come from.
 */
public enum VectorRoot {

    /**
     * The shared tree with subfolders {@code wycheproof/}, {@code nist-mct/}, {@code ctr-edge/} and
     * {@code xctr/}; property {@code aesref.vectors}, default {@code vectors/external}.
     */
    SHARED("aesref.vectors", "vectors/external"),

    /**
     * The NIST CAVP KAT/MMT files of the Debian package {@code python3-cryptography-vectors}
     * (AES files under {@code ciphers/AES/}); property {@code aesref.nist}.
     */
    NIST("aesref.nist", "/usr/lib/python3/dist-packages/cryptography_vectors");

    private final String property;
    private final String defaultDir;

    VectorRoot(String property, String defaultDir) {
        this.property = property;
        this.defaultDir = defaultDir;
    }

    /** The system property that points at this tree, e.g. {@code aesref.vectors}. */
    public String property() {
        return property;
    }

    /** The directory the property names, or the default when it is unset. */
    public Path dir() {
        return Paths.get(System.getProperty(property, defaultDir));
    }

    /** The root whose {@link #property()} is {@code property}. */
    public static VectorRoot byProperty(String property) {
        for (VectorRoot r : values()) {
            if (r.property.equals(property)) {
                return r;
            }
        }
        throw new IllegalArgumentException("root must be aesref.vectors or aesref.nist, got '"
                + property + "'");
    }

    /** A sentence telling a user how to get {@code relativePath} of this tree. */
    public String howToGet(String relativePath) {
        if (this == NIST) {
            return "run `apt-get install python3-cryptography-vectors` (the listed hashes are those of"
                    + " Debian's 38.0.4-1, whose AES files are NIST CAVP KAT/MMT responses) or pass -D"
                    + property + "=<the package's cryptography_vectors directory>";
        }
        String origin;
        if (relativePath.startsWith("wycheproof/")) {
            origin = "C2SP/wycheproof testvectors_v1 @ dac1dd47";
        } else if (relativePath.startsWith("nist-mct/")) {
            origin = "NIST CAVP aesmct.zip (AESAVS Monte Carlo responses, CRLF converted to LF)";
        } else if (relativePath.startsWith("xctr/google-hctr2/")) {
            origin = "google/hctr2 @ 0b0b5375, test_vectors/ours/XCTR";
        } else {
            origin = "Linux 6.1.83 crypto/testmgr.h, extracted to JSON (see MANIFEST.md in that folder)";
        }
        return "pass -D" + property + "=../shared/vectors (the shared vector tree); the files come from "
                + origin + ", with the sha256 listed in vectors/MANIFEST";
    }
}
