package dev.aesref.harness;

import static org.quicktheories.QuickTheory.qt;

import dev.aesref.CounterFlavour;
import dev.aesref.testkit.CounterBoundaries;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicReference;
import org.quicktheories.api.Pair;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/**
 * The counter-boundary properties of counter mode, runnable against any {@link CtrUnderTest}.
 *
 * <p>One property, many shapes: for a generated key, flavour, IV, message and split of the
 * message into chunks, feeding the chunks one after another to a fresh
 * {@link CtrUnderTest#start stream} must give exactly {@link NaiveCtr#apply} of the whole
 * message. First every case of {@link CounterBoundaries#of} for each flavour runs (the
 * deterministic boundary list: W = 8, 16, ..., the field's width, the sign boundaries, chunks
 * shorter than a block); then the random trials, whose generators aim at the same places:
 * <ul>
 *   <li>keys of 16, 24 and 32 bytes;</li>
 *   <li>IVs whose counter, read the flavour's way (big-endian, or little-endian for XCTR), has
 *       its low W bits equal to {@code 2^W - k} for W in 8, 16, ..., 128 (at most the field's
 *       width) and small k, so the
 *       message crosses a carry out of bit W; or {@code 2^(W-1) - k} (a sign-bit boundary,
 *       which catches carries computed from the top bit); the bytes on both sides of the
 *       flavour's slice boundary are then all ones; plus uniform IVs;</li>
 *   <li>lengths from 0 to 4096, non-multiples of 16 included, with a bias to lengths that
 *       reach just past the boundary;</li>
 *   <li>random chunkings, many with chunks shorter than a block, so that a partial block is
 *       continued by the next call.</li>
 * </ul>
 *
 * <p>Runs use QuickTheories with a fixed seed ({@link #seed()}: {@value #DEFAULT_SEED} unless
 * the system property {@code aesref.seed} says otherwise) and no shrinking, so that a failure
 * reports the first counterexample found, quickly.
 */
public final class CtrProperties {

    /** The fixed seed used when {@code aesref.seed} is not set. */
    public static final long DEFAULT_SEED = 20261130L;

    /** Trials per run: enough to catch every bug-zoo variant, small enough for a few seconds. */
    public static final int DEFAULT_TRIALS = 150;

    /** Longest message generated, in bytes. */
    public static final int MAX_LENGTH = 4096;

    private CtrProperties() {}

    /** The seed: system property {@code aesref.seed} if set, else {@link #DEFAULT_SEED}. */
    public static long seed() {
        return Long.getLong("aesref.seed", DEFAULT_SEED);
    }

    /** {@link #findCounterexample(CtrUnderTest, long, int)} with the default seed and trials. */
    public static Optional<String> findCounterexample(CtrUnderTest impl) {
        return findCounterexample(impl, seed(), DEFAULT_TRIALS);
    }

    /**
     * Runs {@code trials} generated cases against {@code impl}. Returns a description of the
     * first case whose output differs from {@link NaiveCtr} (or that throws), or empty when all
     * cases agree. Never throws for a wrong implementation.
     */
    public static Optional<String> findCounterexample(CtrUnderTest impl, long seed, int trials) {
        Optional<String> atBoundary = boundaryCounterexample(impl);
        if (atBoundary.isPresent()) {
            return atBoundary;
        }
        return randomCounterexample(impl, seed, trials, ALL_WIDTHS);
    }

    /** Every boundary width the random trials aim at: 8, 16, ..., 128. */
    public static final List<Integer> ALL_WIDTHS = CounterBoundaries.widths(CounterFlavour.CTR128_BE);

    /**
     * Runs every case of {@link CounterBoundaries#of} for each flavour of {@code impl}, with a
     * message drawn from a fixed seed; returns the first mismatch, or empty.
     */
    public static Optional<String> boundaryCounterexample(CtrUnderTest impl) {
        int n = 0;
        for (CounterFlavour f : sortedFlavours(impl)) {
            for (CounterBoundaries.Case b : CounterBoundaries.of(f)) {
                Case c = new Case(f, boundaryKey(n), b.iv(), "boundary " + b.flag() + ", k=" + b.k(),
                        b.chunks(), DEFAULT_SEED + n);
                n++;
                Optional<String> bad = mismatch(impl, c);
                if (bad.isPresent()) {
                    return bad;
                }
            }
        }
        return Optional.empty();
    }

    /** Keys of 16, 24 and 32 bytes in turn, each a fixed pattern. */
    private static byte[] boundaryKey(int n) {
        byte[] key = new byte[16 + 8 * (n % 3)];
        for (int i = 0; i < key.length; i++) {
            key[i] = (byte) (n * 31 + i * 7);
        }
        return key;
    }

