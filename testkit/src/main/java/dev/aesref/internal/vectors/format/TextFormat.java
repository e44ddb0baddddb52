package dev.aesref.internal.vectors.format;

/**
 * A reader of one vector-file format: the text of a file to its parsed form. Each reader publishes
 * its formats as constants ({@link RspFile#FORMAT}, {@link WycheproofFile#FORMAT}, ...); the
 * vector source caches parsed files by file and format, so one file is parsed once per format.
 *
 * @param <T> what a file parses to
 */
@FunctionalInterface
public interface TextFormat<T> {

    /**
     * Parses {@code text}.
     *
     * @param source names the text in messages (a path relative to {@code vectors/})
     * @throws VectorFileException naming the place of anything malformed
     */
    T parse(String text, String source);
}
