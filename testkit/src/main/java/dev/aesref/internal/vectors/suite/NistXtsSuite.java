package dev.aesref.internal.vectors.suite;

import dev.aesref.BlockEngine;
import dev.aesref.mode.Xts;
import dev.aesref.internal.vectors.format.RspFile;
import dev.aesref.internal.vectors.format.RspRecord;
import dev.aesref.internal.vectors.source.VectorSource;
import java.util.List;

/**
 * The NIST CAVP XTS responses (CAVS 11.0, "The XTS-AES Validation System", XTSVS, section 6.2)
 * for IEEE 1619 / SP 800-38E, XTS-AES-128 and XTS-AES-256, under
 * {@code vectors/nist-cavp/ciphers/AES/XTS/}: in {@code tweak-128hexstr/} the tweak {@code i} is
 * the 128-bit tweak value as 16 bytes, in {@code tweak-dataunitseqno/} it is the data unit's
 * sequence number ({@code DataUnitSeqNumber}, {@link Xts#tweakForDataUnit}). {@code Key} is
 * Key1 || Key2. {@code [ENCRYPT]} records: encryption of {@code PT} gives {@code CT};
 * {@code [DECRYPT]} records the reverse.
 *
 * <p>IEEE 1619 defines XTS on data units of any bit length from 128 bits; {@link Xts} takes whole
 * bytes. A record whose {@code DataUnitLen} is not a multiple of 8 (130, 140 and 250 bits here)
 * cannot be expressed, so it is not run: it is counted as unsupported with {@link #BIT_LENGTH},
 * and the count is in the result's summary. Every record of a whole number of bytes, with or
 * without ciphertext stealing, must pass.
 */
public final class NistXtsSuite implements Suite {

    /** Why a record is not run. */
    static final String BIT_LENGTH = "data units whose bit length is not a multiple of 8"
            + " (IEEE 1619 allows them; the Xts API takes whole bytes)";

    @Override
    public String name() {
        return "nist-xts";
    }

    @Override
    public String source() {
        return "NIST CAVP XTSVS XTSGenAES128/256 (CAVS 11.0, IEEE 1619), tweak as a 128-bit value and"
                + " as a data unit sequence number: " + VectorSource.manifest().cite(files());
    }

    @Override
    public List<String> files() {
        return List.of(
                "nist-cavp/ciphers/AES/XTS/tweak-128hexstr/XTSGenAES128.rsp",
                "nist-cavp/ciphers/AES/XTS/tweak-128hexstr/XTSGenAES256.rsp",
                "nist-cavp/ciphers/AES/XTS/tweak-dataunitseqno/XTSGenAES128.rsp",
                "nist-cavp/ciphers/AES/XTS/tweak-dataunitseqno/XTSGenAES256.rsp");
    }

    @Override
    public SuiteResult run(BlockEngine engine, int perFile) {
        SuiteRun run = new SuiteRun(name(), engine.name());
        for (String file : files()) {
            for (RspRecord r : SuiteRun.first(VectorSource.current().load(file, RspFile.FORMAT), perFile)) {
                if (r.integer("DataUnitLen") % 8 != 0) {
                    run.unsupported(BIT_LENGTH);
                } else {
                    run.vector(r.source() + " [" + r.section() + "] COUNT = " + r.count(),
                            () -> check(engine, r, run));
                }
            }
        }
        return run.result();
    }

    static void check(BlockEngine engine, RspRecord r, SuiteRun run) {
        byte[] tweak = tweak(r);
        byte[] pt = r.hex("PT");
        byte[] ct = r.hex("CT");
        Xts xts = Xts.create(engine, r.hex("Key"));
        try {
            if (r.encrypt()) {
                run.equal("encrypt", ct, xts.encrypt(tweak, pt));
            } else {
                run.equal("decrypt", pt, xts.decrypt(tweak, ct));
            }
        } finally {
            xts.destroy();
        }
    }

    /** The record's tweak: the 16-byte value {@code i}, or that of {@code DataUnitSeqNumber}. */
    static byte[] tweak(RspRecord r) {
        return r.fields().containsKey("i") ? r.hex("i") : Xts.tweakForDataUnit(r.integer("DataUnitSeqNumber"));
    }
}