    private static List<CounterFlavour> sortedFlavours(CtrUnderTest impl) {
        List<CounterFlavour> flavours = new ArrayList<>(impl.flavours());
        if (flavours.isEmpty()) {
            throw new IllegalArgumentException(impl.name() + " declares no counter flavours");
        }
        flavours.sort(null);
        return flavours;
    }

    /**
     * The random trials alone, with boundaries at the given widths W (the run before the
     * boundary list and the widths below 32 existed used 32, 64, 96 and 128).
     */
    public static Optional<String> randomCounterexample(CtrUnderTest impl, long seed, int trials,
                                                        List<Integer> widths) {
        List<CounterFlavour> flavours = sortedFlavours(impl);
        AtomicReference<String> found = new AtomicReference<>();
        try {
            qt().withFixedSeed(seed).withExamples(trials).withShrinkCycles(0)
                    .forAll(cases(flavours, widths))
                    .checkAssert(c -> {
                        Optional<String> bad = mismatch(impl, c);
                        if (bad.isPresent()) {
                            found.set(bad.get());
                            throw new AssertionError(bad.get());
                        }
                    });
        } catch (AssertionError e) {
            return Optional.of(found.get() != null ? found.get() : e.getMessage());
        }
        return Optional.empty();
    }

    /** One generated case; its toString is the counterexample text. */
    static final class Case {
        final CounterFlavour flavour;
        final byte[] key;
        final byte[] iv;
        final int[] chunks;
        final long dataSeed;
        final String ivShape;

        Case(CounterFlavour flavour, byte[] key, byte[] iv, String ivShape, int[] chunks, long dataSeed) {
            this.flavour = flavour;
            this.key = key;
            this.iv = iv;
            this.ivShape = ivShape;
            this.chunks = chunks;
            this.dataSeed = dataSeed;
        }

        int length() {
            return Arrays.stream(chunks).sum();
        }

        byte[] message() {
            byte[] m = new byte[length()];
            new SplittableRandom(dataSeed).nextBytes(m);
            return m;
        }

        @Override
        public String toString() {
            HexFormat hex = HexFormat.of();
            return flavour + " AES-" + key.length * 8 + " key=" + hex.formatHex(key)
                    + " iv=" + hex.formatHex(iv) + " (" + ivShape + ") length=" + length()
                    + " chunks=" + Arrays.toString(chunks) + " dataSeed=" + dataSeed;
        }
    }

    /** Compares one case; empty when the outputs agree. */
    static Optional<String> mismatch(CtrUnderTest impl, Case c) {
        byte[] message = c.message();
        byte[] expected = NaiveCtr.apply(c.key, c.flavour, c.iv, message);
        byte[] actual = new byte[message.length];
        try {
            CtrStream stream = impl.start(c.key.clone(), c.flavour, c.iv.clone());
            int pos = 0;
            for (int chunk : c.chunks) {
                stream.process(message, pos, actual, pos, chunk);
                pos += chunk;
            }
        } catch (RuntimeException e) {
            return Optional.of(impl.name() + " threw " + e + " on " + c);
        }
        int at = Arrays.mismatch(expected, actual);
        if (at < 0) {
            return Optional.empty();
        }
        return Optional.of(impl.name() + " differs from NaiveCtr at byte " + at + " (block " + at / 16
                + ") on " + c);
    }

    // ---------------------------------------------------------------- generators

    /** Every case for the given flavours. */
    static Gen<Case> cases(List<CounterFlavour> flavours, List<Integer> widths) {
        Gen<CounterFlavour> flavour = Generate.pick(flavours);
        Gen<byte[]> key = Generate.pick(List.of(16, 24, 32))
                .flatMap(n -> Generate.byteArrays(Generate.constant(n), Generate.bytes((byte) -128, (byte) 127, (byte) 0)));
        Gen<Long> any = Generate.longRange(Long.MIN_VALUE, Long.MAX_VALUE);
        return flavour.zip(key, ivPlan(widths), any, (f, k, plan, dataSeed) -> {
            SplittableRandom r = new SplittableRandom(plan.randomness);
            byte[] iv = plan.build(f, r);
            int length = plan.length(r);
            return new Case(f, k, iv, plan.describe(), chunking(length, r), dataSeed);
        });
    }

    /**
     * What the IV should look like: the boundary W (0 for a uniform IV), how far below it the
     * counter starts, whether the sign-bit boundary 2^(W-1) is used, and how the length is
     * chosen. The bytes themselves come from {@code randomness}.
     */
    static final class IvPlan {
        final int boundaryBits;
        final boolean signBoundary;
        final int k;
        final int lengthKind;
        final long randomness;

