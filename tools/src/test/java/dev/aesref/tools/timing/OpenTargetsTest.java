package dev.aesref.tools.timing;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.engines.Engines;
import dev.aesref.keywrap.Kwp;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The timing targets of issue 25 prepare what they claim: every tag check fails in both classes,
 * class 0 always in the first tag byte by one bit and class 1 in every tag byte over the draws,
 * and the unchanged sealed message opens (so run() reaches the check itself); the XTS and FF1
 * decryptions see zeros or fresh values; and each leaking control stops where the input first
 * differs.
 */
class OpenTargetsTest {

    private static final int DRAWS = 300;

    @TestFactory
    List<DynamicTest> everyTagCheckFailsInTheFirstOrARandomTagByte() {
        return TagCheckTargets.all(Engines.byName("nohw")).stream()
                .map(t -> DynamicTest.dynamicTest(t.name(), () -> checkTagCheck(t))).toList();
    }

    private static void checkTagCheck(TagCheckTargets.TagCheck t) {
        assertFalse(t.leakyControl());
        SplittableRandom rnd = new SplittableRandom(1);
        t.prepare(0, rnd);
        assertEquals(t.tagAt, t.wrongAt);
        assertEquals(1, t.delta);
        assertEquals(Set.of(t.tagAt), differences(t.sealed, t.in));
        assertEquals(-1, t.run(), "class 0 fails");
        Set<Integer> places = new HashSet<>();
        for (int i = 0; i < DRAWS; i++) {
            t.prepare(1, rnd);
            assertEquals(Set.of(t.wrongAt), differences(t.sealed, t.in));
            assertTrue(t.wrongAt >= t.tagAt && t.wrongAt < t.tagAt + t.tagBytes);
            places.add(t.wrongAt);
            assertEquals(-1, t.run(), "class 1 fails");
        }
        assertEquals(t.tagBytes, places.size(), "every tag byte is wrong in some draw");
        System.arraycopy(t.sealed, 0, t.in, 0, t.in.length);
        assertEquals(64, t.run(), "the sealed message opens to its 64 bytes: run() reaches the check");

        TagCheckTargets.TagCheck control = t.earlyExitControl();
        assertTrue(control.leakyControl());
        assertEquals("control/" + t.name().replace('/', '-') + "-early-exit", control.name());
        for (int i = 0; i < 50; i++) {
            control.prepare(i & 1, rnd);
            assertEquals(control.wrongAt, control.run(), "the control stops at the wrong byte");
        }
        System.arraycopy(t.sealed, 0, control.in, 0, control.in.length);
        assertEquals(-1, control.run(), "the right tag is compared to its end");
    }

    /**
     * The tag is the last 16 bytes of the sealed message (80 bytes; 96 for CBC-HMAC, whose 64
     * bytes gain a full block of PKCS#7 padding), but SIV's V || C puts it first (RFC 5297 2.6).
     */
    @Test
    void theTagIsWhereEachModePutsIt() {
        for (TagCheckTargets.TagCheck t : TagCheckTargets.all(Engines.byName("nohw"))) {
            boolean cbcHmac = t.name().equals("nohw/cbc-hmac-open");
            assertEquals(cbcHmac ? 96 : 80, t.sealed.length, t.name());
            assertEquals(16, t.tagBytes, t.name());
            assertEquals(t.name().equals("nohw/siv-open") ? 0 : cbcHmac ? 80 : 64, t.tagAt, t.name());
        }
    }

    @Test
    void bytesAreTheSeedsDraws() {
        byte[] expected = new byte[16];
        new SplittableRandom(20).nextBytes(expected);
        assertArrayEquals(expected, TagCheckTargets.bytes(20, 16));
        assertFalse(java.util.Arrays.equals(expected, TagCheckTargets.bytes(21, 16)));
    }

    /** The provider's target holds a message that the JDK's own GCM accepts. */
    @Test
    void theProvidersGcmTargetHoldsAMessageSunJceOpens() throws Exception {
        TagCheckTargets.TagCheck t = TagCheckTargets.providerGcm();
        Cipher jdk = Cipher.getInstance("AES/GCM/NoPadding", "SunJCE");
        jdk.init(Cipher.DECRYPT_MODE, new SecretKeySpec(TagCheckTargets.bytes(28, 16), "AES"),
                new GCMParameterSpec(128, TagCheckTargets.bytes(29, 12)));
        jdk.updateAAD(TagCheckTargets.bytes(30, 16));
        assertArrayEquals(TagCheckTargets.bytes(31, 64), jdk.doFinal(t.sealed));
    }

