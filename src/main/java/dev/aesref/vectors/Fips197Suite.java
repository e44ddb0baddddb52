package dev.aesref.vectors;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

/**
 * FIPS PUB 197 Appendix C.1-C.3 example vectors (AES-128/192/256 on plaintext
 * 00112233445566778899aabbccddeeff), from the embedded listings
 * {@code vectors/fips197/appendix-c{1,2,3}.txt}. An engine exposes no round trace, so this suite
 * checks the ends of each listing: {@code round[Nr].output} for the cipher and
 * {@code round[Nr].ioutput} from {@code round[ 0].iinput} for the inverse cipher.
 */
public final class Fips197Suite implements Suite {

    private static final String[] FILES = {"fips197/appendix-c1.txt", "fips197/appendix-c2.txt",
        "fips197/appendix-c3.txt"};

    @Override
    public String name() {
        return "fips197-appendix-c";
    }

    @Override
    public String source() {
        return "FIPS PUB 197 (2001) Appendix C.1-C.3, embedded vectors/fips197/";
    }

    @Override
    public boolean embedded() {
        return true;
    }

    @Override
    public SuiteResult run(BlockEngine engine) {
        SuiteRun run = new SuiteRun(name(), engine.name());
        for (String file : FILES) {
            Map<String, String> values = parse(new String(EmbeddedVectors.read(file), StandardCharsets.UTF_8),
                    "vectors/" + file);
            byte[] key = Hex.decode(need(values, "KEY", file), file + " KEY");
            int rounds = key.length / 4 + 6;
            byte[] pt = Hex.decode(need(values, "PLAINTEXT", file), file + " PLAINTEXT");
            byte[] ct = Hex.decode(need(values, "round[" + rounds + "].output", file), file + " output");
            byte[] iin = Hex.decode(need(values, "round[0].iinput", file), file + " iinput");
            byte[] iout = Hex.decode(need(values, "round[" + rounds + "].ioutput", file), file + " ioutput");
            run.vector("vectors/" + file, () -> check(engine, key, pt, ct, iin, iout, run));
        }
        return run.result();
    }

    private static void check(BlockEngine engine, byte[] rawKey, byte[] pt, byte[] ct, byte[] iin,
                              byte[] iout, SuiteRun run) {
        ExpandedKey key = engine.expandKey(rawKey);
        byte[] out = new byte[16];
        key.encryptBlocks(pt, 0, out, 0, 1);
        run.equal("cipher output", ct, out);
        key.decryptBlocks(iin, 0, out, 0, 1);
        run.equal("inverse cipher output", iout, out);
        key.destroy();
    }

    /**
     * The listing as a map from label to hex value: {@code PLAINTEXT}, {@code KEY}, and
     * {@code round[r].label} with the padding inside the brackets removed.
     */
    static Map<String, String> parse(String text, String source) {
        Map<String, String> values = new HashMap<>();
        String[] lines = text.split("\r?\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty() || line.startsWith("#") || line.endsWith(":")) {
                continue; // comments and the "CIPHER (ENCRYPT):" style headings
            }
            int split = line.lastIndexOf(' ');
            if (split < 1) {
                throw new VectorFileException(source + ":" + (i + 1) + ": expected 'label value', got '"
                        + line + "'");
            }
            String label = line.substring(0, split).replace(" ", "");
            if (label.endsWith(":")) {
                label = label.substring(0, label.length() - 1);
            }
            values.put(label, line.substring(split + 1));
        }
        return values;
    }

    private static String need(Map<String, String> values, String label, String file) {
        String v = values.get(label);
        if (v == null) {
            throw new VectorFileException("vectors/" + file + ": no line for " + label);
        }
        return v;
    }
}