        IvPlan(int boundaryBits, boolean signBoundary, int k, int lengthKind, long randomness) {
            this.boundaryBits = boundaryBits;
            this.signBoundary = signBoundary;
            this.k = k;
            this.lengthKind = lengthKind;
            this.randomness = randomness;
        }

        String describe() {
            if (boundaryBits == 0) {
                return "uniform";
            }
            return "counter = 2^" + (signBoundary ? boundaryBits - 1 : boundaryBits) + " - " + k
                    + " in the low " + boundaryBits + " bits";
        }

        byte[] build(CounterFlavour f, SplittableRandom r) {
            byte[] iv = new byte[16];
            r.nextBytes(iv);
            if (boundaryBits == 0) {
                return iv;
            }
            // The low W bits of the counter as a number: 2^W - k, or 2^(W-1) - k.
            BigInteger top = BigInteger.ONE.shiftLeft(signBoundary ? boundaryBits - 1 : boundaryBits);
            byte[] low = toFixed(top.subtract(BigInteger.valueOf(k)), boundaryBits / 8);
            int n = boundaryBits / 8;
            // Bytes around the flavour's slice boundary: all ones just above the boundary.
            int sliceBytes = f.counterBits() / 8;
            boolean littleEndian = f == CounterFlavour.XCTR;
            for (int i = 0; i < n; i++) {
                // Big-endian: the low W bits are the last n bytes; little-endian: the first n.
                int at = littleEndian ? n - 1 - i : 16 - n + i;
                iv[at] = low[i];
            }
            if (sliceBytes < 16 && n <= sliceBytes) {
                int above = littleEndian ? sliceBytes : 15 - sliceBytes;
                iv[above] = (byte) 0xFF;
            }
            return iv;
        }

        int length(SplittableRandom r) {
            switch (lengthKind) {
                case 0:
                    return r.nextInt(MAX_LENGTH + 1);
                case 1:
                    return r.nextInt(49);
                default:
                    // Just past the boundary: k blocks reach it, then up to ten more blocks,
                    // often ending mid-block.
                    return Math.min(MAX_LENGTH, Math.max(0, 16 * k + r.nextInt(-15, 161)));
            }
        }
    }

    static Gen<IvPlan> ivPlan(List<Integer> widths) {
        Gen<Integer> boundary = Generate.pick(widths);
        Gen<Integer> smallK = Generate.range(1, 64);
        Gen<Long> any = Generate.longRange(Long.MIN_VALUE, Long.MAX_VALUE);
        Gen<IvPlan> atBoundary = boundary.zip(Generate.booleans(), smallK, any,
                (w, sign, k, rnd) -> new IvPlan(w, sign, k, 2, rnd));
        Gen<IvPlan> atBoundaryAnyLength = boundary.zip(Generate.booleans(), smallK, any,
                (w, sign, k, rnd) -> new IvPlan(w, sign, k, 0, rnd));
        Gen<IvPlan> uniform = Generate.range(0, 1).zip(any, (kind, rnd) -> new IvPlan(0, false, 1, kind, rnd));
        return Generate.frequency(List.of(
                Pair.of(6, atBoundary), Pair.of(2, atBoundaryAnyLength), Pair.of(2, uniform)));
    }

    /**
     * Splits {@code length} into chunks: a quarter of the time one chunk; otherwise chunks whose
     * sizes mix 1..15 bytes (partial blocks across calls), block multiples and larger pieces.
     */
    static int[] chunking(int length, SplittableRandom r) {
        if (length == 0 || r.nextInt(4) == 0) {
            return new int[] {length};
        }
        List<Integer> sizes = new ArrayList<>();
        int left = length;
        while (left > 0) {
            int size;
            switch (r.nextInt(4)) {
                case 0:
                    size = 1 + r.nextInt(15);
                    break;
                case 1:
                    size = 16 * (1 + r.nextInt(9));
                    break;
                case 2:
                    size = 1 + r.nextInt(300);
                    break;
                default:
                    size = 0;
                    break;
            }
            size = Math.min(size, left);
            sizes.add(size);
            left -= size;
        }
        return sizes.stream().mapToInt(Integer::intValue).toArray();
    }

    private static byte[] toFixed(BigInteger v, int len) {
        byte[] raw = v.toByteArray();
        byte[] out = new byte[len];
        int copy = Math.min(raw.length, len);
        System.arraycopy(raw, raw.length - copy, out, len - copy, copy);
        return out;
    }
}
