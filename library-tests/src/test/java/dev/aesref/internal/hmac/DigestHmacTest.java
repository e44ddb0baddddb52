package dev.aesref.internal.hmac;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.harness.Residue;
import dev.aesref.harness.Seeds;
import java.util.SplittableRandom;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@link DigestHmac} against the JDK's HMAC (the oracle), for keys shorter than, as long as and
 * longer than the block (RFC 2104 hashes the last kind first), over several messages under one
 * key; and {@link DigestHmac#destroy()} leaves no non-zero array reachable ({@link Residue}: the
 * pads and the inner hash are this class's; the digest's own state is the JDK's).
 */
class DigestHmacTest {

    @ParameterizedTest(name = "{0}, {3}-byte key")
    @CsvSource({
        "HmacSHA256, SHA-256, 64, 0", "HmacSHA256, SHA-256, 64, 16", "HmacSHA256, SHA-256, 64, 64",
        "HmacSHA256, SHA-256, 64, 65", "HmacSHA512, SHA-512, 128, 32", "HmacSHA512, SHA-512, 128, 128",
        "HmacSHA512, SHA-512, 128, 200", "HmacSHA1, SHA-1, 64, 20",
    })
    void matchesTheJdkAndIsWipedByDestroy(String jdkName, String digest, int block, int keyBytes) throws Exception {
        SplittableRandom rnd = Seeds.random(0xD16E57L + keyBytes);
        byte[] key = Seeds.bytes(rnd, keyBytes);
        DigestHmac mine = new DigestHmac(digest, block, key);
        Mac jdk = Mac.getInstance(jdkName);
        jdk.init(keyBytes == 0 ? new HmacKey(key, jdkName) : new SecretKeySpec(key, jdkName));
        assertEquals(jdk.getMacLength(), mine.macLength());
        for (int len : new int[] {0, 1, 63, 64, 129, 300}) {
            byte[] msg = Seeds.bytes(rnd, len);
            byte[] out = new byte[mine.macLength() + 3];
            mine.update((byte) 0x42);
            mine.update(msg, 0, len);
            mine.doFinal(out, 3);
            jdk.update((byte) 0x42);
            jdk.update(msg);
            byte[] expected = jdk.doFinal();
            assertArrayEquals(expected, java.util.Arrays.copyOfRange(out, 3, out.length), "message of " + len);
            dev.aesref.harness.Fields.assertZero(DigestHmac.class, mine, "inner");
        }
        assertFalse(mine.isDestroyed());
        mine.destroy();
        assertTrue(mine.isDestroyed());
        Residue.assertClean(digest + " DigestHmac", mine);
        assertThrows(IllegalStateException.class, () -> mine.update((byte) 1));
        assertThrows(IllegalStateException.class, () -> mine.update(new byte[4], 1, 2));
        assertThrows(IllegalStateException.class, () -> mine.doFinal(new byte[64], 0));
    }

    @org.junit.jupiter.api.Test
    void refusesAnUnknownDigestAndAShortOutputByName() {
        assertThrows(IllegalArgumentException.class, () -> new DigestHmac("SHA-0", 64, new byte[16]));
        DigestHmac h = new DigestHmac("SHA-256", 64, new byte[16]);
        IndexOutOfBoundsException e = assertThrows(IndexOutOfBoundsException.class, () -> h.doFinal(new byte[40], 9));
        assertTrue(e.getMessage().contains("out"), e.getMessage());
    }
}
