package dev.aesref.hwmodel;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;

/**
 * The external CTR and XCTR vectors, read once and cached: Linux testmgr.h
 * {@code aes_ctr_tv_template} and {@code aes_xctr_tv_template}, and google/hctr2's XCTR files.
 * They live in the directory of system property {@code aesref.vectors}
 * (default {@code vectors/external}).
 */
final class CtrVectors {

    /** One vector: key, iv, plaintext, ciphertext, and (CTR only) the counter after. */
    static final class Vector {
        final String name;
        final byte[] key;
        final byte[] iv;
        final byte[] pt;
        final byte[] ct;
        final byte[] ivOut;

        Vector(String name, byte[] key, byte[] iv, byte[] pt, byte[] ct, byte[] ivOut) {
            this.name = name;
            this.key = key;
            this.iv = iv;
            this.pt = pt;
            this.ct = ct;
            this.ivOut = ivOut;
        }

        @Override
        public String toString() {
            return name;
        }
    }

    private static List<Vector> kernelCtr;
    private static List<Vector> kernelXctr;
    private static List<Vector> googleXctr;

    private CtrVectors() {}

    static Path dir() {
        Path d = Path.of(System.getProperty("aesref.vectors", "vectors/external"));
        if (!Files.isDirectory(d)) {
            fail("vector directory " + d.toAbsolutePath() + " is missing. Run with"
                    + " -Daesref.vectors=/work/shared/vectors (the lead's .ci/run sets"
                    + " ../shared/vectors), or fetch ctr-edge/ctr_kernel_testmgr.json,"
                    + " xctr/xctr_kernel_testmgr.json and xctr/google-hctr2/XCTR_AES*.json as"
                    + " described in that directory's README.md and MANIFEST.md files.");
        }
        return d;
    }

    private static Object read(String relative) {
        Path p = dir().resolve(relative);
        if (!Files.isRegularFile(p)) {
            fail("vector file " + p.toAbsolutePath() + " is missing; see the MANIFEST.md next to"
                    + " it in /work/shared/vectors for its source and checksum");
        }
        try {
            return MiniJson.parse(Files.readString(p, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new AssertionError("cannot read " + p, e);
        }
    }

    private static byte[] hex(Object o) {
        return HexFormat.of().parseHex((String) o);
    }

    @SuppressWarnings("unchecked")
    private static List<Vector> kernel(String file, boolean withIvOut) {
        Map<String, Object> root = (Map<String, Object>) read(file);
        List<Vector> out = new ArrayList<>();
        int i = 0;
        for (Object o : (List<Object>) root.get("vectors")) {
            Map<String, Object> v = (Map<String, Object>) o;
            i++;
            out.add(new Vector(file + " #" + i, hex(v.get("key")), hex(v.get("iv")), hex(v.get("pt")),
                    hex(v.get("ct")), withIvOut ? hex(v.get("iv_out")) : null));
        }
        return out;
    }

    /** Linux aes_ctr_tv_template: 5 vectors, 128-bit big-endian counter, with iv_out. */
    static synchronized List<Vector> kernelCtr() {
        if (kernelCtr == null) {
            kernelCtr = kernel("ctr-edge/ctr_kernel_testmgr.json", true);
        }
        return kernelCtr;
    }

    /** Linux aes_xctr_tv_template: 18 vectors. */
    static synchronized List<Vector> kernelXctr() {
        if (kernelXctr == null) {
            kernelXctr = kernel("xctr/xctr_kernel_testmgr.json", false);
        }
        return kernelXctr;
    }

    /** google/hctr2 XCTR_AES128/192/256.json: 180 vectors. */
    @SuppressWarnings("unchecked")
    static synchronized List<Vector> googleXctr() {
        if (googleXctr == null) {
            List<Vector> out = new ArrayList<>();
            for (String bits : new String[] {"128", "192", "256"}) {
                String file = "xctr/google-hctr2/XCTR_AES" + bits + ".json";
                for (Object o : (List<Object>) read(file)) {
                    Map<String, Object> v = (Map<String, Object>) o;
                    Map<String, Object> input = (Map<String, Object>) v.get("input");
                    out.add(new Vector(file + " " + v.get("description"), hex(input.get("key_hex")),
                            hex(input.get("nonce_hex")), hex(v.get("plaintext_hex")),
                            hex(v.get("ciphertext_hex")), null));
                }
            }
            googleXctr = out;
        }
        return googleXctr;
    }
}
