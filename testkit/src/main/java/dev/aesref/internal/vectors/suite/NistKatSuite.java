package dev.aesref.internal.vectors.suite;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.internal.vectors.format.BitString;
import dev.aesref.internal.vectors.format.RspFile;
import dev.aesref.internal.vectors.format.RspRecord;
import dev.aesref.internal.vectors.source.VectorSource;
import java.util.List;

/**
 * NIST CAVP AESAVS known-answer tests (GFSbox, KeySbox, VarKey, VarTxt; AESAVS sections 6.2 and
 * 6.3) and multi-block message tests (MMT, section 6.5) for one {@link NistMode}, all three key
 * sizes, both directions, from {@code vectors/nist-cavp/ciphers/AES/<mode>/} (copied from the
 * package vectors/MANIFEST names). Each record is one vector: {@code [ENCRYPT]} records check that
 * the plaintext encrypts to the ciphertext, {@code [DECRYPT]} records the reverse.
 */
public final class NistKatSuite implements Suite {

    /** The file kinds, in the order they are run. */
    static final List<String> KINDS = List.of("GFSbox", "KeySbox", "VarKey", "VarTxt", "MMT");

    private static final int[] KEY_BITS = {128, 192, 256};

    private final NistMode mode;

    public NistKatSuite(NistMode mode) {
        this.mode = mode;
    }

    @Override
    public String name() {
        return "nist-kat-mmt-" + mode.filePrefix().toLowerCase(java.util.Locale.ROOT);
    }

    @Override
    public String source() {
        return "NIST CAVP AESAVS " + mode.filePrefix() + " GFSbox/KeySbox/VarKey/VarTxt/MMT (CAVS 11.1): "
                + VectorSource.manifest().cite(files());
    }

    @Override
    public List<String> files() {
        List<String> out = new java.util.ArrayList<>();
        for (String kind : KINDS) {
            for (int bits : KEY_BITS) {
                out.add("nist-cavp/ciphers/AES/" + mode.directory() + "/" + mode.filePrefix() + kind + bits + ".rsp");
            }
        }
        return out;
    }

    @Override
    public SuiteResult run(BlockEngine engine, int perFile) {
        SuiteRun run = new SuiteRun(name(), engine.name());
        for (String file : files()) {
            for (RspRecord r : SuiteRun.first(VectorSource.current().load(file, RspFile.FORMAT), perFile)) {
                run.vector(r.source() + " [" + r.section() + "] COUNT = " + r.count(),
                        () -> check(engine, r, run));
            }
        }
        return run.result();
    }

    /** One record: encrypt in {@code [ENCRYPT]}, decrypt in {@code [DECRYPT]}, with the library's mode code. */
    void check(BlockEngine engine, RspRecord r, SuiteRun run) {
        byte[] iv = mode.usesIv() ? r.hex("IV") : null;
        BitString pt = mode.parse(r.get("PLAINTEXT"), r.where("PLAINTEXT"));
        BitString ct = mode.parse(r.get("CIPHERTEXT"), r.where("CIPHERTEXT"));
        ExpandedKey key = engine.expandKey(r.hex("KEY"));
        if (r.encrypt()) {
            run.equal("encrypt", ct.bytes(), mode.crypt(key, iv, pt, true).bytes());
        } else {
            run.equal("decrypt", pt.bytes(), mode.crypt(key, iv, ct, false).bytes());
        }
        key.destroy();
    }
}
