package dev.aesref.internal.vectors.suite;

import java.util.ArrayList;
import java.util.List;

/**
 * Every Wycheproof AES file the project runs, one {@link WycheproofSuite} each, with the check of
 * its schema. The CBC-PKCS5 file has a suite of its own ({@link WycheproofCbcPkcs5Suite}).
 */
final class WycheproofSuites {

    private WycheproofSuites() {}

    private static final String DIR = "wycheproof/";

    /** The PBES2 files: (file stem, PRF, AES key bytes). */
    private static final String[] PBES2_PRFS = {"hmacsha1", "hmacsha224", "hmacsha256", "hmacsha384", "hmacsha512"};

    /** The FF1 files, by the radix or alphabet in their names. */
    private static final String[] FF1 = {"base10", "base16", "base26", "base32", "base36", "base45", "base62",
        "base64", "base85", "radix10", "radix16", "radix255", "radix256", "radix26", "radix32", "radix36", "radix45",
        "radix62", "radix64", "radix65535", "radix65536", "radix85"};

    static List<Suite> all() {
        List<Suite> all = new ArrayList<>();
        all.add(new WycheproofSuite(DIR + "aes_gcm_test.json", "AES-GCM", WycheproofAeadCheck.gcm()));
        all.add(new WycheproofSuite(DIR + "aes_gmac_test.json", "AES-GMAC", WycheproofMacCheck.gmac()));
        all.add(new WycheproofSuite(DIR + "aes_gcm_siv_test.json", "AES-GCM-SIV", WycheproofAeadCheck.gcmSiv()));
        all.add(new WycheproofSuite(DIR + "aes_ccm_test.json", "AES-CCM", WycheproofAeadCheck.ccm()));
        all.add(new WycheproofSuite(DIR + "aes_eax_test.json", "AES-EAX", WycheproofAeadCheck.eax()));
        all.add(new WycheproofSuite(DIR + "aead_aes_siv_cmac_test.json", "AEAD-AES-SIV-CMAC (RFC 5297 section 3)",
                WycheproofAeadCheck.sivAead()));
        all.add(new WycheproofSuite(DIR + "aes_siv_cmac_test.json", "AES-SIV-CMAC, deterministic (RFC 5297)",
                new WycheproofDaeadCheck()));
        all.add(new WycheproofSuite(DIR + "aes_cmac_test.json", "AES-CMAC", WycheproofMacCheck.cmac()));
        for (String f : new String[] {"a128cbc_hs256", "a192cbc_hs384", "a256cbc_hs512"}) {
            all.add(new WycheproofSuite(DIR + f + "_test.json", "AES-CBC-HMAC-SHA2 (RFC 7518 5.2)",
                    WycheproofAeadCheck.cbcHmac()));
        }
        all.add(new WycheproofSuite(DIR + "aes_wrap_test.json", "AES-KW (RFC 3394)", new WycheproofKeyWrapCheck(false)));
        all.add(new WycheproofSuite(DIR + "aes_kwp_test.json", "AES-KWP (RFC 5649)", new WycheproofKeyWrapCheck(true)));
        all.add(new WycheproofSuite(DIR + "aes_xts_test.json", "AES-XTS (IEEE 1619)", new WycheproofXtsCheck()));
        all.add(new WycheproofSuite(DIR + "c2sp_chunked_encryption_aes_128_gcm_test.json",
                "C2SP chunked encryption (Cobblestone-128)", new WycheproofChunkedCheck(false)));
        all.add(new WycheproofSuite(DIR + "c2sp_chunked_encryption_aes_256_gcm_test.json",
                "C2SP chunked encryption (Cobblestone-256)", new WycheproofChunkedCheck(true)));
        for (String prf : PBES2_PRFS) {
            for (int bits : new int[] {128, 192, 256}) {
                String hmac = "HmacSHA" + prf.substring("hmacsha".length());
                all.add(new WycheproofSuite(DIR + "pbes2_" + prf + "_aes_" + bits + "_test.json",
                        "PBES2 with " + hmac + " and AES-" + bits, new WycheproofPbeCheck(hmac, bits / 8)));
            }
        }
        for (String f : FF1) {
            all.add(new WycheproofSuite(DIR + "aes_ff1_" + f + "_test.json", "AES-FF1 (SP 800-38G Rev. 1)",
                    new WycheproofFpeCheck()));
        }
        return all;
    }
}
