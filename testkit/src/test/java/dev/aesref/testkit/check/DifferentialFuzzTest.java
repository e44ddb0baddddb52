package dev.aesref.testkit.check;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.Provider;
import java.security.Security;
import java.util.EnumSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The fuzzing adapter without a fuzzer: inputs from a seeded {@link Random} stand for a fuzzer's.
 * The Jazzer run that must find a bug random inputs miss is {@code DifferentialFuzzJazzerTest}.
 */
class DifferentialFuzzTest {

    private static final Provider AESREF = new dev.aesref.jca.AesRefProvider();

    /**
     * The cases' expected output, from {@code vpaes} rather than the run's own {@code spec}: these
     * tests are about what is drawn and how it is run, and {@code spec} took most of their time,
     * in {@code mvn test} and again for every mutant PIT runs them on. {@code AESREF} runs
     * {@code nohw}, so a wrong answer is still a finding. That the answers are the same either
     * way is {@link #theAnswersAreTheReferencesWhicheverEngineGivesThem}.
     */
    private static final Answers ANSWERS = Answers.by(dev.aesref.engines.Engines.byName("vpaes"));

    private static DifferentialFuzz fuzz(Provider provider) {
        return new DifferentialFuzz(provider, List.of(Target.values()), true, ANSWERS);
    }

    private static byte[] input(Random r) {
        byte[] b = new byte[r.nextInt(200)];
        r.nextBytes(b);
        return b;
    }

    @Test
    void anInputIsReadInOrderAndThenAsZeros() {
        FuzzRandom r = new FuzzRandom(new byte[] {(byte) 0x81, 2, 3});
        assertEquals(0x81, r.nextInt() >>> 24, "the first byte is the high byte");
        assertEquals(4, r.used() + 1, "an int takes four bytes, of which one was missing");
        assertEquals(0, r.nextInt(7));
        byte[] b = new byte[3];
        r.nextBytes(b);
        assertArrayEquals(new byte[3], b);
        byte[] two = new byte[2];
        new FuzzRandom(new byte[] {7, -7, 9}).nextBytes(two);
        assertArrayEquals(new byte[] {7, -7}, two);
        FuzzRandom bits = new FuzzRandom(new byte[] {(byte) 0xFF, (byte) 0xFF});
        assertEquals(1, bits.next(1));
        assertEquals(0xFF, bits.next(8));
        assertEquals(2, bits.used());
        assertTrue(new FuzzRandom(new byte[0]).nextBoolean() == false);
    }

    @Test
    void theSameInputMakesTheSameCaseAndTheFirstChoiceIsTheTransformation() {
        DifferentialFuzz fuzz = fuzz(AESREF);
        assertEquals(List.of(Target.values()), fuzz.targets());
        Random r = new Random(1);
        Set<Target> seen = EnumSet.noneOf(Target.class);
        for (int i = 0; i < 300; i++) {
            byte[] in = input(r);
            String c = fuzz.describe(in);
            assertEquals(c, fuzz.describe(in.clone()));
            seen.add(Target.byTransformation(c.substring(0, c.indexOf(' '))));
        }
        assertEquals(EnumSet.allOf(Target.class), seen);
        // The first byte chooses among the 14, modulo 14; nothing else does.
        assertTrue(fuzz.describe(new byte[] {0, 9, 9}).startsWith(Target.values()[0].transformation() + " "));
        assertTrue(fuzz.describe(new byte[] {13}).startsWith(Target.values()[13].transformation() + " "));
        assertTrue(fuzz.describe(new byte[] {(byte) 255}).startsWith(Target.values()[255 % 14].transformation() + " "));
    }

    @Test
    void aesrefsProviderPassesEveryCaseAndEveryKindOfCaseIsMade() {
        DifferentialFuzz fuzz = fuzz(AESREF);
        Random r = new Random(2);
        Set<InputPath> paths = EnumSet.noneOf(InputPath.class);
        int tampered = 0;
        int decrypted = 0;
        int long_ = 0;
        for (int i = 0; i < 600; i++) {
            byte[] in = input(r);
            fuzz.check(in);
            String c = fuzz.describe(in);
            paths.add(InputPath.valueOf(c.substring(c.indexOf(" path=") + 6, c.indexOf(' ', c.indexOf(" path=") + 6))));
            tampered += c.contains(" tampered at bit ") ? 1 : 0;
            decrypted += c.contains(" decrypted decrypt ") ? 1 : 0;
            long_ += c.substring(c.indexOf(" input=") + 7).length() > 2 * 100 ? 1 : 0;
        }
        assertEquals(EnumSet.allOf(InputPath.class), paths);
        assertEquals(600, fuzz.tested());
        assertEquals(0, fuzz.refused());
        assertTrue(tampered > 40 && decrypted > 60 && long_ > 30, tampered + " " + decrypted + " " + long_);
    }

