package dev.aesref.testkit.check;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.BlockEngine;
import dev.aesref.engines.Engines;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * The random differential's parameters, against the standards that bound them (the expected sets
 * come from the standards, not from the generator): every key size a mode takes, every nonce and
 * tag length it allows, message lengths in whole units, and a tampered copy wherever a correct
 * decryption must reject one.
 */
class RandomCasesTest {

    private static final int COUNT = 400;

    /**
     * The engine that answers the cases these tests draw. They test what is drawn, not the
     * answers, and {@code spec}, the check's own choice, makes the answers about nine times as
     * slowly; {@link #anotherAnsweringEngineGivesTheSameCases} shows that the draws are the same
     * either way. The answers themselves are compared with SunJCE's and Bouncy Castle's by
     * {@code CheckerTest}.
     */
    private static final BlockEngine ANSWERS = Engines.byName("vpaes");

    /**
     * Each target's cases, made once per test method: JUnit makes an instance per method. They are
     * not shared between methods (no {@code PER_CLASS}, nothing static): PIT credits a test with
     * the code it ran, so cases made in one method and read in another would leave the second
     * method covering nothing of {@link RandomCases}, and PIT would not run it against
     * {@code RandomCases}' mutants.
     */
    private final Map<Target, List<CheckCase>> made = new EnumMap<>(Target.class);

    private List<CheckCase> cases(Target t) {
        return made.computeIfAbsent(t, x -> RandomCases.of(x, 7, COUNT, 0, ANSWERS));
    }

    private List<CheckCase> encryptions(Target t) {
        return cases(t).stream().filter(CheckCase::encrypt).toList();
    }

    private static Set<Integer> range(int from, int to, int step) {
        return IntStream.iterate(from, i -> i <= to, i -> i + step).boxed().collect(Collectors.toCollection(TreeSet::new));
    }

    @Test
    void anotherAnsweringEngineGivesTheSameCases() {
        for (Target t : Target.values()) {
            List<CheckCase> checks = RandomCases.of(t, 7, 6, 0);
            List<CheckCase> drawn = RandomCases.of(t, 7, 6, 0, ANSWERS);
            assertEquals(checks.size(), drawn.size(), t::toString);
            assertTrue(checks.size() >= 6, t::toString);
            for (int i = 0; i < checks.size(); i++) {
                CheckCase a = checks.get(i);
                CheckCase b = drawn.get(i);
                assertEquals(a.origin(), b.origin());
                assertEquals(List.of(a.encrypt(), a.expect(), a.path(), a.chunk(), a.tagBits()),
                        List.of(b.encrypt(), b.expect(), b.path(), b.chunk(), b.tagBits()), a::origin);
                assertArrayEquals(a.key(), b.key(), a::origin);
                assertArrayEquals(a.iv(), b.iv(), a::origin);
                assertArrayEquals(a.aad(), b.aad(), a::origin);
                assertArrayEquals(a.input(), b.input(), a::origin);
                assertArrayEquals(a.expected(), b.expected(), a::origin);
            }
        }
    }

    @Test
    void theFamiliesThatAuthenticateAndTakeATagLength() {
        Set<Target.Family> authenticated = new TreeSet<>();
        Set<Target.Family> tagged = new TreeSet<>();
        for (Target.Family f : Target.Family.values()) {
            if (f.authenticated()) {
                authenticated.add(f);
            }
            if (f.hasTagLength()) {
                tagged.add(f);
            }
        }
        assertEquals(Set.of(Target.Family.GCM, Target.Family.CCM, Target.Family.EAX, Target.Family.GCM_SIV,
                Target.Family.KW, Target.Family.KWP), authenticated);
        assertEquals(Set.of(Target.Family.GCM, Target.Family.CCM, Target.Family.EAX, Target.Family.GCM_SIV), tagged);
    }

    @Test
    void everyKeySizeOfTheStandard() {
        for (Target t : Target.values()) {
            Set<Integer> sizes = cases(t).stream().map(c -> c.key().length).collect(Collectors.toSet());
            // RFC 8452 defines GCM-SIV for AES-128 and AES-256 only; FIPS 197 has three key sizes.
            assertEquals(t == Target.GCM_SIV ? Set.of(16, 32) : Set.of(16, 24, 32), sizes, t::toString);
        }
    }

