package dev.aesref.vectors;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Reader for Wycheproof {@code testvectors_v1} files whose groups hold IND-CPA cipher tests
 * ({@code testGroups[].tests[]} with {@code tcId}, {@code comment}, {@code key}, {@code iv},
 * {@code msg}, {@code ct}, {@code result}, {@code flags}), such as {@code aes_cbc_pkcs5_test.json}.
 * The file's {@code numberOfTests} must equal the number of tests read.
 */
public final class WycheproofFile {

    private static final Map<String, WycheproofFile> CACHE = new ConcurrentHashMap<>();

    private final String algorithm;
    private final List<WycheproofTest> tests;

    private WycheproofFile(String algorithm, List<WycheproofTest> tests) {
        this.algorithm = algorithm;
        this.tests = tests;
    }

    /** The file's {@code algorithm} field, e.g. {@code AES-CBC-PKCS5}. */
    public String algorithm() {
        return algorithm;
    }

    /** Every test of every group, in file order. */
    public List<WycheproofTest> tests() {
        return tests;
    }

    /** {@code relativePath} under {@code root}, read once and hash-checked. */
    public static WycheproofFile load(VectorRoot root, String relativePath) {
        String key = root.dir().toAbsolutePath() + "/" + relativePath;
        WycheproofFile cached = CACHE.get(key);
        if (cached == null) {
            byte[] bytes = VectorFiles.read(root, relativePath);
            cached = parse(new String(bytes, StandardCharsets.UTF_8), relativePath);
            CACHE.put(key, cached);
        }
        return cached;
    }

    /**
     * Parses a Wycheproof JSON document.
     *
     * @throws VectorFileException naming the JSON path of any missing or mistyped field, and when
     *     {@code numberOfTests} disagrees with the tests present
     */
    public static WycheproofFile parse(String json, String source) {
        Map<String, Object> root = JsonAccess.object(Json.parse(json, source), source);
        String algorithm = JsonAccess.string(root, "algorithm", source);
        int declared = JsonAccess.integer(root, "numberOfTests", source);
        List<Object> groups = JsonAccess.array(JsonAccess.field(root, "testGroups", source),
                source + " testGroups");
        List<WycheproofTest> tests = new ArrayList<>();
        for (int g = 0; g < groups.size(); g++) {
            String gWhere = source + " testGroups[" + g + "]";
            Map<String, Object> group = JsonAccess.object(groups.get(g), gWhere);
            List<Object> list = JsonAccess.array(JsonAccess.field(group, "tests", gWhere), gWhere + ".tests");
            for (int t = 0; t < list.size(); t++) {
                String where = gWhere + ".tests[" + t + "]";
                tests.add(test(JsonAccess.object(list.get(t), where), source, where));
            }
        }
        if (tests.size() != declared) {
            throw new VectorFileException(source + ": numberOfTests is " + declared + " but the file holds "
                    + tests.size() + " tests");
        }
        return new WycheproofFile(algorithm, Collections.unmodifiableList(tests));
    }

    private static WycheproofTest test(Map<String, Object> t, String source, String where) {
        List<Object> rawFlags = JsonAccess.array(JsonAccess.field(t, "flags", where), where + ".flags");
        List<String> flags = new ArrayList<>();
        for (int i = 0; i < rawFlags.size(); i++) {
            Object f = rawFlags.get(i);
            if (!(f instanceof String)) {
                throw new VectorFileException(where + ".flags[" + i + "]: expected a string");
            }
            flags.add((String) f);
        }
        return new WycheproofTest(source,
                JsonAccess.integer(t, "tcId", where),
                JsonAccess.string(t, "comment", where),
                JsonAccess.hex(t, "key", where),
                JsonAccess.hex(t, "iv", where),
                JsonAccess.hex(t, "msg", where),
                JsonAccess.hex(t, "ct", where),
                WycheproofTest.Result.parse(JsonAccess.string(t, "result", where), where),
                Collections.unmodifiableList(flags));
    }
}
