package dev.aesref.internal.vectors.format;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * A JSON object of a vector file together with where it is ({@code "file testGroups[1].tests[4]"}),
 * so that every typed lookup fails with a message that points at the field.
 *
 * @param fields the object's members as {@link Json} parsed them
 * @param where file and JSON path of the object, for messages
 */
public record JsonObject(Map<String, Object> fields, String where) {

    public JsonObject {
        fields = Collections.unmodifiableMap(fields);
    }

    /** {@code value} as an object located at {@code where}. */
    public static JsonObject of(Object value, String where) {
        return new JsonObject(JsonAccess.object(value, where), where);
    }

    /** Whether the member {@code name} is present (and not JSON {@code null}). */
    public boolean has(String name) {
        Object v = fields.get(name);
        return v != null && v != Json.NULL;
    }

    /** The member {@code name} as {@link Json} parsed it; it must be present. */
    public Object value(String name) {
        return JsonAccess.field(fields, name, where);
    }

    /** The string member {@code name}. */
    public String string(String name) {
        return JsonAccess.string(fields, name, where);
    }

    /** The hex-string member {@code name}, decoded. */
    public byte[] hex(String name) {
        return JsonAccess.hex(fields, name, where);
    }

    /** The integer member {@code name}; it must be a whole number that fits in an int. */
    public int integer(String name) {
        return JsonAccess.integer(fields, name, where);
    }

    /** The object member {@code name}. */
    public JsonObject object(String name) {
        return of(value(name), where + "." + name);
    }

    /** The array member {@code name}. */
    public List<Object> array(String name) {
        return JsonAccess.array(value(name), where + "." + name);
    }

    /** The array member {@code name}, whose elements must all be strings. */
    public List<String> strings(String name) {
        List<Object> raw = array(name);
        List<String> out = new ArrayList<>(raw.size());
        for (int i = 0; i < raw.size(); i++) {
            Object v = raw.get(i);
            if (!(v instanceof String)) {
                throw new VectorFileException(where + "." + name + "[" + i + "]: expected a string");
            }
            out.add((String) v);
        }
        return Collections.unmodifiableList(out);
    }
}
