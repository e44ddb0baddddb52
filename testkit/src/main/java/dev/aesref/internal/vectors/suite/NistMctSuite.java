package dev.aesref.internal.vectors.suite;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.internal.vectors.format.BitString;
import dev.aesref.internal.vectors.format.RspFile;
import dev.aesref.internal.vectors.format.RspRecord;
import dev.aesref.internal.vectors.format.VectorFileException;
import dev.aesref.internal.vectors.source.VectorSource;
import java.util.ArrayList;
import java.util.List;

/**
 * The AESAVS Monte Carlo Test (NIST, "The Advanced Encryption Standard Algorithm Validation Suite
 * (AESAVS)", 2002, section 6.4) for one {@link NistMode}, three key sizes, both directions, against
 * the NIST sample responses in {@code vectors/nist-mct/} (CAVS 11.1).
 *
 * <p>Each record is one outer iteration {@code i}: from its {@code KEY}, {@code IV} and input
 * ({@code PLAINTEXT} in {@code [ENCRYPT]}, {@code CIPHERTEXT} in {@code [DECRYPT]}) run 1000 inner
 * iterations, each processing one s-bit value (s = 128 for ECB, CBC, CFB128, OFB; 8 for CFB8; 1
 * for CFB1) and continuing the mode's chain; the last output must equal the record's output. Then
 * the procedure derives the next record's key, IV and input, which must equal the next record's
 * fields. Every record is started from its own fields, so one wrong answer fails one vector
 * rather than all the rest.
 *
 * <p>The procedure, written for one s for all modes (out[j] is the j-th output value):
 * <ul>
 *   <li>Input of inner iteration j+1: ECB: out[j]. Other modes: for {@code j < 128/s}, value j of
 *       the IV (for s = 128 that is the IV itself, for CFB8 its byte j, for CFB1 its bit j);
 *       afterwards out[j - 128/s].</li>
 *   <li>Next key: key XOR the last keyBits bits of the concatenated outputs (128: out[999];
 *       192: the low 64 bits of out[998] then out[999]; 256: out[998] || out[999]; for CFB8 and
 *       CFB1 the last 16/24/32 bytes or 128/192/256 bits).</li>
 *   <li>Next IV: the last 128 bits of output. Next input: ECB: out[999]; others: out[999 - 128/s].</li>
 * </ul>
 */
public final class NistMctSuite implements Suite {

    private static final int INNER = 1000;
    private static final int[] KEY_BITS = {128, 192, 256};

    private final NistMode mode;

    public NistMctSuite(NistMode mode) {
        this.mode = mode;
    }

    @Override
    public String name() {
        return "nist-mct-" + mode.filePrefix().toLowerCase(java.util.Locale.ROOT);
    }

    @Override
    public String source() {
        return "NIST CAVP AESAVS Monte Carlo " + mode.filePrefix() + " responses (CAVS 11.1): "
                + VectorSource.manifest().cite(files());
    }

    @Override
    public List<String> files() {
        List<String> out = new ArrayList<>();
        for (int bits : KEY_BITS) {
            out.add("nist-mct/" + mode.filePrefix() + "MCT" + bits + ".rsp");
        }
        return out;
    }

    @Override
    public SuiteResult run(BlockEngine engine, int perFile) {
        SuiteRun run = new SuiteRun(name(), engine.name());
        for (String file : files()) {
            List<RspRecord> records = VectorSource.current().load(file, RspFile.FORMAT);
            int n = SuiteRun.first(records, perFile).size();
            for (int i = 0; i < n; i++) {
                RspRecord r = records.get(i);
                RspRecord next = nextInSection(records, i);
                run.vector(r.source() + " [" + r.section() + "] COUNT = " + r.count(),
                        () -> outerIteration(engine, r, next, run));
            }
        }
        return run.result();
    }

