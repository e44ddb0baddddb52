package dev.aesref.ctcheck.samples;

import java.nio.charset.StandardCharsets;

/** Leaky: key bytes decoded into a {@code String}, whose decoder branches on every byte. */
public final class LeakyNewString {

    private LeakyNewString() {}

    public static String asText(byte[] key) {
        return new String(key, StandardCharsets.UTF_8);
    }
}
