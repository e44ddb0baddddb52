package dev.aesref.vectors;

import dev.aesref.BlockEngine;
import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import java.util.ArrayList;
import java.util.List;

/**
 * XCTR known answers (HCTR2, Crawford, Hubert, Purnell, Sivaraman 2021, section 3: keystream
 * block i = AES_K(IV XOR LE128(i)), i from 1), run as {@link CounterFlavour#XCTR} in both
 * directions and in chunks. Two sources: the Linux kernel's {@code aes_xctr_tv_template}
 * ({@code xctr/xctr_kernel_testmgr.json}) and google/hctr2 @ 0b0b5375
 * ({@code xctr/google-hctr2/XCTR_AES{128,192,256}.json}).
 */
public final class XctrSuite implements Suite {

    /** Which file set a suite instance runs. */
    public enum Source {
        KERNEL("xctr-kernel", List.of("xctr/xctr_kernel_testmgr.json")),
        GOOGLE_HCTR2("xctr-hctr2", List.of("xctr/google-hctr2/XCTR_AES128.json",
                "xctr/google-hctr2/XCTR_AES192.json", "xctr/google-hctr2/XCTR_AES256.json"));

        private final String suiteName;
        private final List<String> files;

        Source(String suiteName, List<String> files) {
            this.suiteName = suiteName;
            this.files = files;
        }

        /** The files, relative to the aesref.vectors root. */
        public List<String> files() {
            return files;
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
    public String source() {
        return source == Source.KERNEL
                ? "Linux 6.1.83 crypto/testmgr.h aes_xctr_tv_template, shared tree xctr/"
                : "google/hctr2 @ 0b0b5375 test_vectors/ours/XCTR, shared tree xctr/google-hctr2/";
    }

    @Override
    public boolean embedded() {
        return false;
    }

    @Override
    public SuiteResult run(BlockEngine engine) {
        SuiteRun run = new SuiteRun(name(), engine.name());
        List<CtrVector> vectors = new ArrayList<>();
        for (String file : source.files) {
            vectors.addAll(source == Source.KERNEL
                    ? CtrVectorFiles.loadKernel(VectorRoot.SHARED, file)
                    : CtrVectorFiles.loadGoogleHctr2(VectorRoot.SHARED, file));
        }
        for (CtrVector v : vectors) {
            run.vector(v.source(), () -> check(engine, v, run));
        }
        return run.result();
    }

    private static void check(BlockEngine engine, CtrVector v, SuiteRun run) {
        ExpandedKey key = engine.expandKey(v.key());
        CtrChecks.bothDirections(run, key, CounterFlavour.XCTR, v);
        key.destroy();
    }
}
