package dev.aesref.internal.vectors.suite;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.mac.Cmac;
import dev.aesref.internal.vectors.format.RspFile;
import dev.aesref.internal.vectors.format.RspRecord;
import dev.aesref.internal.vectors.source.VectorSource;
import java.util.List;
import javax.crypto.AEADBadTagException;

/**
 * The AES-CMAC examples of SP 800-38B (Appendix D.1 to D.3 of the 2005 edition; the
 * {@code nist-800-38b-aes{128,192,256}.txt} files of the package vectors/MANIFEST names, under
 * {@code vectors/nist-cavp/CMAC/}): for each key size the messages of 0, 16, 40 and 64 bytes,
 * with the full 128-bit tag. That package has no CAVP CMACGen/CMACVer response files, so this
 * suite has the standard's examples only, and no verification failures to check; the Wycheproof
 * CMAC suite has those. Each record: {@code compute(MESSAGE)} gives {@code OUTPUT}, and
 * {@code verify(MESSAGE, OUTPUT)} accepts it.
 */
public final class NistCmacSuite implements Suite {

    /** The CMAC's tag length: the examples give whole blocks. */
    private static final int TAG_BYTES = 16;

    @Override
    public String name() {
        return "nist-cmac";
    }

    @Override
    public String source() {
        return "NIST SP 800-38B Appendix D AES-CMAC examples (no CAVP CMACGen/CMACVer file in the package): "
                + VectorSource.manifest().cite(files());
    }

    @Override
    public List<String> files() {
        return List.of("nist-cavp/CMAC/nist-800-38b-aes128.txt", "nist-cavp/CMAC/nist-800-38b-aes192.txt",
                "nist-cavp/CMAC/nist-800-38b-aes256.txt");
    }

    @Override
    public SuiteResult run(BlockEngine engine, int perFile) {
        SuiteRun run = new SuiteRun(name(), engine.name());
        for (String file : files()) {
            for (RspRecord r : SuiteRun.first(VectorSource.current().load(file, RspFile.FORMAT), perFile)) {
                run.vector(r.source() + " COUNT = " + r.count(), () -> check(engine, r, run));
            }
        }
        return run.result();
    }

    static void check(BlockEngine engine, RspRecord r, SuiteRun run) {
        byte[] message = r.hex("MESSAGE");
        byte[] tag = r.hex("OUTPUT");
        ExpandedKey key = engine.expandKey(r.hex("KEY"));
        try {
            Cmac cmac = Cmac.create(key, TAG_BYTES);
            try {
                run.equal("compute", tag, cmac.compute(message));
                try {
                    cmac.verify(message, tag);
                } catch (AEADBadTagException e) {
                    run.fail("verify: expected the tag " + r.get("OUTPUT") + " accepted, got a refusal");
                }
            } finally {
                cmac.destroy();
            }
        } finally {
            key.destroy();
        }
    }
}
