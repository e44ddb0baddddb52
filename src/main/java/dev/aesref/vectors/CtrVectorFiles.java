package dev.aesref.vectors;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Readers for the CTR and XCTR JSON files of the shared tree.
 *
 * <ul>
 *   <li>Kernel format ({@code ctr-edge/ctr_kernel_testmgr.json}, {@code xctr/xctr_kernel_testmgr.json},
 *       extracted from Linux {@code crypto/testmgr.h}): {@code {"vectors": [{"key", "iv", "pt",
 *       "ct", "len", "iv_out"?}]}}, hex strings, {@code len} in bytes, {@code iv_out} only in the
 *       CTR file.</li>
 *   <li>google/hctr2 format ({@code xctr/google-hctr2/XCTR_AES*.json}): a top-level array of
 *       {@code {"cipher": {"cipher": "XCTR", ...}, "description", "input": {"key_hex",
 *       "nonce_hex"}, "plaintext_hex", "ciphertext_hex"}}.</li>
 * </ul>
 * Both readers check that the IV is 16 bytes and that plaintext and ciphertext have equal length
 * (and equal {@code len}), so a truncated vector cannot pass silently.
 */
public final class CtrVectorFiles {

    private static final Map<String, List<CtrVector>> CACHE = new ConcurrentHashMap<>();

    private CtrVectorFiles() {}

    /** A kernel-format file under {@code root}, read once and hash-checked. */
    public static List<CtrVector> loadKernel(VectorRoot root, String relativePath) {
        return load(root, relativePath, true);
    }

    /** A google/hctr2-format file under {@code root}, read once and hash-checked. */
    public static List<CtrVector> loadGoogleHctr2(VectorRoot root, String relativePath) {
        return load(root, relativePath, false);
    }

    private static List<CtrVector> load(VectorRoot root, String relativePath, boolean kernel) {
        String key = root.dir().toAbsolutePath() + "/" + relativePath;
        List<CtrVector> cached = CACHE.get(key);
        if (cached == null) {
            String text = new String(VectorFiles.read(root, relativePath), StandardCharsets.UTF_8);
            cached = kernel ? parseKernel(text, relativePath) : parseGoogleHctr2(text, relativePath);
            CACHE.put(key, cached);
        }
        return cached;
    }

    /** Parses the kernel format. */
    public static List<CtrVector> parseKernel(String json, String source) {
        Map<String, Object> root = JsonAccess.object(Json.parse(json, source), source);
        List<Object> list = JsonAccess.array(JsonAccess.field(root, "vectors", source), source + " vectors");
        List<CtrVector> out = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            String where = source + " vectors[" + i + "]";
            Map<String, Object> v = JsonAccess.object(list.get(i), where);
            byte[] ivOut = v.containsKey("iv_out") ? JsonAccess.hex(v, "iv_out", where) : null;
            if (ivOut != null) {
                checkIv(ivOut, where + ".iv_out");
            }
            CtrVector vec = vector(where, JsonAccess.hex(v, "key", where), JsonAccess.hex(v, "iv", where),
                    JsonAccess.hex(v, "pt", where), JsonAccess.hex(v, "ct", where), ivOut);
            int len = JsonAccess.integer(v, "len", where);
            if (len != vec.pt().length) {
                throw new VectorFileException(where + ": len is " + len + " but pt has "
                        + vec.pt().length + " bytes");
            }
            out.add(vec);
        }
        return Collections.unmodifiableList(out);
    }

    /** Parses the google/hctr2 XCTR format. */
    public static List<CtrVector> parseGoogleHctr2(String json, String source) {
        List<Object> list = JsonAccess.array(Json.parse(json, source), source);
        List<CtrVector> out = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            String where = source + " [" + i + "]";
            Map<String, Object> v = JsonAccess.object(list.get(i), where);
            Map<String, Object> cipher =
                    JsonAccess.object(JsonAccess.field(v, "cipher", where), where + ".cipher");
            String name = JsonAccess.string(cipher, "cipher", where + ".cipher");
            if (!name.equals("XCTR")) {
                throw new VectorFileException(where + ".cipher.cipher: expected XCTR, got " + name);
            }
            Map<String, Object> input =
                    JsonAccess.object(JsonAccess.field(v, "input", where), where + ".input");
            String label = where + " (" + JsonAccess.string(v, "description", where) + ")";
            out.add(vector(label, JsonAccess.hex(input, "key_hex", where + ".input"),
                    JsonAccess.hex(input, "nonce_hex", where + ".input"),
                    JsonAccess.hex(v, "plaintext_hex", where), JsonAccess.hex(v, "ciphertext_hex", where),
                    null));
        }
        return Collections.unmodifiableList(out);
    }

    private static CtrVector vector(String where, byte[] key, byte[] iv, byte[] pt, byte[] ct, byte[] ivOut) {
        checkIv(iv, where + " iv");
        if (pt.length != ct.length) {
            throw new VectorFileException(where + ": plaintext has " + pt.length
                    + " bytes but ciphertext has " + ct.length);
        }
        return new CtrVector(where, key, iv, pt, ct, ivOut);
    }

    private static void checkIv(byte[] iv, String where) {
        if (iv.length != 16) {
            throw new VectorFileException(where + ": expected 16 bytes, got " + iv.length);
        }
    }
}