    @Test
    void everyNonceLengthTheModeAllows() {
        for (Target t : List.of(Target.ECB, Target.AES_WRAP, Target.KWP, Target.CMAC)) {
            cases(t).forEach(c -> assertNull(c.iv(), t::toString));
        }
        for (Target t : List.of(Target.CBC, Target.CBC_PKCS5, Target.CTR)) {
            assertEquals(Set.of(16), ivLengths(t), t::toString);
        }
        assertEquals(range(7, 13, 1), ivLengths(Target.CCM)); // SP 800-38C A.1
        assertEquals(Set.of(12), ivLengths(Target.GCM_SIV)); // RFC 8452: 96-bit nonces
        for (Target t : List.of(Target.GCM, Target.GMAC, Target.EAX)) {
            Set<Integer> lengths = ivLengths(t);
            int usual = t == Target.EAX ? 16 : 12;
            assertTrue(lengths.contains(usual) && lengths.size() > 8 && range(1, 32, 1).containsAll(lengths),
                    () -> t + " " + lengths);
            long usualCount = encryptions(t).stream().filter(c -> c.iv().length == usual).count();
            assertTrue(usualCount > encryptions(t).size() / 2, () -> t + ": the usual nonce is the common one");
        }
    }

    private Set<Integer> ivLengths(Target t) {
        return cases(t).stream().map(c -> c.iv().length).collect(Collectors.toCollection(TreeSet::new));
    }

    @Test
    void everyTagLengthTheModeAllows() {
        assertEquals(range(96, 128, 8), tagBits(Target.GCM)); // SP 800-38D 5.2.1.2, 96 to 128 bits
        assertEquals(range(32, 128, 16), tagBits(Target.CCM)); // SP 800-38C A.1: 4, 6, ..., 16 bytes
        for (Target t : List.of(Target.EAX, Target.GCM_SIV, Target.CMAC, Target.GMAC)) {
            assertEquals(Set.of(128), tagBits(t), t::toString);
        }
        for (Target t : List.of(Target.ECB, Target.CBC, Target.CTR, Target.KW, Target.KWP)) {
            assertEquals(Set.of(0), tagBits(t), t::toString);
        }
    }

    private Set<Integer> tagBits(Target t) {
        return cases(t).stream().map(CheckCase::tagBits).collect(Collectors.toCollection(TreeSet::new));
    }

    @Test
    void messageLengthsInWholeUnits() {
        assertEquals(range(0, 96, 16), lengths(Target.ECB));
        assertEquals(range(0, 96, 16), lengths(Target.CBC));
        assertEquals(range(16, 56, 8), lengths(Target.KW)); // SP 800-38F: two semiblocks or more
        // KWP takes any length from 1 (RFC 5649); CTR any length: most of 1..64 and 0..99 are drawn.
        assertTrue(range(1, 64, 1).containsAll(lengths(Target.KWP)) && lengths(Target.KWP).size() > 56);
        assertTrue(range(0, 99, 1).containsAll(lengths(Target.CTR)) && lengths(Target.CTR).size() > 90);
    }

    private Set<Integer> lengths(Target t) {
        return encryptions(t).stream().map(c -> c.input().length).collect(Collectors.toCollection(TreeSet::new));
    }

    @Test
    void eachEncryptionIsDecryptedAndTamperedWhereADecryptionMustReject() {
        for (Target t : Target.values()) {
            List<CheckCase> all = cases(t);
            boolean mac = t.serviceType().equals("Mac");
            int i = 0;
            while (i < all.size()) {
                CheckCase enc = all.get(i++);
                assertTrue(enc.encrypt() && enc.expect() == CheckCase.Expect.OUTPUT, enc::origin);
                if (mac) {
                    continue;
                }
                CheckCase dec = all.get(i++);
                assertEquals(enc.origin() + " decrypted", dec.origin());
                assertArrayEquals(enc.expected(), dec.input());
                assertArrayEquals(enc.input(), dec.expected());
                boolean tampered = t.family().authenticated()
                        || (t.family() == Target.Family.CBC_PKCS5 && enc.expected().length >= 32);
                if (!tampered) {
                    continue;
                }
                CheckCase bad = all.get(i++);
                assertEquals(CheckCase.Expect.REJECT, bad.expect(), bad::origin);
                assertEquals(InputPath.ARRAY, bad.path());
                byte[] diff = bad.input().clone();
                for (int j = 0; j < diff.length; j++) {
                    diff[j] ^= enc.expected()[j];
                }
                byte[] expectedDiff = new byte[diff.length];
                if (t.family().authenticated()) {
                    expectedDiff[diff.length - 1] = 1;
                } else {
                    expectedDiff[diff.length - 17] = 0x10; // the byte that lands on the last pad byte
                }
                assertArrayEquals(expectedDiff, diff, bad::origin);
            }
        }
    }

    @Test
    void ctrIvsIncludeCountersJustBelowAWholeByteCarry() {
        long belowCarry = cases(Target.CTR).stream().filter(CheckCase::encrypt).map(CheckCase::iv)
                .filter(iv -> iv[14] == (byte) 0xFF && (iv[15] & 0xFF) >= 0xFD).count();
        // One IV in four is drawn near a carry (the rest are uniform): a quarter, not all of them.
        assertTrue(belowCarry > COUNT / 8 && belowCarry < COUNT / 2, () -> belowCarry + " of " + COUNT);
    }

