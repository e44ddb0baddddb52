package dev.aesref.examples;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.aesref.CounterFlavour;
import dev.aesref.testkit.AesVector;
import dev.aesref.testkit.AesVectorSource;
import dev.aesref.testkit.CounterBoundaries;
import dev.aesref.testkit.CounterBoundarySource;
import dev.aesref.testkit.ExpectedCtr;
import java.math.BigInteger;
import java.security.GeneralSecurityException;
import javax.crypto.Cipher;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;

/**
 * What a project with its own AES/CTR would write: here the implementation under test is the
 * JDK's {@code AES/CTR/NoPadding} (SunJCE), and aesref's test kit supplies the cases and the
 * expected answers.
 */
class JdkCtrTest {

    private static final byte[] KEY = "example key 16 b".getBytes(java.nio.charset.StandardCharsets.US_ASCII);

    private static Cipher underTest(byte[] iv) throws GeneralSecurityException {
        Cipher c = Cipher.getInstance("AES/CTR/NoPadding", "SunJCE");
        c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(KEY, "AES"), new IvParameterSpec(iv));
        return c;
    }

    /** Every counter boundary of the whole-block counter, fed in the case's chunks. */
    @ParameterizedTest
    @CounterBoundarySource(CounterFlavour.CTR128_BE)
    void crossesEveryCounterBoundary(CounterBoundaries.Case c) throws GeneralSecurityException {
        Cipher ctr = underTest(c.iv());
        byte[] out = new byte[c.length()];
        int pos = 0;
        for (int chunk : c.chunks()) {
            pos += ctr.update(new byte[chunk], 0, chunk, out, pos);
        }
        assertEquals(c.length(), pos);
        assertArrayEquals(ExpectedCtr.of(CounterFlavour.CTR128_BE, KEY, c.iv()).keystream(BigInteger.ZERO, c.length()),
                out, c.toString());
    }

    /** Block 2^64 - 2 of the stream from a zero IV: the JDK starts there from IV 2^64 - 2. */
    @Test
    void reachesBlock2To64Minus2() throws GeneralSecurityException {
        BigInteger at = BigInteger.ONE.shiftLeft(64).subtract(BigInteger.TWO);
        byte[] iv = new byte[16];
        byte[] start = at.toByteArray();
        System.arraycopy(start, 0, iv, 16 - start.length, start.length);
        byte[] jdk = underTest(iv).doFinal(new byte[64]);
        assertArrayEquals(ExpectedCtr.of(CounterFlavour.CTR128_BE, KEY, new byte[16]).keystream(at, 64), jdk);
    }

    /** aesref's exported CTR vectors, as a parameter source. */
    @ParameterizedTest
    @AesVectorSource(mode = AesVectorSource.Mode.CTR)
    void agreesWithTheExportedVectors(AesVector v) throws GeneralSecurityException {
        Cipher c = Cipher.getInstance("AES/CTR/NoPadding", "SunJCE");
        c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(v.key(), "AES"), new IvParameterSpec(v.iv()));
        assertArrayEquals(v.ct(), c.doFinal(v.msg()), v.toString());
    }
}