    @Test
    void kwpIntegrityCheckFailsInTheFirstOrARandomByte() throws Exception {
        Targets.KwUnwrap t = Targets.kwpUnwrap(Engines.byName("nohw"));
        assertEquals("nohw/kwp-unwrap", t.name());
        SplittableRandom rnd = new SplittableRandom(2);
        t.prepare(0, rnd);
        assertArrayEquals(Targets.wrongAt(Targets.KWP_AIV_32, 0, 1), t.unwrapsTo);
        assertEquals(-1, t.run());
        Set<Integer> places = new HashSet<>();
        for (int i = 0; i < DRAWS; i++) {
            t.prepare(1, rnd);
            assertEquals(Set.of(t.wrongAt), differences(Targets.KWP_AIV_32, t.unwrapsTo));
            places.add(t.wrongAt);
            assertEquals(-1, t.run());
        }
        assertEquals(8, places.size());
        // With the right initial value, W gives exactly what KWP-AE gives (RFC 5649 section 4.1).
        Kwp kwp = Kwp.create(Engines.byName("nohw").expandKey(t.keyBytes));
        byte[] wrapped = kwp.wrap(t.plaintext);
        assertArrayEquals(wrapped, KwInputs.wrapFrom(t.key, Targets.KWP_AIV_32, t.plaintext));
        System.arraycopy(wrapped, 0, t.in, 0, 40);
        assertEquals(32, t.run(), "a valid wrapping unwraps: run() reaches the check itself");

        Targets.KwUnwrap control = t.earlyExitControl();
        assertTrue(control.leakyControl());
        for (int i = 0; i < 50; i++) {
            control.prepare(i & 1, rnd);
            assertEquals(control.wrongAt, control.run());
        }
    }

    @Test
    void xtsAndFf1DecryptSeeZerosOrFreshValues() {
        for (Targets.ZeroOrRandom t : List.of(Targets.xtsDecrypt(Engines.byName("nohw")),
                Targets.ff1Decrypt(Engines.byName("nohw")))) {
            SplittableRandom rnd = new SplittableRandom(3);
            t.prepare(0, rnd);
            assertArrayEquals(new int[t.in.length], t.in, t.name());
            assertArrayEquals(new byte[t.bytes.length], t.bytes, t.name());
            long fixed = t.run();
            Set<String> seen = new HashSet<>();
            for (int i = 0; i < DRAWS; i++) {
                t.prepare(1, rnd);
                for (int j = 0; j < t.in.length; j++) {
                    assertTrue(t.in[j] >= 0 && t.in[j] < t.bound);
                    assertEquals((byte) t.in[j], t.bytes[j]);
                }
                seen.add(java.util.Arrays.toString(t.in));
                t.run();
            }
            assertTrue(seen.size() > DRAWS - 2, t.name() + ": class 1 inputs are fresh");
            t.prepare(0, rnd);
            assertEquals(fixed, t.run(), t.name() + ": the fixed class gives the same output");

            Targets.ZeroOrRandom control = t.earlyExitControl();
            assertTrue(control.leakyControl());
            control.prepare(0, rnd);
            assertEquals(-1, control.run(), "an all-zero input is scanned to the end");
            control.prepare(1, rnd);
            int first = 0;
            while (control.in[first] == 0) {
                first++;
            }
            assertEquals(first, control.run(), "a random input stops at its first non-zero value");
        }
    }

    @Test
    void theNewTargetsAndTheirControlsAreListed() {
        List<String> names = Targets.all().stream().map(TimingTarget::name).toList();
        for (String n : List.of("nohw/ccm-open", "nohw/eax-open", "nohw/siv-open", "nohw/gcm-siv-open",
                "nohw/cbc-hmac-open", "jca/gcm-doFinal", "nohw/kwp-unwrap", "nohw/xts-decrypt", "nohw/ff1-decrypt")) {
            assertTrue(names.contains(n), n);
            String control = "control/" + n.replace('/', '-') + "-early-exit";
            assertTrue(Targets.byName(control).leakyControl(), control);
            assertTrue(names.indexOf(control) > names.indexOf("control/same-work"), "controls come last");
        }
    }

    private static Set<Integer> differences(byte[] a, byte[] b) {
        assertEquals(a.length, b.length);
        Set<Integer> d = new HashSet<>();
        for (int i = 0; i < a.length; i++) {
            if (a[i] != b[i]) {
                d.add(i);
            }
        }
        return d;
    }
}
