package dev.aesref.testkit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.CounterFlavour;
import java.lang.reflect.Method;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;

/** The JUnit 5 argument sources, used as another project would, and their exact output. */
class ArgumentSourcesTest {

    @ParameterizedTest
    @CounterBoundarySource(CounterFlavour.CTR128_BE)
    void theJdkCtrAgreesWithExpectedCtrOnEveryCtr128Case(CounterBoundaries.Case c) throws Exception {
        assertEquals(CounterFlavour.CTR128_BE, c.flavour());
        byte[] key = new byte[16];
        Cipher jdk = Cipher.getInstance("AES/CTR/NoPadding", "SunJCE");
        jdk.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "AES"), new IvParameterSpec(c.iv()));
        byte[] actual = new byte[c.length()];
        int pos = 0;
        for (int chunk : c.chunks()) {
            pos += jdk.update(new byte[chunk], 0, chunk, actual, pos);
        }
        assertArrayEquals(ExpectedCtr.of(c.flavour(), key, c.iv()).keystream(BigInteger.ZERO, c.length()), actual);
    }

    @ParameterizedTest
    @AesVectorSource(mode = AesVectorSource.Mode.GCM_COUNTER_WRAP)
    void theJdkGcmAgreesWithEveryCounterWrapVector(AesVector v) throws Exception {
        Cipher jdk = Cipher.getInstance("AES/GCM/NoPadding", "SunJCE");
        jdk.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(v.key(), "AES"), new GCMParameterSpec(128, v.iv()));
        jdk.updateAAD(v.aad());
        byte[] sealed = jdk.doFinal(v.msg());
        byte[] ct = v.ct();
        byte[] tag = v.tag();
        assertArrayEquals(ct, java.util.Arrays.copyOf(sealed, ct.length), v.toString());
        assertArrayEquals(tag, java.util.Arrays.copyOfRange(sealed, ct.length, sealed.length), v.toString());
        assertTrue(v.valid());
    }

    @CounterBoundarySource({CounterFlavour.XCTR, CounterFlavour.CTR64_BE})
    void twoFlavours() {}

    @CounterBoundarySource({})
    void noFlavour() {}

    private static List<Object> provided(String method, Class<?>... types) throws Exception {
        Method m = ArgumentSourcesTest.class.getDeclaredMethod(method, types);
        CounterBoundaryArgumentsProvider p = new CounterBoundaryArgumentsProvider();
        p.accept(m.getAnnotation(CounterBoundarySource.class));
        return p.provideArguments(null).map(a -> a.get()[0]).collect(Collectors.toList());
    }

    @Test
    void theCounterBoundarySourceGivesEachFlavoursCasesInOrder() throws Exception {
        List<Object> got = provided("twoFlavours");
        assertEquals(96 + 48, got.size());
        List<CounterBoundaries.Case> expected = new java.util.ArrayList<>(CounterBoundaries.of(CounterFlavour.XCTR));
        expected.addAll(CounterBoundaries.of(CounterFlavour.CTR64_BE));
        for (int i = 0; i < got.size(); i++) {
            assertEquals(expected.get(i).toString(), got.get(i).toString());
        }
        CounterBoundaryArgumentsProvider p = new CounterBoundaryArgumentsProvider();
        assertEquals(0, p.provideArguments(null).count(), "nothing before accept");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> provided("noFlavour"));
        assertEquals("@CounterBoundarySource needs at least one flavour", e.getMessage());
    }

    @AesVectorSource(mode = AesVectorSource.Mode.CBC_PKCS5)
    void cbc() {}

    @Test
    void theAesVectorSourceGivesEveryVectorOfTheModesFile() throws Exception {
        AesVectorArgumentsProvider p = new AesVectorArgumentsProvider();
        p.accept(ArgumentSourcesTest.class.getDeclaredMethod("cbc").getAnnotation(AesVectorSource.class));
        List<AesVector> cbc = p.provideArguments(null).map(Arguments::get).map(a -> (AesVector) a[0]).toList();
        assertEquals(216, cbc.size());
        assertEquals(144, cbc.stream().filter(v -> !v.valid()).count());
        AesVector first = cbc.get(0);
        assertEquals("wycheproof/aes_cbc_pkcs5_test.json tcId 1 (empty message)", first.toString());
        assertEquals("wycheproof/aes_cbc_pkcs5_test.json", first.file());
        assertEquals(1, first.tcId());
        assertEquals("empty message", first.comment());
        assertEquals("e34f15c7bd819930fe9d66e0c166e61c", CounterBoundaries.hex(first.key()));
        assertEquals("da9520f7d3520277035173299388bee2", CounterBoundaries.hex(first.iv()));
        assertEquals("b10ab60153276941361000414aed0a9d", CounterBoundaries.hex(first.ct()));
        assertEquals(0, first.msg().length);
        assertEquals(0, first.aad().length);
        assertEquals(0, first.tag().length);
        assertEquals(List.of("Pseudorandom"), first.flags());
        first.key()[0] ^= 1;
        assertEquals("e34f15c7bd819930fe9d66e0c166e61c", CounterBoundaries.hex(first.key()));

        Map<AesVectorSource.Mode, Integer> counts = Map.of(AesVectorSource.Mode.CTR, 96,
                AesVectorSource.Mode.CTR64_BE, 48, AesVectorSource.Mode.CTR32_BE, 24, AesVectorSource.Mode.XCTR, 96,
                AesVectorSource.Mode.GCM_COUNTER_WRAP, 24, AesVectorSource.Mode.GCM, 316, AesVectorSource.Mode.CCM, 552,
                AesVectorSource.Mode.EAX, 240, AesVectorSource.Mode.GCM_SIV, 202, AesVectorSource.Mode.CBC_PKCS5, 216);
        assertEquals(AesVectorSource.Mode.values().length, counts.size());
        for (Map.Entry<AesVectorSource.Mode, Integer> e : counts.entrySet()) {
            assertEquals((int) e.getValue(), AesVectors.of(e.getKey()).size(), e.getKey().toString());
        }
        AesVector gcm = AesVectors.of(AesVectorSource.Mode.GCM).get(0);
        assertEquals("wycheproof/aes_gcm_test.json tcId 1", gcm.toString());
        assertEquals(16, gcm.tag().length);
        assertEquals(87, AesVectors.of(AesVectorSource.Mode.GCM).stream().filter(v -> !v.valid()).count());
        assertEquals(12, AesVectors.of(AesVectorSource.Mode.GCM_COUNTER_WRAP).stream()
                .filter(v -> v.aad().length == 20).count());
    }
}
