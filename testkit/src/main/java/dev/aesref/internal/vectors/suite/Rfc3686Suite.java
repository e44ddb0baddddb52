package dev.aesref.internal.vectors.suite;

import dev.aesref.BlockEngine;
import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.internal.vectors.format.CtrVector;
import dev.aesref.internal.vectors.format.NamedCase;
import dev.aesref.internal.vectors.format.NamedCaseFile;
import dev.aesref.internal.vectors.format.VectorFileException;
import dev.aesref.internal.vectors.source.VectorSource;
import java.util.List;

/**
 * RFC 3686 section 6, all nine AES-CTR test vectors, from the embedded file
 * {@code vectors/rfc3686/aes-ctr.txt}. The first counter block is Nonce || IV || 00000001
 * (RFC 3686 section 4; the file's {@code CounterBlock} is checked against that construction) and
 * the block counter counts big-endian modulo 2^32 ({@link CounterFlavour#CTR32_BE}). Each vector
 * is run in both directions and in chunks.
 */
public final class Rfc3686Suite implements Suite {

    static final String FILE = "rfc3686/aes-ctr.txt";

    @Override
    public String name() {
        return "rfc3686";
    }

    @Override
    public List<String> files() {
        return List.of(FILE);
    }

    @Override
    public String source() {
        return "RFC 3686 section 6 (Housley 2004): " + VectorSource.manifest().cite(FILE);
    }

    @Override
    public SuiteResult run(BlockEngine engine, int perFile) {
        SuiteRun run = new SuiteRun(name(), engine.name());
        for (NamedCase c : SuiteRun.first(VectorSource.current().load(FILE, NamedCaseFile.FORMAT), perFile)) {
            byte[] block = counterBlock(c);
            CtrVector v = new CtrVector(c.source() + " [" + c.name() + "]", c.hex("Key"), block,
                    c.hex("Plaintext"), c.hex("Ciphertext"), null);
            run.vector(v.source(), () -> check(engine, v, run));
        }
        return run.result();
    }

    /**
     * The case's {@code CounterBlock}, after checking that it is Nonce || IV || 00000001 built
     * from the case's own Nonce (4 bytes) and IV (8 bytes), RFC 3686 section 4.
     */
    static byte[] counterBlock(NamedCase c) {
        byte[] block = c.hex("CounterBlock");
        byte[] nonce = c.hex("Nonce");
        byte[] iv = c.hex("IV");
        if (nonce.length != 4 || iv.length != 8) {
            throw new VectorFileException(c.source() + ": Nonce must be 4 bytes and IV 8 bytes");
        }
        byte[] built = new byte[16];
        System.arraycopy(nonce, 0, built, 0, 4);
        System.arraycopy(iv, 0, built, 4, 8);
        built[15] = 1;
        if (!java.util.Arrays.equals(block, built)) {
            throw new VectorFileException(c.source() + ": CounterBlock is not Nonce || IV || 00000001");
        }
        return block;
    }

    private static void check(BlockEngine engine, CtrVector v, SuiteRun run) {
        ExpandedKey key = engine.expandKey(v.key());
        CtrChecks.bothDirections(run, key, CounterFlavour.CTR32_BE, v);
        key.destroy();
    }
}
