package dev.aesref.testkit.check;

import dev.aesref.testkit.check.CheckCase.Expect;
import dev.aesref.internal.vectors.format.CtrJson;
import dev.aesref.internal.vectors.format.CtrVector;
import dev.aesref.internal.vectors.format.RspFile;
import dev.aesref.internal.vectors.format.RspRecord;
import dev.aesref.internal.vectors.format.WycheproofFile;
import dev.aesref.internal.vectors.format.WycheproofRecord;
import dev.aesref.internal.vectors.source.VectorSource;
import dev.aesref.internal.vectors.suite.NistKatSuite;
import dev.aesref.internal.vectors.suite.NistMode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The known-answer cases of each family, from the vector files the suites read (embedded, or the
 * {@code -Daesref.vectors} directory): NIST CAVP KAT/MMT for ECB and CBC, Wycheproof for
 * CBC-PKCS5, the AEADs, key wrap and the MACs, the Linux kernel's CTR edge vectors for CTR, and for GCM
 * also aesref's own inc32 counter-wrap vectors ({@code vectors/generated/}). A valid
 * test becomes an encryption case and a decryption case (the AEADs' and key wrap's decryption must
 * verify); an invalid one a decryption that must be rejected (for a MAC: a tag that must not be
 * the one computed); an acceptable one a decryption that may go either way. Cases longer than one
 * byte are also fed in 5-byte chunks, which crosses block boundaries at every offset mod 16.
 */
final class VectorCases {

    /** The chunk length of the second run of each case: prime to 16. */
    static final int CHUNK = 5;

    private VectorCases() {}

    static List<CheckCase> of(Target.Family family) {
        List<CheckCase> out = new ArrayList<>();
        switch (family) {
            case ECB -> nist(NistMode.ECB, out);
            case CBC -> nist(NistMode.CBC, out);
            case CBC_PKCS5 -> wycheproofCipher("wycheproof/aes_cbc_pkcs5_test.json", out);
            case CTR -> kernelCtr(out);
            case GCM -> {
                wycheproofAead("wycheproof/aes_gcm_test.json", out);
                // 16-byte IVs solved so that inc32 crosses 2^W - k and 2^(W-1) - k (aesref
                // vectors export); run whole and in 5-byte chunks, so the wrap falls inside one.
                wycheproofAead("generated/aes_gcm_counter_wrap_test.json", out);
            }
            case CCM -> wycheproofAead("wycheproof/aes_ccm_test.json", out);
            case EAX -> wycheproofAead("wycheproof/aes_eax_test.json", out);
            case GCM_SIV -> wycheproofAead("wycheproof/aes_gcm_siv_test.json", out);
            case KW -> wycheproofWrap("wycheproof/aes_wrap_test.json", out);
            case KWP -> wycheproofWrap("wycheproof/aes_kwp_test.json", out);
            case CMAC -> wycheproofMac("wycheproof/aes_cmac_test.json", false, out);
            case GMAC -> wycheproofMac("wycheproof/aes_gmac_test.json", true, out);
            default -> throw new AssertionError(family);
        }
        List<CheckCase> withChunks = new ArrayList<>(out.size() * 2);
        for (CheckCase c : out) {
            withChunks.add(c);
            if (c.input().length > 1) {
                withChunks.add(c.chunked(CHUNK));
            }
        }
        return withChunks;
    }

    private static void nist(NistMode mode, List<CheckCase> out) {
        for (String file : new NistKatSuite(mode).files()) {
            for (RspRecord r : VectorSource.current().load(file, RspFile.FORMAT)) {
                String origin = file + " [" + r.section() + "] COUNT = " + r.count();
                byte[] iv = mode.usesIv() ? r.hex("IV") : null;
                byte[] pt = r.hex("PLAINTEXT");
                byte[] ct = r.hex("CIPHERTEXT");
                out.add(r.encrypt()
                        ? new CheckCase(origin, true, r.hex("KEY"), iv, null, pt, ct, 0, 0, Expect.OUTPUT)
                        : new CheckCase(origin, false, r.hex("KEY"), iv, null, ct, pt, 0, 0, Expect.OUTPUT));
            }
        }
    }

