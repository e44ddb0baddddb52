package dev.aesref.internal.vectors.suite;

import dev.aesref.BlockEngine;
import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.mode.Ctr;
import dev.aesref.internal.vectors.format.BitString;
import dev.aesref.internal.vectors.format.NamedCase;
import dev.aesref.internal.vectors.format.NamedCaseFile;
import dev.aesref.internal.vectors.format.VectorFileException;
import dev.aesref.internal.vectors.source.VectorSource;
import java.util.List;

/**
 * NIST SP 800-38A (2001) Appendix F example vectors for ECB, CBC, CFB1, CFB8, CFB128, OFB and CTR
 * (F.1-F.5, every key size, encrypt and decrypt cases), from the project's embedded files
 * {@code vectors/sp800-38a/*.txt}. CTR uses the whole-block increment of Appendix B.1
 * ({@link CounterFlavour#CTR128_BE}) from the "Init. Counter" field {@code Counter}.
 */
public final class Sp80038aSuite implements Suite {

    /** The files under {@code vectors/sp800-38a/}: one per NistMode, named after it, and CTR. */
    private static final List<String> MODES = List.of("ecb", "cbc", "cfb1", "cfb8", "cfb128", "ofb", "ctr");

    static final List<String> FILES = MODES.stream().map(m -> "sp800-38a/" + m + ".txt").toList();

    @Override
    public String name() {
        return "sp800-38a";
    }

    @Override
    public List<String> files() {
        return FILES;
    }

    @Override
    public String source() {
        return "NIST SP 800-38A (2001) Appendix F: " + VectorSource.manifest().cite(FILES);
    }

    @Override
    public SuiteResult run(BlockEngine engine, int perFile) {
        SuiteRun run = new SuiteRun(name(), engine.name());
        for (int f = 0; f < MODES.size(); f++) {
            String m = MODES.get(f);
            NistMode mode = m.equals("ctr") ? null : NistMode.valueOf(m.toUpperCase(java.util.Locale.ROOT));
            List<NamedCase> cases = VectorSource.current().load(FILES.get(f), NamedCaseFile.FORMAT);
            for (NamedCase c : SuiteRun.first(cases, perFile)) {
                boolean encrypt = direction(c);
                run.vector(c.source() + " [" + c.name() + "]", () -> check(engine, mode, c, encrypt, run));
            }
        }
        return run.result();
    }

    /** True for an {@code .Encrypt} case, false for {@code .Decrypt}. */
    static boolean direction(NamedCase c) {
        if (c.name().endsWith(".Encrypt")) {
            return true;
        }
        if (c.name().endsWith(".Decrypt")) {
            return false;
        }
        throw new VectorFileException(c.source() + ": case name '" + c.name()
                + "' must end in .Encrypt or .Decrypt");
    }

    /** One case: {@code mode} null for CTR, whose direction is named by {@code encrypt} alone. */
    static void check(BlockEngine engine, NistMode mode, NamedCase c, boolean encrypt, SuiteRun run) {
        ExpandedKey key = engine.expandKey(c.hex("Key"));
        if (mode == null) {
            byte[] pt = c.hex("Plaintext");
            byte[] ct = c.hex("Ciphertext");
            byte[] in = encrypt ? pt : ct;
            byte[] out = new byte[in.length];
            Ctr.xor(key, CounterFlavour.CTR128_BE, c.hex("Counter"), in, 0, out, 0, in.length);
            run.equal(encrypt ? "encrypt" : "decrypt", encrypt ? ct : pt, out);
        } else {
            String where = c.source() + " [" + c.name() + "] ";
            byte[] iv = mode.usesIv() ? c.hex("IV") : null;
            BitString pt = mode.parse(c.get("Plaintext"), where + "Plaintext");
            BitString ct = mode.parse(c.get("Ciphertext"), where + "Ciphertext");
            if (encrypt) {
                run.equal("encrypt", ct.bytes(), mode.crypt(key, iv, pt, true).bytes());
            } else {
                run.equal("decrypt", pt.bytes(), mode.crypt(key, iv, ct, false).bytes());
            }
        }
        key.destroy();
    }
}
