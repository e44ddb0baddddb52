package dev.aesref.internal.vectors.format;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Reader for any Wycheproof {@code testvectors_v1} file (C2SP/wycheproof, schemas in
 * {@code vectors/wycheproof/schemas/}): the top-level {@code algorithm}, {@code schema} and
 * {@code numberOfTests}, then {@code testGroups[]}, each with its own fields and
 * {@code tests[]}. What a group or a test holds depends on the schema (an IND-CPA test has
 * {@code key}, {@code iv}, {@code msg}, {@code ct}; an AEAD test adds {@code aad} and {@code tag};
 * ...), so both are read as typed views of their JSON object ({@link WycheproofGroup},
 * {@link WycheproofRecord}). Every test's {@code tcId}, {@code comment}, {@code result} and (optional)
 * {@code flags} are checked here, and {@code numberOfTests} must equal the number of tests read.
 *
 * @param source the file, for messages
 * @param algorithm e.g. {@code AES-CBC-PKCS5}
 * @param schema e.g. {@code ind_cpa_test_schema_v1.json}
 * @param groups the test groups in file order
 */
public record WycheproofFile(String source, String algorithm, String schema, List<WycheproofGroup> groups) {

    /** The format constant for the vector source's cache. */
    public static final TextFormat<WycheproofFile> FORMAT = WycheproofFile::parse;

    public WycheproofFile {
        groups = List.copyOf(groups);
    }

    /** Every test of every group, in file order. */
    public List<WycheproofRecord> tests() {
        List<WycheproofRecord> out = new ArrayList<>();
        for (WycheproofGroup g : groups) {
            out.addAll(g.tests());
        }
        return Collections.unmodifiableList(out);
    }

    /**
     * Parses a Wycheproof JSON document.
     *
     * @throws VectorFileException naming the JSON path of any missing or mistyped field, and when
     *     {@code numberOfTests} disagrees with the tests present
     */
    public static WycheproofFile parse(String json, String source) {
        JsonObject root = JsonObject.of(Json.parse(json, source), source);
        int declared = root.integer("numberOfTests");
        List<Object> rawGroups = JsonAccess.array(root.value("testGroups"), source + " testGroups");
        List<WycheproofGroup> groups = new ArrayList<>();
        int tests = 0;
        for (int g = 0; g < rawGroups.size(); g++) {
            WycheproofGroup group = WycheproofGroup.parse(rawGroups.get(g), source, source + " testGroups[" + g + "]");
            groups.add(group);
            tests += group.tests().size();
        }
        if (tests != declared) {
            throw new VectorFileException(source + ": numberOfTests is " + declared + " but the file holds "
                    + tests + " tests");
        }
        return new WycheproofFile(source, root.string("algorithm"), root.string("schema"), groups);
    }
}