    @Test
    void eachFamilyAndEachSeedDrawsItsOwnStream() {
        // ECB's family has ordinal 0, so only the seed tells its streams apart.
        assertFalse(Arrays.equals(RandomCases.of(Target.ECB, 7, 1, 0, ANSWERS).get(0).key(),
                RandomCases.of(Target.ECB, 8, 1, 0, ANSWERS).get(0).key()), "seeds 7 and 8");
        // CBC and CBC-PKCS5 draw keys the same way; the same seed must not give them the same ones.
        assertFalse(Arrays.equals(RandomCases.of(Target.CBC, 7, 1, 0, ANSWERS).get(0).key(),
                RandomCases.of(Target.CBC_PKCS5, 7, 1, 0, ANSWERS).get(0).key()), "CBC and CBC-PKCS5");
    }

    @Test
    void theAeadsAssociatedDataIsEmptyInAboutAThirdOfTheCasesAndUpTo39BytesOtherwise() {
        for (Target t : List.of(Target.GCM, Target.CCM, Target.EAX, Target.GCM_SIV)) {
            List<Integer> aad = encryptions(t).stream().map(c -> c.aad().length).toList();
            long empty = aad.stream().filter(n -> n == 0).count();
            assertTrue(empty > aad.size() / 5 && empty < aad.size() / 2, () -> t + ": " + empty + " empty");
            assertEquals(39, aad.stream().mapToInt(Integer::intValue).max().orElseThrow(), t::toString);
        }
    }

    /**
     * Whole or in fixed chunks of 1 to 20 bytes, half and half, on the array and reuse paths; a
     * seed of chunk sizes on varied_chunks; nothing to chunk on the other paths.
     */
    @Test
    void eachPathTakesItsKindOfChunk() {
        Set<Integer> fixed = new TreeSet<>();
        Set<Integer> seeds = new TreeSet<>();
        for (Target t : Target.values()) {
            long whole = 0;
            long chunked = 0;
            for (CheckCase c : cases(t)) {
                switch (c.path()) {
                    case ARRAY, REUSE -> {
                        fixed.add(c.chunk());
                        whole += c.chunk() == 0 ? 1 : 0;
                        chunked += c.chunk() > 0 ? 1 : 0;
                    }
                    case VARIED_CHUNKS -> seeds.add(c.chunk());
                    default -> assertEquals(0, c.chunk(), c::origin);
                }
            }
            long w = whole;
            long k = chunked;
            assertTrue(w > 0 && k > 0 && Math.abs(w - k) < (w + k) / 3, () -> t + ": " + w + " whole, " + k + " chunked");
        }
        assertEquals(range(0, 20, 1), fixed);
        assertTrue(seeds.size() > 500, () -> seeds.size() + " seeds");
    }

    @Test
    void theLongLengthsStopAtTheLongestAndKeyWrapAt64KiB() {
        List<Integer> ecb = RandomCases.of(Target.ECB, 7, 1, 70_000, ANSWERS).stream().filter(CheckCase::encrypt)
                .map(c -> c.input().length).toList();
        // the one random case, then 1 KiB + 1, 4 KiB + 1 and 64 KiB + 1 rounded up to the block
        assertEquals(List.of(1040, 4112, 65552), ecb.subList(1, ecb.size()));
        List<Integer> kw = RandomCases.of(Target.KW, 7, 1, Integer.MAX_VALUE, ANSWERS).stream()
                .filter(CheckCase::encrypt)
                .map(c -> c.input().length).toList();
        assertEquals(List.of(1032, 4104, 65544), kw.subList(1, kw.size()));
        List<Integer> kwp = RandomCases.of(Target.KWP, 7, 1, Integer.MAX_VALUE, ANSWERS).stream()
                .filter(CheckCase::encrypt)
                .map(c -> c.input().length).toList();
        assertEquals(List.of(1025, 4097, 65537), kwp.subList(1, kwp.size()));
        assertEquals(65544, RandomCases.KEY_WRAP_LARGEST);
        List<CheckCase> ccm = RandomCases.of(Target.CCM, 7, 1, 5000, ANSWERS).stream()
                .filter(c -> c.origin().startsWith("large")).toList();
        assertEquals(List.of(1025, 4097), ccm.stream().filter(CheckCase::encrypt).map(c -> c.input().length).toList());
        // A 7-byte CCM nonce leaves 8 bytes for the length (SP 800-38C A.1).
        ccm.forEach(c -> assertEquals(7, c.iv().length));
        assertEquals(List.of(), RandomCases.of(Target.ECB, 7, 0, Integer.MAX_VALUE, ANSWERS),
                "no random case, no long one");
    }
}
