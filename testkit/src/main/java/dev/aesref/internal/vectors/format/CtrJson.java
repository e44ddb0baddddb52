package dev.aesref.internal.vectors.format;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * Readers for the CTR and XCTR JSON files ({@code vectors/ctr-edge/}, {@code vectors/xctr/}).
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
public final class CtrJson {

    /** The kernel format, for the vector source's cache. */
    public static final TextFormat<List<CtrVector>> KERNEL = CtrJson::parseKernel;

    /** The google/hctr2 XCTR format, for the vector source's cache. */
    public static final TextFormat<List<CtrVector>> GOOGLE_HCTR2 = CtrJson::parseGoogleHctr2;

    private CtrJson() {}

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
