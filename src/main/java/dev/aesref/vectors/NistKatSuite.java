package dev.aesref.vectors;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import java.util.List;

/**
 * NIST CAVP AESAVS known-answer tests (GFSbox, KeySbox, VarKey, VarTxt; AESAVS sections 6.2 and
 * 6.3) and multi-block message tests (MMT, section 6.5) for one {@link NistMode}, all three key
 * sizes, both directions, from the Debian package python3-cryptography-vectors 38.0.4
 * ({@code ciphers/AES/<mode>/}). Each record is one vector: {@code [ENCRYPT]} records check that
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
        return "NIST CAVP AESAVS " + mode.filePrefix() + " GFSbox/KeySbox/VarKey/VarTxt/MMT (CAVS 11.1),"
                + " python3-cryptography-vectors 38.0.4 ciphers/AES/" + mode.directory() + "/";
    }

    @Override
    public boolean embedded() {
        return false;
    }

    /** Relative paths (under the aesref.nist root) of every file this suite reads. */
    public List<String> files() {
        List<String> out = new java.util.ArrayList<>();
        for (String kind : KINDS) {
            for (int bits : KEY_BITS) {
                out.add("ciphers/AES/" + mode.directory() + "/" + mode.filePrefix() + kind + bits + ".rsp");
            }
        }
        return out;
    }

    @Override
    public SuiteResult run(BlockEngine engine) {
        SuiteRun run = new SuiteRun(name(), engine.name());
        for (String file : files()) {
            for (RspRecord r : RspFile.load(VectorRoot.NIST, file)) {
                run.vector(r.source() + " [" + r.section() + "] COUNT = " + r.count(),
                        () -> check(engine, r, run));
            }
        }
        return run.result();
    }

    private void check(BlockEngine engine, RspRecord r, SuiteRun run) {
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
