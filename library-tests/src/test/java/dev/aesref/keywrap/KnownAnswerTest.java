package dev.aesref.keywrap;

import static org.junit.jupiter.api.Assertions.assertNull;

import dev.aesref.BlockEngine;
import dev.aesref.keywrap.KeyWrapCase.Algorithm;
import dev.aesref.keywrap.KeyWrapCase.Expect;
import java.util.HexFormat;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Published known answers for KW and KWP, typed in, on every engine: RFC 3394 section 4 (all six
 * examples), RFC 5649 section 6 (both examples), and one case from each NIST CAVP key-wrap file
 * family for the inverse-cipher forms ({@code KW_AE_128_inv.txt}, {@code KWP_AE_128_inv.txt}, first
 * case, COUNT = 0), plus one NIST AD FAIL case.
 */
class KnownAnswerTest {

    private static byte[] h(String s) {
        return HexFormat.of().parseHex(s.replace(" ", ""));
    }

    private static void valid(Algorithm alg, BlockEngine e, String kek, String msg, String ct) {
        assertNull(KeyWrapCase.check(alg, e, h(kek), h(msg), h(ct), Expect.VALID));
    }

    private static final String KEK128 = "000102030405060708090A0B0C0D0E0F";
    private static final String KEK192 = "000102030405060708090A0B0C0D0E0F1011121314151617";
    private static final String KEK256 = "000102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D1E1F";

    @ParameterizedTest
    @MethodSource("dev.aesref.EnginesUnderTest#stream")
    void rfc3394Section4(BlockEngine e) {
        // 4.1 Wrap 128 bits of Key Data with a 128-bit KEK
        valid(Algorithm.KW, e, KEK128, "00112233445566778899AABBCCDDEEFF",
                "1FA68B0A8112B447 AEF34BD8FB5A7B82 9D3E862371D2CFE5");
        // 4.2 Wrap 128 bits of Key Data with a 192-bit KEK
        valid(Algorithm.KW, e, KEK192, "00112233445566778899AABBCCDDEEFF",
                "96778B25AE6CA435 F92B5B97C050AED2 468AB8A17AD84E5D");
        // 4.3 Wrap 128 bits of Key Data with a 256-bit KEK
        valid(Algorithm.KW, e, KEK256, "00112233445566778899AABBCCDDEEFF",
                "64E8C3F9CE0F5BA2 63E9777905818A2A 93C8191E7D6E8AE7");
        // 4.4 Wrap 192 bits of Key Data with a 192-bit KEK
        valid(Algorithm.KW, e, KEK192, "00112233445566778899AABBCCDDEEFF0001020304050607",
                "031D33264E15D332 68F24EC260743EDC E1C6C7DDEE725A93 6BA814915C6762D2");
        // 4.5 Wrap 192 bits of Key Data with a 256-bit KEK
        valid(Algorithm.KW, e, KEK256, "00112233445566778899AABBCCDDEEFF0001020304050607",
                "A8F9BC1612C68B3F F6E6F4FBE30E71E4 769C8B80A32CB895 8CD5D17D6B254DA1");
        // 4.6 Wrap 256 bits of Key Data with a 256-bit KEK
        valid(Algorithm.KW, e, KEK256, "00112233445566778899AABBCCDDEEFF000102030405060708090A0B0C0D0E0F",
                "28C9F404C4B810F4 CBCCB35CFB87F826 3F5786E2D80ED326 CBC7F0E71A99F43B FB988B9B7A02DD21");
    }

    @ParameterizedTest
    @MethodSource("dev.aesref.EnginesUnderTest#stream")
    void rfc5649Section6(BlockEngine e) {
        String kek = "5840df6e29b02af1 ab493b705bf16ea1 ae8338f4dcc176a8";
        // 20 octets of key data: the W path
        valid(Algorithm.KWP, e, kek, "c37b7e6492584340 bed1220780894115 5068f738",
                "138bdeaa9b8fa7fc 61f97742e72248ee 5ae6ae5360d1ae6a 5f54f373fa543b6a");
        // 7 octets of key data: the one-block path
        valid(Algorithm.KWP, e, kek, "466f7250617369", "afbeb0f07dfbf541 9200f2ccb50bb24f");
    }

    @ParameterizedTest
    @MethodSource("dev.aesref.EnginesUnderTest#stream")
    void nistInverseCipherAndFailCases(BlockEngine e) {
        // NIST CAVP keywrap/kwtestvectors, KW_AE_128_inv.txt, PLAINTEXT LENGTH = 128, COUNT = 0
        valid(Algorithm.KW_INV, e, "e88ba734ea243480a6129366753b58eb", "d140ac16a44c1c2b3f47037ea8898a3e",
                "600861ee14320006f0ae55c46d5e1ebf3303751df7f038df");
        // KWP_AE_128_inv.txt, PLAINTEXT LENGTH = 8, COUNT = 0: the one-block case with CIPH^-1
        valid(Algorithm.KWP_INV, e, "1c321a356b0ee25e30de2d618c1facbe", "42", "3ddf22da3080a1a5252574c76f833790");
        // KW_AD_128.txt, COUNT = 1 and KWP_AD_128_inv.txt, COUNT = 4: marked FAIL
        assertNull(KeyWrapCase.check(Algorithm.KW, e, h("5d4899ee66beff1bda1fc717a1ad4c50"), new byte[0],
                h("bb7fd0bce778bd775e4e88d904d26a7134364c53a6c493a0"), Expect.UNWRAP_FAILS));
        assertNull(KeyWrapCase.check(Algorithm.KWP_INV, e, h("6396fd2a833648b1844c93334ecf8fd1"), new byte[0],
                h("e33984ab4f8ea18390a9d9f329965cab"), Expect.UNWRAP_FAILS));
        // KW_AD_128.txt, COUNT = 0 (AD direction only)
        assertNull(KeyWrapCase.check(Algorithm.KW, e, h("1cbd2f79078b9500fae23696311953eb"),
                h("9c4e675277a3bdc3a071048b327a011e"), h("ecbd7a17c5da3cfdfe2225d2bf9ac7abce78c2b2aefa6eac"),
                Expect.UNWRAP_ONLY));
    }
}
