package dev.aesref.internal.vectors.suite;

import dev.aesref.BlockEngine;
import dev.aesref.internal.vectors.format.WycheproofRecord;

/**
 * How one Wycheproof test of one schema is checked on one engine. A check reports through
 * {@link SuiteRun#equal} and {@link SuiteRun#fail}; an exception it throws is a failure of the test
 * (by {@link SuiteRun#vector}).
 *
 * <p>The verdicts every check honours: {@code valid} must succeed with exactly the given output;
 * {@code invalid} must be rejected (an {@code AEADBadTagException}, a {@code BadPaddingException},
 * or an {@code IllegalArgumentException} for a parameter this project rejects by rule, such as a
 * key size a mode excludes), and must release nothing; {@code acceptable} may go either way, but a
 * result it gives must be the right one.
 */
@FunctionalInterface
interface WycheproofCheck {

    void check(BlockEngine engine, WycheproofRecord test, SuiteRun run) throws Exception;
}
