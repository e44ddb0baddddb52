package dev.aesref.internal.vectors.suite;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.aead.Ccm;
import dev.aesref.internal.vectors.format.RspFile;
import dev.aesref.internal.vectors.format.RspRecord;
import dev.aesref.internal.vectors.format.VectorFileException;
import dev.aesref.internal.vectors.source.VectorSource;
import java.util.ArrayList;
import java.util.List;

/**
 * The NIST CAVP CCM responses (CAVS 11.0, "The CCM Validation System", CCMVS, sections 6.1 to
 * 6.5) for SP 800-38C, all three key sizes, under {@code vectors/nist-cavp/ciphers/AES/CCM/}:
 * VADT (variable associated data), VNT (variable nonce), VPT (variable payload) and VTT
 * (variable tag) are encryptions, whose {@code CT} (ciphertext || tag) seal must give exactly;
 * DVPT (decryption-verification) records say {@code Result = Pass}, and open must give the
 * {@code Payload}, or {@code Result = Fail}, and open must refuse them and write nothing.
 *
 * <p>The lengths {@code Alen}, {@code Plen}, {@code Nlen} (bytes) and {@code Tlen} (bytes), the
 * {@code Key} and, in some files, the {@code Nonce} are parameters of the file or of a section
 * ({@link RspFile}). A length of 0 is written as the placeholder {@code 00}: the value is empty.
 * Every nonce (7 to 13 bytes) and tag length (4 to 16 bytes, even) of these files is one
 * {@link Ccm} accepts, so a refused parameter is a failure, never a skip.
 */
public final class NistCcmSuite implements Suite {

    /** The file kinds, in the order they are run. */
    static final List<String> KINDS = List.of("DVPT", "VADT", "VNT", "VPT", "VTT");

    private static final int[] KEY_BITS = {128, 192, 256};

    @Override
    public String name() {
        return "nist-ccm";
    }

    @Override
    public String source() {
        return "NIST CAVP CCMVS DVPT/VADT/VNT/VPT/VTT (CAVS 11.0, SP 800-38C): "
                + VectorSource.manifest().cite(files());
    }

    @Override
    public List<String> files() {
        List<String> out = new ArrayList<>();
        for (String kind : KINDS) {
            for (int bits : KEY_BITS) {
                out.add("nist-cavp/ciphers/AES/CCM/" + kind + bits + ".rsp");
            }
        }
        return out;
    }

    @Override
    public SuiteResult run(BlockEngine engine, int perFile) {
        SuiteRun run = new SuiteRun(name(), engine.name());
        for (String file : files()) {
            boolean verify = file.contains("DVPT");
            for (RspRecord r : SuiteRun.first(VectorSource.current().load(file, RspFile.FORMAT), perFile)) {
                run.vector(r.source() + " [" + r.section() + "] Count = " + r.count(),
                        () -> check(engine, r, verify, run));
            }
        }
        return run.result();
    }

    static void check(BlockEngine engine, RspRecord r, boolean verify, SuiteRun run) {
        byte[] nonce = r.hex("Nonce");
        byte[] aad = value(r, "Adata", "Alen");
        byte[] sealed = r.hex("CT");
        ExpandedKey key = engine.expandKey(r.hex("Key"));
        try {
            Ccm ccm = Ccm.create(key, r.integer("Tlen"));
            try {
                if (!verify) {
                    AeadChecks.seals(run, ccm, nonce, aad, value(r, "Payload", "Plen"), sealed);
                } else if (passes(r)) {
                    AeadChecks.opens(run, ccm, nonce, aad, sealed, value(r, "Payload", "Plen"));
                } else {
                    AeadChecks.refuses(run, ccm, nonce, aad, sealed);
                }
            } finally {
                ccm.destroy();
            }
        } finally {
            key.destroy();
        }
    }

    /**
     * The hex field {@code field}, or nothing when the length parameter {@code length} is 0 (the
     * files write an empty value as {@code 00}).
     */
    static byte[] value(RspRecord r, String field, String length) {
        return r.integer(length) == 0 ? new byte[0] : r.hex(field);
    }

    /**
     * A DVPT record's verdict.
     *
     * @throws VectorFileException if {@code Result} is neither {@code Pass} nor {@code Fail}
     */
    static boolean passes(RspRecord r) {
        String result = r.get("Result");
        if (!result.equals("Pass") && !result.equals("Fail")) {
            throw new VectorFileException(r.where("Result") + " must be Pass or Fail, got '" + result + "'");
        }
        return result.equals("Pass");
    }
}
