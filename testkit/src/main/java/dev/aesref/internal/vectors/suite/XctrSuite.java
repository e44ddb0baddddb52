package dev.aesref.internal.vectors.suite;

import dev.aesref.BlockEngine;
import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.internal.vectors.format.CtrJson;
import dev.aesref.internal.vectors.format.CtrVector;
import dev.aesref.internal.vectors.format.TextFormat;
import dev.aesref.internal.vectors.source.VectorSource;
import java.util.List;

/**
 * XCTR known answers (HCTR2: Crowley, Huckleberry, Biggers, "Length-preserving encryption with
 * HCTR2", IACR ePrint 2021/1441, section 3: keystream
 * block i = AES_K(IV XOR LE128(i)), i from 1), run as {@link CounterFlavour#XCTR} in both
 * directions and in chunks. Two sources: the Linux kernel's {@code aes_xctr_tv_template}
 * ({@code vectors/xctr/xctr_kernel_testmgr.json}) and google/hctr2
 * ({@code vectors/xctr/google-hctr2/XCTR_AES{128,192,256}.json}); revisions in vectors/MANIFEST.
 */
public final class XctrSuite implements Suite {

    /** Which file set a suite instance runs. */
    public enum Source {
        KERNEL("xctr-kernel", "Linux crypto/testmgr.h aes_xctr_tv_template", CtrJson.KERNEL,
                List.of("xctr/xctr_kernel_testmgr.json")),
        GOOGLE_HCTR2("xctr-hctr2", "google/hctr2 XCTR known answers", CtrJson.GOOGLE_HCTR2,
                List.of("xctr/google-hctr2/XCTR_AES128.json", "xctr/google-hctr2/XCTR_AES192.json",
                        "xctr/google-hctr2/XCTR_AES256.json"));

        private final String suiteName;
        private final String what;
        private final TextFormat<List<CtrVector>> format;
        private final List<String> files;

        Source(String suiteName, String what, TextFormat<List<CtrVector>> format, List<String> files) {
            this.suiteName = suiteName;
            this.what = what;
            this.format = format;
            this.files = files;
        }
    }

    private final Source source;

    public XctrSuite(Source source) {
        this.source = source;
    }

    @Override
    public String name() {
        return source.suiteName;
    }

    @Override
    public List<String> files() {
        return source.files;
    }

    @Override
    public String source() {
        return source.what + ": " + VectorSource.manifest().cite(source.files);
    }

    @Override
    public SuiteResult run(BlockEngine engine, int perFile) {
        SuiteRun run = new SuiteRun(name(), engine.name());
        for (String file : source.files) {
            for (CtrVector v : SuiteRun.first(VectorSource.current().load(file, source.format), perFile)) {
                run.vector(v.source(), () -> check(engine, v, run));
            }
        }
        return run.result();
    }

    private static void check(BlockEngine engine, CtrVector v, SuiteRun run) {
        ExpandedKey key = engine.expandKey(v.key());
        CtrChecks.bothDirections(run, key, CounterFlavour.XCTR, v);
        key.destroy();
    }
}
