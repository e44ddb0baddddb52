package dev.aesref.internal.vectors.format;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class JsonAccessTest {

    private final Map<String, Object> obj = JsonAccess.object(Json.parse(
            "{\"s\":\"0aff\",\"n\":7,\"big\":3000000000,\"frac\":1.5,\"b\":true,\"z\":null,\"o\":{},\"a\":[]}", "t"), "t");

    @Test
    void typedLookups() {
        assertEquals("0aff", JsonAccess.string(obj, "s", "t"));
        assertArrayEquals(new byte[] {0x0a, (byte) 0xff}, JsonAccess.hex(obj, "s", "t"));
        assertEquals(7, JsonAccess.integer(obj, "n", "t"));
        assertEquals(Map.of(), JsonAccess.object(obj.get("o"), "t.o"));
        assertEquals(List.of(), JsonAccess.array(obj.get("a"), "t.a"));
    }

    @Test
    void missingField() {
        assertEquals("t: missing field \"q\"",
                assertThrows(VectorFileException.class, () -> JsonAccess.string(obj, "q", "t")).getMessage());
    }

    @Test
    void wrongTypesNameWhatWasExpectedAndFound() {
        assertEquals("t.n: expected a string, got a number",
                assertThrows(VectorFileException.class, () -> JsonAccess.string(obj, "n", "t")).getMessage());
        assertEquals("t.s: expected a number, got a string",
                assertThrows(VectorFileException.class, () -> JsonAccess.integer(obj, "s", "t")).getMessage());
        assertEquals("t.b: expected an object, got a boolean",
                assertThrows(VectorFileException.class, () -> JsonAccess.object(obj.get("b"), "t.b")).getMessage());
        assertEquals("t.z: expected an array, got null",
                assertThrows(VectorFileException.class, () -> JsonAccess.array(obj.get("z"), "t.z")).getMessage());
        assertEquals("t.o: expected an array, got an object",
                assertThrows(VectorFileException.class, () -> JsonAccess.array(obj.get("o"), "t.o")).getMessage());
        assertEquals("t.a: expected an object, got an array",
                assertThrows(VectorFileException.class, () -> JsonAccess.object(obj.get("a"), "t.a")).getMessage());
    }

    @Test
    void integerMustBeExactAndFitAnInt() {
        assertEquals("t.big: expected an int, got 3000000000",
                assertThrows(VectorFileException.class, () -> JsonAccess.integer(obj, "big", "t")).getMessage());
        assertEquals("t.frac: expected an int, got 1.5",
                assertThrows(VectorFileException.class, () -> JsonAccess.integer(obj, "frac", "t")).getMessage());
    }
}
