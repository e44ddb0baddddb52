package dev.aesref.internal.vectors.suite;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.aead.Gcm;
import dev.aesref.internal.vectors.format.RspFile;
import dev.aesref.internal.vectors.format.RspRecord;
import dev.aesref.internal.vectors.source.VectorSource;
import java.util.ArrayList;
import java.util.List;

/**
 * The NIST CAVP GCM responses (CAVS 14.0, "The Galois/Counter Mode (GCM) and GMAC Validation
 * System", GCMVS, sections 6.2 and 6.3) for SP 800-38D: {@code gcmEncryptExtIV{128,192,256}.rsp}
 * and {@code gcmDecrypt{128,192,256}.rsp}, 7,875 records each, under {@code
 * vectors/nist-cavp/ciphers/AES/GCM/}.
 *
 * <p>Each record holds {@code Key}, {@code IV}, {@code PT} or {@code CT}, {@code AAD} and
 * {@code Tag}; its section headers give {@code Keylen}, {@code IVlen} (8, 96 or 1024 bits),
 * {@code PTlen}, {@code AADlen} and {@code Taglen} (32 to 128 bits). Encrypt records: seal must
 * give exactly {@code CT || Tag}. Decrypt records: open of {@code CT || Tag} must give
 * {@code PT}, or, for a record marked {@code FAIL}, must be refused with nothing written. Every IV
 * and tag length of these files is one that {@link Gcm} accepts (whole bytes; tags of 4, 8 and
 * 12 to 16 bytes), so a refusal of any record's parameters is a failure, never a skip.
 */
public final class NistGcmSuite implements Suite {

    private static final int[] KEY_BITS = {128, 192, 256};

    @Override
    public String name() {
        return "nist-gcm";
    }

    @Override
    public String source() {
        return "NIST CAVP GCMVS gcmEncryptExtIV/gcmDecrypt (CAVS 14.0, SP 800-38D): "
                + VectorSource.manifest().cite(files());
    }

    @Override
    public List<String> files() {
        List<String> out = new ArrayList<>();
        for (String kind : List.of("gcmEncryptExtIV", "gcmDecrypt")) {
            for (int bits : KEY_BITS) {
                out.add("nist-cavp/ciphers/AES/GCM/" + kind + bits + ".rsp");
            }
        }
        return out;
    }

    @Override
    public SuiteResult run(BlockEngine engine, int perFile) {
        SuiteRun run = new SuiteRun(name(), engine.name());
        for (String file : files()) {
            boolean encrypt = file.contains("Encrypt");
            for (RspRecord r : SuiteRun.first(VectorSource.current().load(file, RspFile.FORMAT), perFile)) {
                run.vector(r.source() + " [" + r.section() + "] Count = " + r.count(),
                        () -> check(engine, r, encrypt, run));
            }
        }
        return run.result();
    }

    static void check(BlockEngine engine, RspRecord r, boolean encrypt, SuiteRun run) {
        byte[] iv = r.hex("IV");
        byte[] aad = r.hex("AAD");
        byte[] tag = r.hex("Tag");
        byte[] sealed = AeadChecks.concat(r.hex("CT"), tag);
        ExpandedKey key = engine.expandKey(r.hex("Key"));
        try {
            Gcm gcm = Gcm.create(key, tag.length);
            try {
                if (encrypt) {
                    AeadChecks.seals(run, gcm, iv, aad, r.hex("PT"), sealed);
                } else if (r.failed()) {
                    AeadChecks.refuses(run, gcm, iv, aad, sealed);
                } else {
                    AeadChecks.opens(run, gcm, iv, aad, sealed, r.hex("PT"));
                }
            } finally {
                gcm.destroy();
            }
        } finally {
            key.destroy();
        }
    }
}
