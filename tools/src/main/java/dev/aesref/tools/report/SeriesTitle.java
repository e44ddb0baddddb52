package dev.aesref.tools.report;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A benchmark series named in words, for titles and headings: "GridBenchmark.run, keyBits=128,
 * offset=0, op=ctr128" is "AES-128 CTR". A series this does not know keeps its JMH name.
 */
final class SeriesTitle {

    private static final Map<String, String> OPERATIONS = Map.of(
            "ctr128", "CTR", "gcm-seal", "GCM seal", "cbc-encrypt", "CBC encryption",
            "cbc-decrypt", "CBC decryption", "encryptBlock", "one-block encryption",
            "decryptBlock", "one-block decryption", "expandKey", "key expansion");

    private SeriesTitle() {}

    /** {@code series} ({@link JmhResult#series()}) in words. */
    static String of(String series) {
        String[] parts = series.split(", ");
        Map<String, String> params = new LinkedHashMap<>();
        for (int i = 1; i < parts.length; i++) {
            int eq = parts[i].indexOf('=');
            if (eq < 0) {
                return series;
            }
            params.put(parts[i].substring(0, eq), parts[i].substring(eq + 1));
        }
        String method = parts[0].substring(parts[0].indexOf('.') + 1);
        String op = params.containsKey("op") ? params.remove("op") : method;
        String words = OPERATIONS.get(op);
        String bits = params.remove("keyBits");
        if (words == null || bits == null) {
            return series;
        }
        StringBuilder s = new StringBuilder("AES-").append(bits).append(' ').append(words);
        String offset = params.remove("offset");
        if (offset != null && !offset.equals("0")) {
            s.append(", data at offset ").append(offset);
        }
        params.forEach((k, v) -> s.append(", ").append(k).append(' ').append(v));
        return s.toString();
    }
}
