package dev.aesref.internal.vectors.suite;

import dev.aesref.BlockEngine;
import dev.aesref.internal.vectors.format.JsonObject;
import dev.aesref.internal.vectors.format.WycheproofFile;
import dev.aesref.internal.vectors.format.WycheproofRecord;
import dev.aesref.internal.vectors.format.WycheproofRecord.Result;
import dev.aesref.internal.vectors.source.VectorSource;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * Real Wycheproof tests, taken from the embedded files, and variants of them with a field, the
 * verdict or the flags changed; and one run of a check on one test. The expected values are the
 * files' own: a variant only moves a test to a verdict it does not deserve, or pairs a message
 * with another test's ciphertext.
 */
final class WycheproofVerdictKit {

    private WycheproofVerdictKit() {
    }

    /** The first test of {@code file} that {@code which} selects. */
    static WycheproofRecord first(String file, Predicate<WycheproofRecord> which) {
        WycheproofFile f = VectorSource.current().load("wycheproof/" + file, WycheproofFile.FORMAT);
        return f.tests().stream().filter(which).findFirst().orElseThrow();
    }

    /** The first valid test of {@code file} without flags in {@code notFlags}. */
    static WycheproofRecord firstValid(String file, String... notFlags) {
        return first(file, t -> t.result() == Result.VALID && List.of(notFlags).stream().noneMatch(t::hasFlag));
    }

    /** {@code t} with {@code result}, {@code flags} and the fields in {@code changes} replaced. */
    static WycheproofRecord variant(WycheproofRecord t, Result result, List<String> flags, Object... changes) {
        Map<String, Object> fields = new HashMap<>(t.fields().fields());
        for (int i = 0; i < changes.length; i += 2) {
            fields.put((String) changes[i], changes[i + 1]);
        }
        return new WycheproofRecord(t.source(), t.group(), new JsonObject(fields, t.fields().where()), t.tcId(),
                t.comment(), result, flags);
    }

    /** {@code t} with {@code result} and the fields in {@code changes} replaced, flags kept. */
    static WycheproofRecord variant(WycheproofRecord t, Result result, Object... changes) {
        return variant(t, result, t.flags(), changes);
    }

    /** {@code t} with its group's fields in {@code changes} replaced. */
    static WycheproofRecord inGroup(WycheproofRecord t, Object... changes) {
        Map<String, Object> group = new HashMap<>(t.group().fields());
        for (int i = 0; i < changes.length; i += 2) {
            group.put((String) changes[i], changes[i + 1]);
        }
        return new WycheproofRecord(t.source(), new JsonObject(group, t.group().where()), t.fields(), t.tcId(),
                t.comment(), t.result(), t.flags());
    }

    /** One vector: {@code check} on {@code t}. */
    static SuiteResult run(WycheproofCheck check, BlockEngine engine, WycheproofRecord t) {
        SuiteRun run = new SuiteRun("check", engine.name());
        run.vector(t.describe(), () -> check.check(engine, t, run));
        return run.result();
    }

    /** One hex digit changed, so that the value stays well formed. */
    static String corrupt(String hex) {
        char c = hex.charAt(hex.length() - 1);
        return hex.substring(0, hex.length() - 1) + (c == '0' ? '1' : '0');
    }
}
