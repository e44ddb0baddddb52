package dev.aesref.internal.vectors.suite;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.keywrap.Kw;
import dev.aesref.keywrap.Kwp;
import dev.aesref.internal.vectors.format.Hex;
import dev.aesref.internal.vectors.format.RspFile;
import dev.aesref.internal.vectors.format.RspRecord;
import dev.aesref.internal.vectors.source.VectorSource;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javax.crypto.AEADBadTagException;

/**
 * The NIST CAVP key-wrap responses for SP 800-38F (CAVS 17.4 and 21.4, the {@code kwtestvectors}
 * set), under {@code vectors/nist-cavp/keywrap/kwtestvectors/}: KW (section 6.2) and KWP
 * (section 6.3), with the forward cipher and, in the {@code _inv} files, with the inverse cipher
 * as the wrapping function's block cipher (section 5.1), all three KEK sizes. {@code AE} files are
 * authenticated encryption: wrapping {@code P} under {@code K} gives {@code C}. {@code AD} files
 * are authenticated decryption: unwrapping {@code C} gives {@code P}, or, for a record marked
 * {@code FAIL}, is refused with {@link AEADBadTagException} and writes nothing. TKW (Triple-DES)
 * is not AES and is not in {@code vectors/}.
 */
public final class NistKeyWrapSuite implements Suite {

    /** The algorithms, in the order their files are run; {@code _inv}: the inverse-cipher form. */
    enum Algorithm {
        KW("KW", ""), KW_INV("KW", "_inv"), KWP("KWP", ""), KWP_INV("KWP", "_inv");

        final String prefix;
        final String suffix;

        Algorithm(String prefix, String suffix) {
            this.prefix = prefix;
            this.suffix = suffix;
        }

        Wrapper create(ExpandedKey kek) {
            return switch (this) {
                case KW -> Wrapper.of(Kw.create(kek));
                case KW_INV -> Wrapper.of(Kw.createWithInverseCipher(kek));
                case KWP -> Wrapper.of(Kwp.create(kek));
                case KWP_INV -> Wrapper.of(Kwp.createWithInverseCipher(kek));
            };
        }
    }

    /** KW and KWP as the suite calls them. */
    interface Wrapper {
        byte[] wrap(byte[] plaintext);

        int unwrap(byte[] in, byte[] out) throws AEADBadTagException;

        void destroy();

        static Wrapper of(Kw kw) {
            return new Wrapper() {
                @Override
                public byte[] wrap(byte[] plaintext) {
                    return kw.wrap(plaintext);
                }

                @Override
                public int unwrap(byte[] in, byte[] out) throws AEADBadTagException {
                    return kw.unwrap(in, 0, in.length, out, 0);
                }

                @Override
                public void destroy() {
                    kw.destroy();
                }
            };
        }

        static Wrapper of(Kwp kwp) {
            return new Wrapper() {
                @Override
                public byte[] wrap(byte[] plaintext) {
                    return kwp.wrap(plaintext);
                }

                @Override
                public int unwrap(byte[] in, byte[] out) throws AEADBadTagException {
                    return kwp.unwrap(in, 0, in.length, out, 0);
                }

                @Override
                public void destroy() {
                    kwp.destroy();
                }
            };
        }
    }

    private static final int[] KEY_BITS = {128, 192, 256};

    @Override
    public String name() {
        return "nist-keywrap";
    }

    @Override
    public String source() {
        return "NIST CAVP SP 800-38F KW/KWP AE/AD, forward and inverse cipher (CAVS 17.4, 21.4): "
                + VectorSource.manifest().cite(files());
    }

    @Override
    public List<String> files() {
        List<String> out = new ArrayList<>();
        for (Algorithm a : Algorithm.values()) {
            for (String direction : List.of("AE", "AD")) {
                for (int bits : KEY_BITS) {
                    out.add(file(a, direction, bits));
                }
            }
        }
        return out;
    }

    static String file(Algorithm a, String direction, int bits) {
        return "nist-cavp/keywrap/kwtestvectors/" + a.prefix + "_" + direction + "_" + bits + a.suffix + ".txt";
    }

    @Override
    public SuiteResult run(BlockEngine engine, int perFile) {
        SuiteRun run = new SuiteRun(name(), engine.name());
        for (Algorithm a : Algorithm.values()) {
            for (String direction : List.of("AE", "AD")) {
                for (int bits : KEY_BITS) {
                    boolean wrap = direction.equals("AE");
                    List<RspRecord> records = VectorSource.current().load(file(a, direction, bits), RspFile.FORMAT);
                    for (RspRecord r : SuiteRun.first(records, perFile)) {
                        run.vector(r.source() + " [" + r.section() + "] COUNT = " + r.count(),
                                () -> check(engine, a, wrap, r, run));
                    }
                }
            }
        }
        return run.result();
    }

    static void check(BlockEngine engine, Algorithm a, boolean wrap, RspRecord r, SuiteRun run) {
        byte[] c = r.hex("C");
        ExpandedKey kek = engine.expandKey(r.hex("K"));
        try {
            Wrapper w = a.create(kek);
            try {
                if (wrap) {
                    run.equal("wrap", c, w.wrap(r.hex("P")));
                } else {
                    unwrap(w, c, r, run);
                }
            } finally {
                w.destroy();
            }
        } finally {
            kek.destroy();
        }
    }

    /** AD: unwrap gives {@code P}, or for a FAIL record is refused and writes nothing. */
    private static void unwrap(Wrapper w, byte[] c, RspRecord r, SuiteRun run) {
        byte[] out = new byte[c.length];
        Arrays.fill(out, AeadChecks.UNTOUCHED);
        try {
            int n = w.unwrap(c, out);
            if (r.failed()) {
                run.fail("unwrap of a FAIL record: expected a refusal, got " + Hex.encode(Arrays.copyOf(out, n)));
            } else {
                run.equal("unwrap", r.hex("P"), Arrays.copyOf(out, n));
            }
        } catch (AEADBadTagException e) {
            if (r.failed()) {
                AeadChecks.untouched(run, out);
            } else {
                run.fail("unwrap: expected " + r.get("P") + ", got a refusal (" + e.getMessage() + ")");
            }
        }
    }
}
