package dev.aesref.internal.fips197;

import org.junit.jupiter.api.Test;

import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;
import java.util.HexFormat;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** The Equivalent Inverse Cipher of FIPS-197 section 5.3.5. */
class EquivalentInverseCipherTest {

    /**
     * The modified schedule leaves the first and last round keys alone and passes the others
     * through InvMixColumns. AES-192 example with the key of FIPS-197 Appendix C.2: the last two
     * round keys of dw, d6bebd0d c209ea49 4db07380 3e021bb9 and then w[48..51] unchanged
     * (a4970a33..., the C.2 round[12].k_sch), as given by a public Julia test of the Equivalent
     * Inverse key expansion (testEqInvKeyExpansion192).
     */
    @Test
    void modifiedScheduleOfAppendixC2Key() {
        int[] w = SpecKeySchedule.keyExpansion(HexFormat.of().parseHex("000102030405060708090a0b0c0d0e0f1011121314151617"));
        int[] dw = SpecKeySchedule.equivalentInverse(w);
        assertEquals(w.length, dw.length);
        for (int i = 0; i < 4; i++) {
            assertEquals(w[i], dw[i], "dw[" + i + "]");
            assertEquals(w[48 + i], dw[48 + i], "dw[" + (48 + i) + "]");
        }
        int[] round11 = {0xd6bebd0d, 0xc209ea49, 0x4db07380, 0x3e021bb9};
        for (int i = 0; i < 4; i++) {
            assertEquals(round11[i], dw[44 + i], "dw[" + (44 + i) + "]");
        }
    }

    /** Decrypts like the JDK for random keys of every size. */
    @Test
    void decryptsLikeTheJdk() throws Exception {
        Random rnd = new Random(Long.getLong("aesref.seed", 0x5eedL));
        for (int n = 0; n < 12; n++) {
            byte[] key = new byte[16 + 8 * (n % 3)];
            rnd.nextBytes(key);
            byte[] ct = new byte[16];
            rnd.nextBytes(ct);
            Cipher jdk = Cipher.getInstance("AES/ECB/NoPadding");
            jdk.init(Cipher.DECRYPT_MODE, new SecretKeySpec(key, "AES"));
            State st = new State();
            st.load(ct, 0);
            dev.aesref.internal.fips197.CipherRoutine.eqInvCipher(st,
                    SpecKeySchedule.equivalentInverse(SpecKeySchedule.keyExpansion(key)), Observer.NONE);
            assertArrayEquals(jdk.doFinal(ct), st.toBytes(), "key " + HexFormat.of().formatHex(key));
        }
    }

    /**
     * The scratch State that carries each InvMixColumns'd round key is clear afterwards (STYLE
     * rule 6): the last one it held is a round key of the decryption schedule.
     */
    @Test
    void theScratchStateIsClearAfterwards() {
        int[] w = SpecKeySchedule.keyExpansion(HexFormat.of().parseHex("000102030405060708090a0b0c0d0e0f"));
        State scratch = new State();
        int[] dw = SpecKeySchedule.equivalentInverse(w, scratch);
        assertArrayEquals(dw, SpecKeySchedule.equivalentInverse(w));
        for (int[] row : scratch.s) {
            assertArrayEquals(new int[4], row);
        }
        assertArrayEquals(new int[4], scratch.scratch);
    }
}
