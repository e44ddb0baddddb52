package dev.aesref.internal.vectors.suite;

import dev.aesref.BlockEngine;
import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.mode.Ctr;
import dev.aesref.internal.vectors.format.CtrJson;
import dev.aesref.internal.vectors.format.CtrVector;
import dev.aesref.internal.vectors.format.VectorFileException;
import dev.aesref.internal.vectors.source.VectorSource;
import java.util.List;

/**
 * The Linux kernel's {@code aes_ctr_tv_template} ({@code crypto/testmgr.h}, revision in
 * vectors/MANIFEST; entries 1-3 are NIST SP 800-38A F.5.1/3/5, entry 4 wraps the whole 128-bit
 * counter from {@code ff..fd}, entry 5 ends in a partial block), run as
 * {@link CounterFlavour#CTR128_BE}.
 *
 * <p>Per vector: encryption in one call, decryption in one call, encryption through a stream in
 * uneven chunks, and the kernel's {@code iv_out}: the counter block after the last block used,
 * {@code iv + ceil(len/16) mod 2^128}. It is checked twice: as
 * {@code CTR128_BE.counterBlock(iv, ceil(len/16))}, and through the engine, as the keystream block
 * at that index, which must equal {@code AES_K(iv_out)}.
 */
public final class CtrEdgeSuite implements Suite {

    static final String FILE = "ctr-edge/ctr_kernel_testmgr.json";

    @Override
    public String name() {
        return "ctr-edge-kernel";
    }

    @Override
    public List<String> files() {
        return List.of(FILE);
    }

    @Override
    public String source() {
        return "Linux crypto/testmgr.h aes_ctr_tv_template: " + VectorSource.manifest().cite(FILE);
    }

    @Override
    public SuiteResult run(BlockEngine engine, int perFile) {
        SuiteRun run = new SuiteRun(name(), engine.name());
        List<CtrVector> vectors = VectorSource.current().load(FILE, CtrJson.KERNEL);
        for (CtrVector v : SuiteRun.first(vectors, perFile)) {
            requireIvOut(v);
            run.vector(v.source(), () -> check(engine, v, run));
        }
        return run.result();
    }

    /** The edge vectors exist for their {@code iv_out}: a vector without one is a file error. */
    static void requireIvOut(CtrVector v) {
        if (v.ivOut() == null) {
            throw new VectorFileException(v.source() + ": the CTR edge vectors must give iv_out");
        }
    }

    /** One vector: both directions, then {@code iv_out} by the counter arithmetic and through the engine. */
    static void check(BlockEngine engine, CtrVector v, SuiteRun run) {
        CounterFlavour flavour = CounterFlavour.CTR128_BE;
        ExpandedKey key = engine.expandKey(v.key());
        CtrChecks.bothDirections(run, key, flavour, v);

        int blocks = (v.pt().length + 15) / 16;
        byte[] next = new byte[16];
        flavour.counterBlock(v.iv(), blocks, next, 0);
        run.equal("counter block after the last block (iv_out)", v.ivOut(), next);

        byte[] expectedKs = v.ivOut().clone();
        key.encryptBlocks(expectedKs, 0, expectedKs, 0, 1);
        Ctr.Stream s = Ctr.stream(key, flavour, v.iv());
        s.seek(16L * blocks);
        byte[] ks = new byte[16];
        s.process(ks, 0, ks, 0, 16);
        s.destroy();
        run.equal("keystream block " + blocks + " (must be AES_K(iv_out))", expectedKs, ks);
        key.destroy();
    }
}
