package dev.aesref.internal.vectors.suite;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.internal.vectors.format.Fips197Listing;
import dev.aesref.internal.vectors.source.VectorSource;
import java.util.List;

/**
 * FIPS PUB 197 Appendix C.1-C.3 example vectors (AES-128/192/256 on plaintext
 * 00112233445566778899aabbccddeeff), from the listings {@code vectors/fips197/appendix-c{1,2,3}.txt}
 * (read by {@link Fips197Listing}, the reader the spec engine's trace tests use too). An engine
 * exposes no round trace, so this suite checks the ends of each listing: {@code round[Nr].output}
 * for the cipher and {@code round[Nr].ioutput} from {@code round[ 0].iinput} for the inverse
 * cipher. One vector per file.
 */
public final class Fips197Suite implements Suite {

    static final List<String> FILES = List.of("fips197/appendix-c1.txt", "fips197/appendix-c2.txt",
            "fips197/appendix-c3.txt");

    @Override
    public String name() {
        return "fips197-appendix-c";
    }

    @Override
    public List<String> files() {
        return FILES;
    }

    @Override
    public String source() {
        return "FIPS PUB 197 (2001) Appendix C.1-C.3: " + VectorSource.manifest().cite(FILES);
    }

    @Override
    public SuiteResult run(BlockEngine engine, int perFile) {
        SuiteRun.first(FILES, perFile);
        SuiteRun run = new SuiteRun(name(), engine.name());
        for (String file : FILES) {
            Fips197Listing listing = VectorSource.current().load(file, Fips197Listing.FORMAT);
            byte[] key = listing.value("KEY:");
            int rounds = key.length / 4 + 6;
            byte[] pt = listing.value("PLAINTEXT:");
            byte[] ct = listing.round(rounds, "output");
            byte[] iin = listing.round(0, "iinput");
            byte[] iout = listing.round(rounds, "ioutput");
            run.vector(listing.source(), () -> check(engine, key, pt, ct, iin, iout, run));
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
}
