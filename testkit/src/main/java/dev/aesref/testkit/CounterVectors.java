package dev.aesref.testkit;

import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.aead.Gcm;
import dev.aesref.engines.Engines;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * The exported counter-boundary vectors ({@code aesref vectors export}): one Wycheproof-style
 * file per CTR flavour ({@code ind_cpa_test_schema_v1}) and one for GCM's inc32 wrap
 * ({@code aead_test_schema_v1}), made from {@link CounterBoundaries}, the same every run.
 *
 * <p>Each CTR test is one boundary case of its flavour: its IV, a message of the case's length,
 * and the ciphertext from {@link ExpectedCtr} (the {@code spec} engine). Keys cycle through
 * 128, 192 and 256 bits, one test group each. Keys and messages are fixed pseudo-random bytes
 * (SplitMix64 from a constant seed per file, written out here so that no library version can
 * change them). The flags say which boundary the message crosses: {@code CounterWrap<W>} (the
 * low W bits of the counter field go from 2^W - 1 to 0; at the field's width, the field wraps)
 * or {@code CounterSign<W>} (from 2^(W-1) - 1 to 2^(W-1)).
 *
 * <p>GCM: the 24 boundary cases of {@code CTR32_BE} (GCM's inc32), each turned into a 16-byte IV
 * whose pre-counter block J0 is one less than the case's counter, so that the first data block's
 * counter {@code inc32(J0)} is the case's ({@link GcmWrapIv}: the IV is solved for, not searched).
 * 96-bit IVs are not used: their data counter starts at 2 and cannot wrap in a short message.
 */
public final class CounterVectors {

    /** The directory, under vectors/, the files are committed in. */
    public static final String DIRECTORY = "generated";

    private static final String VERSION = "0.1.0";

    private CounterVectors() {}

    /** File name to file text, in a fixed order. */
    public static Map<String, String> files() {
        Map<String, String> files = new LinkedHashMap<>();
        for (CounterFlavour f : CounterFlavour.values()) {
            files.put(fileName(f), ctrFile(f));
        }
        files.put("aes_gcm_counter_wrap_test.json", gcmFile());
        return files;
    }

    /** The file name of {@code flavour}'s vectors. */
    public static String fileName(CounterFlavour flavour) {
        return "aes_" + flavour.name().toLowerCase(java.util.Locale.ROOT) + "_counter_test.json";
    }

    /** The algorithm name a file gives for {@code flavour}. */
    static String algorithm(CounterFlavour flavour) {
        switch (flavour) {
            case CTR128_BE:
                return "AES-CTR";
            case CTR64_BE:
                return "AES-CTR64-BE";
            case CTR32_BE:
                return "AES-CTR32-BE";
            default:
                return "AES-XCTR";
        }
    }

    private static String counterRule(CounterFlavour flavour) {
        switch (flavour) {
            case CTR128_BE:
                return "The whole 16-byte block is a big-endian counter, incremented modulo 2^128"
                        + " (NIST SP 800-38A, Appendix B.1; the JDK's AES/CTR/NoPadding).";
            case CTR64_BE:
                return "The last 8 bytes of the block are a big-endian counter, incremented modulo 2^64;"
                        + " the first 8 bytes never change.";
            case CTR32_BE:
                return "The last 4 bytes of the block are a big-endian counter, incremented modulo 2^32"
                        + " (GCM's inc32, NIST SP 800-38D section 6.2; RFC 3686); the first 12 bytes never change.";
            default:
                return "XCTR of HCTR2 (IACR ePrint 2021/1441, section 3): block i (from 0) is encrypted from"
                        + " iv XOR LE128(i + 1). Its counter starts at 1 and carries only inside i + 1, so these"
                        + " IVs shape the block's bytes, not a carry.";
        }
    }

    static String ctrFile(CounterFlavour flavour) {
        List<CounterBoundaries.Case> cases = CounterBoundaries.of(flavour);
        SplitMix r = new SplitMix(0x5EED0000L + flavour.ordinal());
        List<List<String[]>> groups = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        TreeSet<String> flags = new TreeSet<>();
        for (int n = 0; n < cases.size(); n++) {
            CounterBoundaries.Case c = cases.get(n);
            byte[] key = r.bytes(16 + 8 * (n % 3));
            byte[] msg = r.bytes(c.length());
            ExpectedCtr e = ExpectedCtr.of(flavour, key, c.iv());
            byte[] ct = e.xor(BigInteger.ZERO, msg);
            e.destroy();
            flags.add(c.flag());
            groups.get(n % 3).add(new String[] {comment(c), c.flag(), hex(key), hex(c.iv()), hex(msg), hex(ct)});
        }
        JsonText j = new JsonText().openObject(null)
                .string("algorithm", algorithm(flavour))
                .string("schema", "ind_cpa_test_schema_v1.json")
                .number("numberOfTests", cases.size())
                .strings("header", List.of(
                        "Counter-boundary test vectors of aesref (aesref vectors export), test type IndCpaTest.",
                        counterRule(flavour),
                        "Each IV puts the low W bits of the counter at 2^W - k or 2^(W-1) - k (k = 1, 2, 3), so the"
                                + " message crosses that boundary at block k; the flags name it.",
                        "The ciphertexts are checked against Bouncy Castle (and, for AES-CTR, the JDK) by aesref's"
                                + " CounterVectorsTest."));
        notes(j, flags, flavour.counterBits());
        j.openArray("testGroups");
        int tcId = 1;
        for (int g = 0; g < 3; g++) {
            j.openObject(null).string("type", "IndCpaTest");
            source(j);
            j.number("keySize", 128 + 64 * g).number("ivSize", 128).openArray("tests");
            for (String[] t : groups.get(g)) {
                j.openObject(null).number("tcId", tcId++).string("comment", t[0]).strings("flags", List.of(t[1]))
                        .string("key", t[2]).string("iv", t[3]).string("msg", t[4]).string("ct", t[5])
                        .string("result", "valid").close();
            }
            j.close().close();
        }
        return j.close().close().text();
    }

    static String gcmFile() {
        List<CounterBoundaries.Case> cases = CounterBoundaries.of(CounterFlavour.CTR32_BE);
        SplitMix r = new SplitMix(0x5EED0100L);
        List<List<String[]>> groups = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        TreeSet<String> flags = new TreeSet<>();
        for (int n = 0; n < cases.size(); n++) {
            CounterBoundaries.Case c = cases.get(n);
            byte[] key = r.bytes(16 + 8 * (n % 3));
            byte[] aad = r.bytes(n % 2 == 0 ? 0 : 20);
            byte[] msg = r.bytes(c.length());
            // J0 = the case's counter block less one in its last 32 bits: inc32(J0) is the case's.
            byte[] j0 = c.iv();
            java.nio.ByteBuffer.wrap(j0).putInt(12, java.nio.ByteBuffer.wrap(j0).getInt(12) - 1);
            ExpandedKey k = Engines.byName("spec").expandKey(key);
            byte[] out = new byte[msg.length + 16];
            byte[] iv;
            try {
                iv = GcmWrapIv.forPreCounterBlock(k, j0);
                Gcm gcm = Gcm.create(k, 16);
                gcm.seal(iv, aad, msg, 0, msg.length, out, 0);
                gcm.destroy();
            } finally {
                k.destroy();
            }
            byte[] ct = java.util.Arrays.copyOf(out, msg.length);
            byte[] tag = java.util.Arrays.copyOfRange(out, msg.length, out.length);
            flags.add(c.flag());
            groups.get(n % 3).add(new String[] {comment(c) + ", J0 = " + hex(j0), c.flag(), hex(key), hex(iv),
                hex(aad), hex(msg), hex(ct), hex(tag)});
        }
        JsonText j = new JsonText().openObject(null)
                .string("algorithm", "AES-GCM")
                .string("schema", "aead_test_schema_v1.json")
                .number("numberOfTests", cases.size())
                .strings("header", List.of(
                        "GCM counter-boundary test vectors of aesref (aesref vectors export), test type AeadTest.",
                        "Each 16-byte IV is solved for (J0 = GHASH_H(IV || 0^64 || [128]_64), NIST SP 800-38D"
                                + " section 7.1) so that the first data counter inc32(J0) has its low W bits at"
                                + " 2^W - k or 2^(W-1) - k (k = 1, 2, 3); the flags name the boundary crossed."
                                + " CounterWrap32 is the wrap of inc32 from 2^32 - 1 to 0.",
                        "A 96-bit IV starts the data counter at 2, so it cannot wrap in a short message; none is"
                                + " used.",
                        "Checked against the JDK and Bouncy Castle by aesref's CounterVectorsTest."));
        notes(j, flags, 32);
        j.openArray("testGroups");
        int tcId = 1;
        for (int g = 0; g < 3; g++) {
            j.openObject(null).string("type", "AeadTest");
            source(j);
            j.number("keySize", 128 + 64 * g).number("ivSize", 128).number("tagSize", 128).openArray("tests");
            for (String[] t : groups.get(g)) {
                j.openObject(null).number("tcId", tcId++).string("comment", t[0]).strings("flags", List.of(t[1]))
                        .string("key", t[2]).string("iv", t[3]).string("aad", t[4]).string("msg", t[5])
                        .string("ct", t[6]).string("tag", t[7]).string("result", "valid").close();
            }
            j.close().close();
        }
        return j.close().close().text();
    }

    private static String comment(CounterBoundaries.Case c) {
        int exponent = c.signBoundary() ? c.width() - 1 : c.width();
        return "low " + c.width() + " bits of the counter = 2^" + exponent + " - " + c.k() + ", crossing 2^"
                + exponent + " at block " + c.k();
    }

    private static void source(JsonText j) {
        j.openObject("source").string("name", "aesref").string("version", VERSION).close();
    }

    private static void notes(JsonText j, TreeSet<String> flags, int fieldBits) {
        j.openObject("notes");
        for (String flag : flags) {
            boolean sign = flag.startsWith("CounterSign");
            int w = Integer.parseInt(flag.substring("CounterSign".length()));
            String description;
            if (sign) {
                description = "The low " + w + " bits of the counter go from 2^" + (w - 1) + " - 1 to 2^" + (w - 1)
                        + ": bit " + (w - 1) + " turns on. A carry decided by a signed comparison (Java's signed"
                        + " bytes, ints, longs) goes wrong here.";
            } else if (w == fieldBits) {
                description = "The " + w + "-bit counter wraps from 2^" + w + " - 1 to 0.";
            } else {
                description = "The low " + w + " bits of the counter go from 2^" + w + " - 1 to 0, carrying into bit "
                        + w + ".";
            }
            j.openObject(flag).string("bugType", "EDGE_CASE").string("description", description).close();
        }
        j.close();
    }

    static String hex(byte[] b) {
        return CounterBoundaries.hex(b);
    }

    /** SplitMix64 (Steele, Lea, Flood, OOPSLA 2014), for fixed pseudo-random bytes. */
    static final class SplitMix {
        private long state;

        SplitMix(long seed) {
            this.state = seed;
        }

        long next() {
            long z = (state += 0x9E3779B97F4A7C15L);
            z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
            z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
            return z ^ (z >>> 31);
        }

        byte[] bytes(int n) {
            byte[] b = new byte[n];
            long v = 0;
            for (int i = 0; i < n; i++) {
                // Eight bytes from each output, least significant first.
                if (i % 8 == 0) {
                    v = next();
                }
                b[i] = (byte) (v >>> (8 * (i % 8)));
            }
            return b;
        }
    }
}