    /**
     * The record after {@code records.get(i)} if it is in the same section ({@code [ENCRYPT]} or
     * {@code [DECRYPT]}), which the outer iteration must chain into; null after a section's last.
     */
    static RspRecord nextInSection(List<RspRecord> records, int i) {
        if (i + 1 >= records.size()) {
            return null;
        }
        RspRecord next = records.get(i + 1);
        return next.section().equals(records.get(i).section()) ? next : null;
    }

    /**
     * One outer iteration from record {@code r}'s own fields; with {@code next} (null after a
     * section's last record), the derived key, IV and input must also be {@code next}'s.
     */
    void outerIteration(BlockEngine engine, RspRecord r, RspRecord next, SuiteRun run) {
        boolean encrypt = r.encrypt();
        String inName = encrypt ? "PLAINTEXT" : "CIPHERTEXT";
        String outName = encrypt ? "CIPHERTEXT" : "PLAINTEXT";
        byte[] keyBytes = r.hex("KEY");
        byte[] iv = mode.usesIv() ? r.hex("IV") : new byte[16];
        BitString input = mode.parse(r.get(inName), r.where(inName));
        BitString expected = mode.parse(r.get(outName), r.where(outName));
        int s = mode.segmentBits();
        requireBits(input, s, r.where(inName));
        requireBits(expected, s, r.where(outName));

        ExpandedKey key = engine.expandKey(keyBytes);
        BitString[] out = new BitString[INNER];
        byte[] register = iv;
        int perBlock = 128 / s;
        for (int j = 0; j < INNER; j++) {
            out[j] = mode.crypt(key, register, input, encrypt);
            register = mode.nextRegister(register, input, out[j], encrypt);
            if (mode == NistMode.ECB) {
                input = out[j];
            } else if (j < perBlock) {
                input = segment(iv, j, s);
            } else {
                input = out[j - perBlock];
            }
        }
        key.destroy();
        run.equal(outName + " after 1000 iterations", expected.bytes(), out[INNER - 1].bytes());

        if (next == null) {
            return;
        }
        byte[] tail = lastBits(out, keyBytes.length * 8, s);
        byte[] nextKey = keyBytes.clone();
        for (int k = 0; k < nextKey.length; k++) {
            nextKey[k] ^= tail[k];
        }
        run.equal("next KEY (COUNT = " + next.count() + ")", next.hex("KEY"), nextKey);
        if (mode.usesIv()) {
            run.equal("next IV (COUNT = " + next.count() + ")", next.hex("IV"), lastBits(out, 128, s));
        }
        BitString nextInput = mode == NistMode.ECB ? out[INNER - 1] : out[INNER - 1 - perBlock];
        run.equal("next " + inName + " (COUNT = " + next.count() + ")",
                mode.parse(next.get(inName), next.where(inName)).bytes(), nextInput.bytes());
    }

    /** Every Monte Carlo value is exactly one s-bit segment of the mode. */
    static void requireBits(BitString value, int s, String where) {
        if (value.bits() != s) {
            throw new VectorFileException(where + ": a Monte Carlo value must be " + s + " bits, got "
                    + value.bits());
        }
    }

    /** Value {@code j} of s bits of {@code block}, MSB first. */
    private static BitString segment(byte[] block, int j, int s) {
        byte[] v = new byte[(s + 7) / 8];
        for (int b = 0; b < s; b++) {
            int bit = (block[(j * s + b) >>> 3] >>> (7 - ((j * s + b) & 7))) & 1;
            v[b >>> 3] |= (byte) (bit << (7 - (b & 7)));
        }
        return new BitString(v, s);
    }

    /** The last {@code n} bits of {@code out[0] || out[1] || ... || out[999]}, as n/8 bytes. */
    private static byte[] lastBits(BitString[] out, int n, int s) {
        byte[] v = new byte[n / 8];
        int first = INNER * s - n; // index of the tail's first bit in the whole concatenation
        for (int t = 0; t < n; t++) {
            int g = first + t;
            int bit = out[g / s].bit(g % s);
            v[t >>> 3] |= (byte) (bit << (7 - (t & 7)));
        }
        return v;
    }
}