    private static void kernelCtr(List<CheckCase> out) {
        String file = "ctr-edge/ctr_kernel_testmgr.json";
        for (CtrVector v : VectorSource.current().load(file, CtrJson.KERNEL)) {
            out.add(new CheckCase(v.source(), true, v.key(), v.iv(), null, v.pt(), v.ct(), 0, 0, Expect.OUTPUT));
            out.add(new CheckCase(v.source(), false, v.key(), v.iv(), null, v.ct(), v.pt(), 0, 0, Expect.OUTPUT));
        }
    }

    private static List<WycheproofRecord> tests(String file) {
        return VectorSource.current().load(file, WycheproofFile.FORMAT).tests();
    }

    private static void wycheproofCipher(String file, List<CheckCase> out) {
        for (WycheproofRecord t : tests(file)) {
            String origin = t.describe();
            byte[] key = t.hex("key");
            byte[] iv = t.hex("iv");
            byte[] msg = t.hex("msg");
            byte[] ct = t.hex("ct");
            addBothWays(t, origin, key, iv, null, msg, ct, 0, out);
        }
    }

    private static void wycheproofAead(String file, List<CheckCase> out) {
        for (WycheproofRecord t : tests(file)) {
            byte[] sealed = concat(t.hex("ct"), t.hex("tag"));
            addBothWays(t, t.describe(), t.hex("key"), t.hex("iv"), t.hex("aad"), t.hex("msg"), sealed,
                    t.group().integer("tagSize"), out);
        }
    }

    private static void wycheproofWrap(String file, List<CheckCase> out) {
        for (WycheproofRecord t : tests(file)) {
            if (t.result() == WycheproofRecord.Result.INVALID && t.hasFlag("ShortKey")) {
                // RFC 3394 section 2 wraps an 8-byte key as one AES block; SP 800-38F does not
                // define it, and Wycheproof calls it invalid. Accepting it with the right key is
                // the older standard's rule, not a forgery.
                out.add(new CheckCase(t.describe(), false, t.hex("key"), null, null, t.hex("ct"), t.hex("msg"),
                        0, 0, Expect.EITHER, "unwraps an 8-byte key by RFC 3394's one-block rule (SP 800-38F has none)"));
                continue;
            }
            addBothWays(t, t.describe(), t.hex("key"), null, null, t.hex("msg"), t.hex("ct"), 0, out);
        }
    }

    /** Valid: both directions. Invalid: decryption is rejected. Acceptable: decryption either way. */
    private static void addBothWays(WycheproofRecord t, String origin, byte[] key, byte[] iv, byte[] aad,
                                    byte[] msg, byte[] ct, int tagBits, List<CheckCase> out) {
        switch (t.result()) {
            case VALID -> {
                out.add(new CheckCase(origin, true, key, iv, aad, msg, ct, tagBits, 0, Expect.OUTPUT));
                out.add(new CheckCase(origin, false, key, iv, aad, ct, msg, tagBits, 0, Expect.OUTPUT));
            }
            case INVALID -> out.add(new CheckCase(origin, false, key, iv, aad, ct, null, tagBits, 0, Expect.REJECT));
            case ACCEPTABLE -> out.add(new CheckCase(origin, false, key, iv, aad, ct, msg, tagBits, 0, Expect.EITHER));
        }
    }

    private static void wycheproofMac(String file, boolean withIv, List<CheckCase> out) {
        for (WycheproofRecord t : tests(file)) {
            byte[] iv = withIv ? t.hex("iv") : null;
            int tagBits = t.group().integer("tagSize");
            Expect expect = switch (t.result()) {
                case VALID -> Expect.OUTPUT;
                case INVALID -> Expect.REJECT;
                case ACCEPTABLE -> Expect.EITHER;
            };
            out.add(new CheckCase(t.describe(), true, t.hex("key"), iv, null, t.hex("msg"), t.hex("tag"),
                    tagBits, 0, expect));
        }
    }

    static byte[] concat(byte[] a, byte[] b) {
        byte[] r = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, r, a.length, b.length);
        return r;
    }
}
