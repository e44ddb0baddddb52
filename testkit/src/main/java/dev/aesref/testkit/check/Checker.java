package dev.aesref.testkit.check;

import java.security.GeneralSecurityException;
import java.security.Provider;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import javax.crypto.Cipher;
import javax.crypto.Mac;

/**
 * Runs every case of every chosen transformation through a provider and collects the report
 * ({@code aesref check}).
 *
 * <p>Beyond byte-for-byte answers it checks one property no single case shows: a CBC-PKCS5
 * decryption must reject every block-aligned ciphertext whose padding is wrong in the same way
 * (exception class and message). A provider whose rejections differ by what was wrong with the
 * padding hands an attacker Vaudenay's padding oracle (EUROCRYPT 2002), and that is reported as a
 * mismatch.
 */
public final class Checker {

    /** Random differential cases per transformation unless told otherwise. */
    public static final int DEFAULT_RANDOM = 200;

    /** The seed of the counter-boundary and random cases unless told otherwise. */
    public static final long DEFAULT_SEED = 20261201L;

    private Checker() {}

    /**
     * Checks {@code targets} on {@code provider}. A target the provider does not offer is listed
     * in {@link CheckReport#notOffered()}.
     *
     * @param progress receives a line per transformation started and finished
     */
    public static CheckReport check(Provider provider, List<Target> targets, long seed, int randomPerTarget,
                                    Consumer<String> progress) {
        if (randomPerTarget < 0) {
            throw new IllegalArgumentException("random cases must be >= 0, got " + randomPerTarget);
        }
        List<TargetResult> results = new ArrayList<>();
        List<Target> notOffered = new ArrayList<>();
        // Transformations of one family (AESWrap and AES/KW/NoPadding, ...) share its vector
        // cases: each family's files are read and parsed once per run.
        Map<Target.Family, List<CheckCase>> vectorCases = new EnumMap<>(Target.Family.class);
        for (Target target : targets) {
            if (!offers(provider, target)) {
                notOffered.add(target);
                continue;
            }
            List<CheckCase> cases = cases(target, vectorCases.computeIfAbsent(target.family(), VectorCases::of), seed,
                    randomPerTarget);
            progress.accept(target.transformation() + ": " + cases.size() + " cases");
            TargetResult result = new TargetResult(target);
            Map<String, String> rejections = new LinkedHashMap<>();
            for (CheckCase c : cases) {
                JcaRun.Observation o = JcaRun.run(provider, target, c);
                result.record(c, Outcome.judge(target, c, o));
                if (target.family() == Target.Family.CBC_PKCS5 && c.expect() == CheckCase.Expect.REJECT
                        && !o.produced() && c.input().length > 0 && c.input().length % 16 == 0) {
                    Throwable t = o.thrown();
                    rejections.putIfAbsent(t.getClass().getName() + ": " + t.getMessage(), TargetResult.describe(c));
                }
            }
            if (rejections.size() > 1) {
                result.record(new CheckCase("padding oracle", false, new byte[0], null, null, new byte[0], null,
                        0, 0, CheckCase.Expect.REJECT), new Outcome(Outcome.Kind.MISMATCH,
                        "bad paddings are rejected in " + rejections.size() + " distinguishable ways: " + rejections));
            }
            progress.accept(target.transformation() + ": " + result.mismatches() + " mismatches, "
                    + result.policyCases() + " policy differences");
            results.add(result);
        }
        return new CheckReport(provider.getName(), seed, results, notOffered);
    }

    /** The vector cases, then for CTR the counter boundaries, then the random differential. */
    static List<CheckCase> cases(Target target, long seed, int randomPerTarget) {
        return cases(target, VectorCases.of(target.family()), seed, randomPerTarget);
    }

    private static List<CheckCase> cases(Target target, List<CheckCase> vectorCases, long seed, int randomPerTarget) {
        List<CheckCase> cases = new ArrayList<>(vectorCases);
        if (target.family() == Target.Family.CTR) {
            cases.addAll(BoundaryCases.ctr(seed));
        }
        cases.addAll(RandomCases.of(target.family(), seed, randomPerTarget));
        return cases;
    }

    /** Whether {@code getInstance(transformation, provider)} finds the service. */
    static boolean offers(Provider provider, Target target) {
        try {
            if (target.serviceType().equals("Mac")) {
                Mac.getInstance(target.transformation(), provider);
            } else {
                Cipher.getInstance(target.transformation(), provider);
            }
            return true;
        } catch (GeneralSecurityException e) {
            return false;
        }
    }
}
