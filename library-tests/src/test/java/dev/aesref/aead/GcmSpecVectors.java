package dev.aesref.aead;

import java.util.HexFormat;
import java.util.List;

/**
 * The 18 test cases of D. McGrew and J. Viega, "The Galois/Counter Mode of Operation (GCM)",
 * revised version of 2005-05-31, Appendix B ("AES Test Vectors"): AES-128 (cases 1-6), AES-192
 * (7-12) and AES-256 (13-18). Cases 5, 11 and 17 use a 64-bit IV and cases 6, 12 and 18 a 480-bit
 * IV, so J0 comes from GHASH (SP 800-38D, section 7.1, step 2); the others use 96-bit IVs. Tags
 * are 128 bits.
 */
final class GcmSpecVectors {

    private GcmSpecVectors() {}

    record Case(int number, byte[] key, byte[] plaintext, byte[] aad, byte[] iv,
                byte[] ciphertext, byte[] tag) {
        @Override
        public String toString() {
            return "test case " + number;
        }
    }

    private static final HexFormat HEX = HexFormat.of();

    private static Case c(int n, String k, String p, String a, String iv, String c, String t) {
        return new Case(n, HEX.parseHex(k), HEX.parseHex(p), HEX.parseHex(a), HEX.parseHex(iv),
                HEX.parseHex(c), HEX.parseHex(t));
    }

    private static final String K0_128 = "00000000000000000000000000000000";
    private static final String K0_192 = "000000000000000000000000000000000000000000000000";
    private static final String K0_256 =
            "0000000000000000000000000000000000000000000000000000000000000000";
    private static final String K_128 = "feffe9928665731c6d6a8f9467308308";
    private static final String K_192 = "feffe9928665731c6d6a8f9467308308feffe9928665731c";
    private static final String K_256 =
            "feffe9928665731c6d6a8f9467308308feffe9928665731c6d6a8f9467308308";
    private static final String P64 = "d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a72"
            + "1c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b391aafd255";
    private static final String P60 = P64.substring(0, 120);
    private static final String A20 = "feedfacedeadbeeffeedfacedeadbeefabaddad2";
    private static final String IV96 = "cafebabefacedbaddecaf888";
    private static final String IV64 = "cafebabefacedbad";
    private static final String IV480 = "9313225df88406e555909c5aff5269aa6a7a9538534f7da1e4c303d2a318a728"
            + "c3c0c95156809539fcf0e2429a6b525416aedbf5a0de6a57a637b39b";
    private static final String Z16 = "00000000000000000000000000000000";
    private static final String Z12 = "000000000000000000000000";

    static final List<Case> CASES = List.of(
            c(1, K0_128, "", "", Z12, "", "58e2fccefa7e3061367f1d57a4e7455a"),
            c(2, K0_128, Z16, "", Z12, "0388dace60b6a392f328c2b971b2fe78",
                    "ab6e47d42cec13bdf53a67b21257bddf"),
            c(3, K_128, P64, "", IV96,
                    "42831ec2217774244b7221b784d0d49ce3aa212f2c02a4e035c17e2329aca12e"
                    + "21d514b25466931c7d8f6a5aac84aa051ba30b396a0aac973d58e091473f5985",
                    "4d5c2af327cd64a62cf35abd2ba6fab4"),
            c(4, K_128, P60, A20, IV96,
                    "42831ec2217774244b7221b784d0d49ce3aa212f2c02a4e035c17e2329aca12e"
                    + "21d514b25466931c7d8f6a5aac84aa051ba30b396a0aac973d58e091",
                    "5bc94fbc3221a5db94fae95ae7121a47"),
            c(5, K_128, P60, A20, IV64,
                    "61353b4c2806934a777ff51fa22a4755699b2a714fcdc6f83766e5f97b6c7423"
                    + "73806900e49f24b22b097544d4896b424989b5e1ebac0f07c23f4598",
                    "3612d2e79e3b0785561be14aaca2fccb"),
            c(6, K_128, P60, A20, IV480,
                    "8ce24998625615b603a033aca13fb894be9112a5c3a211a8ba262a3cca7e2ca7"
                    + "01e4a9a4fba43c90ccdcb281d48c7c6fd62875d2aca417034c34aee5",
                    "619cc5aefffe0bfa462af43c1699d050"),
            c(7, K0_192, "", "", Z12, "", "cd33b28ac773f74ba00ed1f312572435"),
            c(8, K0_192, Z16, "", Z12, "98e7247c07f0fe411c267e4384b0f600",
                    "2ff58d80033927ab8ef4d4587514f0fb"),
            c(9, K_192, P64, "", IV96,
                    "3980ca0b3c00e841eb06fac4872a2757859e1ceaa6efd984628593b40ca1e19c"
                    + "7d773d00c144c525ac619d18c84a3f4718e2448b2fe324d9ccda2710acade256",
                    "9924a7c8587336bfb118024db8674a14"),
            c(10, K_192, P60, A20, IV96,
                    "3980ca0b3c00e841eb06fac4872a2757859e1ceaa6efd984628593b40ca1e19c"
                    + "7d773d00c144c525ac619d18c84a3f4718e2448b2fe324d9ccda2710",
                    "2519498e80f1478f37ba55bd6d27618c"),
            c(11, K_192, P60, A20, IV64,
                    "0f10f599ae14a154ed24b36e25324db8c566632ef2bbb34f8347280fc4507057"
                    + "fddc29df9a471f75c66541d4d4dad1c9e93a19a58e8b473fa0f062f7",
                    "65dcc57fcf623a24094fcca40d3533f8"),
            c(12, K_192, P60, A20, IV480,
                    "d27e88681ce3243c4830165a8fdcf9ff1de9a1d8e6b447ef6ef7b79828666e45"
                    + "81e79012af34ddd9e2f037589b292db3e67c036745fa22e7e9b7373b",
                    "dcf566ff291c25bbb8568fc3d376a6d9"),
            c(13, K0_256, "", "", Z12, "", "530f8afbc74536b9a963b4f1c4cb738b"),
            c(14, K0_256, Z16, "", Z12, "cea7403d4d606b6e074ec5d3baf39d18",
                    "d0d1c8a799996bf0265b98b5d48ab919"),
            c(15, K_256, P64, "", IV96,
                    "522dc1f099567d07f47f37a32a84427d643a8cdcbfe5c0c97598a2bd2555d1aa"
                    + "8cb08e48590dbb3da7b08b1056828838c5f61e6393ba7a0abcc9f662898015ad",
                    "b094dac5d93471bdec1a502270e3cc6c"),
            c(16, K_256, P60, A20, IV96,
                    "522dc1f099567d07f47f37a32a84427d643a8cdcbfe5c0c97598a2bd2555d1aa"
                    + "8cb08e48590dbb3da7b08b1056828838c5f61e6393ba7a0abcc9f662",
                    "76fc6ece0f4e1768cddf8853bb2d551b"),
            c(17, K_256, P60, A20, IV64,
                    "c3762df1ca787d32ae47c13bf19844cbaf1ae14d0b976afac52ff7d79bba9de0"
                    + "feb582d33934a4f0954cc2363bc73f7862ac430e64abe499f47c9b1f",
                    "3a337dbf46a792c45e454913fe2ea8f2"),
            c(18, K_256, P60, A20, IV480,
                    "5a8def2f0c9e53f1f75d7853659e2a20eeb2b22aafde6419a058ab4f6f746bf4"
                    + "0fc0c3b780f244452da3ebf1c5d82cdea2418997200ef82e44ae7e3f",
                    "a44a8266ee1c8eb0c8b5d4cf5ae9f19a"));
}
