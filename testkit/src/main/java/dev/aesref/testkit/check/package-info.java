/**
 * {@code aesref check}: the harness turned on someone else's AES. A {@link dev.aesref.testkit.check.Checker}
 * takes any JCA {@link java.security.Provider}, finds the transformations it offers that aesref
 * knows ({@link dev.aesref.testkit.check.Target}), and runs three kinds of case through the provider's
 * {@code Cipher} or {@code Mac}:
 *
 * <ul>
 *   <li>the embedded vector files ({@link dev.aesref.testkit.check.VectorCases}): Wycheproof, NIST CAVP,
 *       SP 800-38A and the Linux kernel's CTR edge vectors;</li>
 *   <li>counter boundaries ({@link dev.aesref.testkit.check.BoundaryCases}): CTR IVs whose low W bits sit
 *       k blocks below 2^W and below the sign boundary 2^(W-1), for every W = 8, 16, ..., 128,
 *       fed in chunks shorter than a block;</li>
 *   <li>a seeded random differential against aesref's {@code spec} engine
 *       ({@link dev.aesref.testkit.check.RandomCases}).</li>
 * </ul>
 *
 * <p>Each case ends in one of three {@link dev.aesref.testkit.check.Outcome}s: a match, a mismatch (wrong
 * bytes, an invalid input accepted, a valid one rejected as forged, a crash), or a policy
 * difference (the provider refuses parameters aesref accepts, or rejects with another exception
 * type). Only mismatches make the check fail. The report ({@link dev.aesref.testkit.check.CheckReport})
 * prints as a table, as JSON and as JUnit XML. Internal: reached through the command line.
 */
package dev.aesref.testkit.check;