    /**
     * The chunking follows the path: a seed of sizes on varied_chunks, 0 (one call) or 1 to 40
     * bytes at a time on the array and reuse paths, and none elsewhere; a MAC is only computed.
     */
    @Test
    void theChunkingFollowsThePathAndAMacIsComputed() {
        Random r = new Random(6);
        Set<Integer> seeds = new java.util.HashSet<>();
        Set<Integer> fixed = new java.util.TreeSet<>();
        int encryptions = 0;
        for (int i = 0; i < 600; i++) {
            FuzzCases.Choice choice = FuzzCases.of(List.of(Target.values()), input(r), ANSWERS);
            CheckCase c = choice.checkCase();
            boolean said = c.origin().contains(", update ");
            switch (c.path()) {
                case VARIED_CHUNKS -> seeds.add(c.chunk());
                case ARRAY, REUSE -> {
                    assertTrue(c.chunk() >= 0 && c.chunk() <= 40, c::origin);
                    assertEquals(c.chunk() > 0, said, c::origin);
                    fixed.add(c.chunk());
                }
                default -> {
                    assertEquals(0, c.chunk(), c::origin);
                    assertTrue(!said, c::origin);
                }
            }
            if (choice.target().serviceType().equals("Mac")) {
                assertTrue(c.encrypt() && c.aad() == null && c.tagBits() == 128, c::origin);
            } else if (c.encrypt()) {
                encryptions++;
            }
        }
        assertTrue(seeds.size() > 10, seeds::toString);
        assertTrue(fixed.contains(0) && fixed.size() > 10, fixed::toString);
        assertTrue(encryptions > 100, encryptions + " encryptions");
    }

    /** A case file without a transformation line, and a raw fuzzer file, replay on the run's own. */
    @Test
    void aCaseFileWithoutItsTransformationReplaysOnTheRunsOwn(@TempDir Path dir) throws IOException {
        DifferentialFuzz fuzz = new DifferentialFuzz(AESREF, List.of(Target.CTR), true, ANSWERS);
        byte[] in = input(new Random(7));
        Path noName = Files.writeString(dir.resolve("a.txt"), "# aesref differential fuzz case\ninput="
                + java.util.HexFormat.of().formatHex(in) + "\n");
        Path raw = Files.write(dir.resolve("crash-1"), in);
        assertEquals(fuzz.replay(in), fuzz.replay(noName));
        assertEquals(fuzz.replay(in), fuzz.replay(raw));
        Replay r = fuzz.replay(in);
        assertTrue(r.line().startsWith("AES/CTR/NoPadding ") && r.line().endsWith(": match"), r.line());
        assertTrue(r.tested() && !r.failed());
    }

    @Test
    void aPathBugIsFoundAndItsCaseFileReplaysIt(@TempDir Path dir) throws IOException {
        DifferentialFuzz fuzz = fuzz(new PathBugProvider(PathBugProvider.Bug.OUTPUT_OFFSET));
        assertEquals(List.of(Target.CTR), fuzz.targets());
        Random r = new Random(3);
        byte[] found = null;
        for (int i = 0; i < 200 && found == null; i++) {
            byte[] in = input(r);
            try {
                fuzz.check(in);
            } catch (AssertionError e) {
                assertTrue(e.getMessage().startsWith("AES/CTR/NoPadding fuzz input of " + in.length + " bytes"),
                        e.getMessage());
                assertTrue(e.getMessage().contains(": mismatch: "), e.getMessage());
                found = in;
            }
        }
        assertTrue(found != null, "no mismatch in 200 inputs");
        Path file = fuzz.writeCaseFile(dir, found);
        assertArrayEquals(found, DifferentialFuzz.readCaseFile(file));
        String text = Files.readString(file);
        assertTrue(text.startsWith("# aesref differential fuzz case for PATHBUG-OUTPUT_OFFSET\n# AES/CTR/NoPadding "),
                text);
        assertTrue(text.contains("\ntransformation=AES/CTR/NoPadding\ninput="), text);
        assertEquals(fuzz.replay(found), fuzz.replay(file));
        Replay wrong = fuzz.replay(file);
        assertTrue(wrong.line().contains(": mismatch: ") && wrong.failed() && wrong.tested(), wrong.line());
        // The same case on a right provider that offers more: the file names its transformation.
        Replay right = new DifferentialFuzz(Security.getProvider("SunJCE")).replay(file);
        assertTrue(right.line().startsWith("AES/CTR/NoPadding ") && right.line().endsWith(": match"), right.line());
        assertTrue(!right.failed() && right.tested());
        Files.writeString(file, text.replace("transformation=AES/CTR/NoPadding", "transformation=AES/XYZ"));
        assertThrows(IOException.class, () -> fuzz.replay(file));
    }

