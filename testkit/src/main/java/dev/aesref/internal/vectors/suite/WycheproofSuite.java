package dev.aesref.internal.vectors.suite;

import dev.aesref.BlockEngine;
import dev.aesref.internal.vectors.format.WycheproofFile;
import dev.aesref.internal.vectors.format.WycheproofRecord;
import dev.aesref.internal.vectors.source.VectorSource;
import java.util.List;

/**
 * One Wycheproof file (C2SP/wycheproof {@code testvectors_v1}, revision in vectors/MANIFEST) run
 * through the {@link WycheproofCheck} of its schema. One suite per file, so that selftest and the
 * tests report, per file, how many tests ran and how many failed; the reader checks that the file
 * holds exactly its {@code numberOfTests}, and the suite runs every one of them (no test is
 * skipped: a case the project does not support must be rejected, and the check says so).
 */
final class WycheproofSuite implements Suite {

    private final String name;
    private final String file;
    private final String what;
    private final WycheproofCheck check;

    /**
     * @param file the path below {@code vectors/}, e.g. {@code wycheproof/aes_gcm_test.json}
     * @param what the algorithm in words, for {@link #source()}
     */
    WycheproofSuite(String file, String what, WycheproofCheck check) {
        this.file = file;
        this.what = what;
        this.check = check;
        String base = file.substring(file.lastIndexOf('/') + 1).replace("_test.json", "").replace('_', '-');
        this.name = "wycheproof-" + base;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String source() {
        return "Wycheproof " + what + ": " + VectorSource.manifest().cite(file);
    }

    @Override
    public List<String> files() {
        return List.of(file);
    }

    @Override
    public SuiteResult run(BlockEngine engine, int perFile) {
        SuiteRun run = new SuiteRun(name, engine.name());
        WycheproofFile wf = VectorSource.current().load(file, WycheproofFile.FORMAT);
        for (WycheproofRecord t : SuiteRun.first(wf.tests(), perFile)) {
            run.vector(t.describe(), () -> check.check(engine, t, run));
        }
        return run.result();
    }
}
