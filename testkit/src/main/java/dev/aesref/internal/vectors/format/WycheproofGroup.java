package dev.aesref.internal.vectors.format;

import java.util.ArrayList;
import java.util.List;

/**
 * One {@code testGroups[]} entry of a Wycheproof file: its {@code type} (e.g. {@code IndCpaTest},
 * {@code AeadTest}), the group fields of its schema ({@code keySize}, {@code ivSize},
 * {@code tagSize}, ...; read them through {@link #fields()}) and its tests.
 *
 * @param fields the group's JSON object (including {@code tests}), with its path
 * @param tests the group's tests in file order
 */
public record WycheproofGroup(JsonObject fields, List<WycheproofRecord> tests) {

    public WycheproofGroup {
        tests = List.copyOf(tests);
    }

    /** The group's {@code type}. */
    public String type() {
        return fields.string("type");
    }

    static WycheproofGroup parse(Object value, String source, String where) {
        JsonObject group = JsonObject.of(value, where);
        List<Object> raw = JsonAccess.array(group.value("tests"), where + ".tests");
        List<WycheproofRecord> tests = new ArrayList<>(raw.size());
        for (int t = 0; t < raw.size(); t++) {
            tests.add(WycheproofRecord.parse(JsonObject.of(raw.get(t), where + ".tests[" + t + "]"), source, group));
        }
        return new WycheproofGroup(group, tests);
    }
}
