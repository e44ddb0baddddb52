package dev.aesref.testkit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.aesref.BlockEngine;
import dev.aesref.CounterFlavour;
import dev.aesref.engines.Engines;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The JDK-backed oracles against NIST SP 800-38A, Appendix F.5.1 (CTR-AES128.Encrypt): four
 * blocks from the counter block f0f1...feff, whose low bytes carry on the third block.
 */
class JdkAesEngineTest {

    private static final HexFormat HEX = HexFormat.of();
    private static final byte[] KEY = HEX.parseHex("2b7e151628aed2a6abf7158809cf4f3c");
    private static final byte[] COUNTER = HEX.parseHex("f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff");
    private static final byte[] PLAINTEXT = HEX.parseHex("6bc1bee22e409f96e93d7e117393172a"
            + "ae2d8a571e03ac9c9eb76fac45af8e51" + "30c81c46a35ce411e5fbc1191a0a52ef"
            + "f69f2445df4f9b17ad2b417be66c3710");
    private static final byte[] CIPHERTEXT = HEX.parseHex("874d6191b620e3261bef6864990db6ce"
            + "9806f66b7970fdff8617187bb9fffdff" + "5ae4df3edbd5d35e5b4f09020db03eab"
            + "1e031dda2fbe03d1792170a0f3009cee");

    @Test
    void ctr128GivesSp80038aF51() {
        assertArrayEquals(CIPHERTEXT, JdkAesEngine.ctr128(KEY, COUNTER, PLAINTEXT));
    }

    @Test
    void ctrAtGivesSp80038aF51FromAnyBlock() {
        assertArrayEquals(CIPHERTEXT, JdkAesEngine.ctrAt(KEY, CounterFlavour.CTR128_BE, COUNTER, 0, PLAINTEXT));
        assertArrayEquals(Arrays.copyOfRange(CIPHERTEXT, 32, 64), JdkAesEngine.ctrAt(KEY, CounterFlavour.CTR128_BE,
                COUNTER, 2, Arrays.copyOfRange(PLAINTEXT, 32, 64)));
    }

    @Test
    void ecbGivesFips197AppendixC1BothWays() {
        byte[] key = HEX.parseHex("000102030405060708090a0b0c0d0e0f");
        byte[] pt = HEX.parseHex("00112233445566778899aabbccddeeff");
        byte[] ct = HEX.parseHex("69c4e0d86a7b0430d8cdb78070b4c55a");
        assertArrayEquals(ct, JdkAesEngine.ecb(true, key, pt));
        assertArrayEquals(pt, JdkAesEngine.ecb(false, key, ct));
    }

    @Test
    void andEveryRegisteredEngineIsTheRegistryThenThisEngine() {
        List<BlockEngine> all = JdkAesEngine.andEveryRegisteredEngine();
        assertEquals(Engines.all(), all.subList(0, all.size() - 1));
        assertSame(JdkAesEngine.INSTANCE, all.get(all.size() - 1));
    }

    @Test
    void itsNameIsItsText() {
        assertEquals("jdk-test", JdkAesEngine.INSTANCE.name());
        assertEquals("jdk-test", JdkAesEngine.INSTANCE.toString());
    }
}
