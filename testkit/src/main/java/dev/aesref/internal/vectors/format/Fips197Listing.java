package dev.aesref.internal.vectors.format;

import java.util.ArrayList;
import java.util.List;

/**
 * Reader for the FIPS-197 Appendix C listings of {@code vectors/fips197/} (format in the README
 * there): the {@code PLAINTEXT:} and {@code KEY:} lines, the {@code CIPHER (ENCRYPT):} and
 * {@code INVERSE CIPHER (DECRYPT):} headings, and one {@code round[ r].step value} line per
 * intermediate value. Comment ({@code #}) and blank lines are dropped and runs of blanks are
 * collapsed to one, so each line reads as the publication prints it; the round trace of the
 * {@code spec} engine is compared with these lines as they are, and the suites look values up by
 * label.
 *
 * @param source the file, for messages
 * @param lines the listing's lines in order
 */
public record Fips197Listing(String source, List<String> lines) {

    /** The format constant for the vector source's cache. */
    public static final TextFormat<Fips197Listing> FORMAT = Fips197Listing::parse;

    public Fips197Listing {
        lines = List.copyOf(lines);
    }

    /** Parses a listing. */
    public static Fips197Listing parse(String text, String source) {
        List<String> lines = new ArrayList<>();
        for (String raw : text.split("\r?\n", -1)) {
            String line = raw.strip().replaceAll("\\s+", " ");
            if (!line.isEmpty() && !line.startsWith("#")) {
                lines.add(line);
            }
        }
        return new Fips197Listing(source, lines);
    }

    /**
     * The hex value of the first line {@code "<label> <value>"}, e.g. {@code value("KEY:")} or
     * {@code value("round[ 0].iinput")}.
     *
     * @throws VectorFileException naming the file when there is no such line
     */
    public byte[] value(String label) {
        for (String line : lines) {
            if (line.startsWith(label + " ")) {
                return Hex.decode(line.substring(label.length() + 1), source + " " + label);
            }
        }
        throw new VectorFileException(source + ": no line for " + label);
    }

    /** The value of {@code round[r].step}, with the publication's padding of r to two columns. */
    public byte[] round(int r, String step) {
        return value(String.format(java.util.Locale.ROOT, "round[%2d].%s", r, step));
    }

    /**
     * The index in {@link #lines()} of the heading {@code heading}, e.g.
     * {@code "INVERSE CIPHER (DECRYPT):"}.
     *
     * @throws VectorFileException naming the file when the heading is absent
     */
    public int indexOf(String heading) {
        int i = lines.indexOf(heading);
        if (i < 0) {
            throw new VectorFileException(source + ": no heading " + heading);
        }
        return i;
    }
}