    /** The bug the generated cases miss ({@code CheckerTest}): random inputs find it in a few thousand. */
    @Test
    void aChunkSizeNoGeneratedCaseMakesIsFound() {
        // Seed 5 finds the bug through a fixed-chunk update at its 2,715th input. On Java 25 a
        // cipher stream, which passes 37 bytes on, finds it earlier too; those findings are checked
        // and the search goes on. The cap keeps a harness that never sends fixed chunks (a mutant of
        // JcaRun.chunks) to a few seconds of search and a failure, rather than a time-out.
        DifferentialFuzz fuzz = fuzz(new Chunk37Provider());
        Random r = new Random(5);
        for (int i = 0; i < 4000; i++) {
            byte[] in = input(r);
            try {
                fuzz.check(in);
            } catch (AssertionError e) {
                assertTrue(e.getMessage().startsWith("AES/CTR/NoPadding fuzz input of ")
                        && e.getMessage().contains(": mismatch: "), e.getMessage());
                if (e.getMessage().contains(" bytes, update 37 bytes at a time, ")) {
                    return;
                }
            }
        }
        throw new AssertionError("no fixed-chunk finding in 4000 inputs");
    }

    @Test
    void aRawFuzzerFileIsItsOwnInputAndABrokenCaseFileIsAnError(@TempDir Path dir) throws IOException {
        Path raw = dir.resolve("crash-0123");
        Files.write(raw, new byte[] {1, 2, 3});
        assertArrayEquals(new byte[] {1, 2, 3}, DifferentialFuzz.readCaseFile(raw));
        Path badHex = Files.writeString(dir.resolve("a.txt"), "# aesref differential fuzz case\ninput=0g\n");
        assertTrue(assertThrows(IOException.class, () -> DifferentialFuzz.readCaseFile(badHex)).getMessage()
                .endsWith("the input line is not hex"));
        Path noInput = Files.writeString(dir.resolve("b.txt"), "# aesref differential fuzz case\n# nothing\n");
        assertTrue(assertThrows(IOException.class, () -> DifferentialFuzz.readCaseFile(noInput)).getMessage()
                .endsWith("a case file without an input= line"));
        Path ok = Files.writeString(dir.resolve("c.txt"), "# aesref differential fuzz case\n# x\ninput= 0aff \n",
                StandardCharsets.UTF_8);
        assertArrayEquals(new byte[] {10, -1}, DifferentialFuzz.readCaseFile(ok));
    }

    @Test
    void aCrashIsAFindingUnlessCrashesAreAllowed() {
        Provider npe = new PathBugProvider(PathBugProvider.Bug.NPE_AFTER_UPDATE);
        DifferentialFuzz strict = fuzz(npe);
        DifferentialFuzz lenient = new DifferentialFuzz(npe, List.of(Target.values()), false, ANSWERS);
        Random r = new Random(4);
        int crashes = 0;
        for (int i = 0; i < 200; i++) {
            byte[] in = input(r);
            Replay one = strict.replay(in);
            if (one.line().contains(": crash: ")) {
                crashes++;
                assertTrue(one.failed() && one.tested());
                assertThrows(AssertionError.class, () -> strict.check(in));
                lenient.check(in);
                Replay allowed = lenient.replay(in);
                assertEquals(one.line(), allowed.line());
                assertTrue(!allowed.failed() && allowed.tested(), "a crash allowed is listed, not failed");
            }
        }
        assertTrue(crashes > 0);
    }

    /** A provider that refuses every case passes every check, and the counts say nothing was tested. */
    @Test
    void refusedCasesAreCountedApartFromTestedOnes() {
        DifferentialFuzz fuzz = fuzz(new PathBugProvider(PathBugProvider.Bug.REFUSES_EVERYTHING));
        Random r = new Random(8);
        for (int i = 0; i < 20; i++) {
            fuzz.check(input(r));
        }
        assertEquals(0, fuzz.tested());
        assertEquals(20, fuzz.refused());
        Replay one = fuzz.replay(input(r));
        assertTrue(!one.tested() && !one.failed(), one.line());
    }

    @Test
    void aProviderWithoutTheTargetsIsRefusedByName() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new DifferentialFuzz(new PathBugProvider(PathBugProvider.Bug.NO_AES)));
        assertTrue(e.getMessage().startsWith("targets: PATHBUG-NO_AES offers none of "), e.getMessage());
        assertNotEquals(List.of(), new DifferentialFuzz(AESREF, List.of(Target.GCM), true).targets());
    }

    /** The cases are the same ones whichever engine answers them, and so are the answers. */
    @Test
    void theAnswersAreTheReferencesWhicheverEngineGivesThem() {
        Random r = new Random(8);
        for (int i = 0; i < 40; i++) {
            byte[] in = input(r);
            CheckCase reference = FuzzCases.of(List.of(Target.values()), in, Answers.REFERENCE).checkCase();
            CheckCase answered = FuzzCases.of(List.of(Target.values()), in, ANSWERS).checkCase();
            assertEquals(reference.origin(), answered.origin());
            assertArrayEquals(reference.input(), answered.input(), reference::origin);
            assertArrayEquals(reference.expected(), answered.expected(), reference::origin);
        }
    }
}
