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
 * <p>Every random case takes one {@link dev.aesref.testkit.check.InputPath} in turn (array,
 * varied chunks, offsets, in place, four kinds of {@code ByteBuffer}, the cipher streams, object
 * reuse, wrap/unwrap), and every run adds messages from 1 KiB to 3 MiB.
 *
 * <p>Each case ends in one of five {@link dev.aesref.testkit.check.Outcome}s: a match, a mismatch
 * (wrong bytes, an invalid input accepted, a valid one rejected as forged), a crash (an exception
 * no JCA method documents), a policy difference (a tested answer a standard allows), or a refusal
 * (nothing tested). Each transformation ends passed, mismatched or untested (no case ran, or more
 * refused than the threshold), and a run ends passed only when something was tested and every
 * required transformation was ({@link dev.aesref.testkit.check.CheckReport#verdict()}). The report
 * prints as a table, as JSON and as JUnit XML, with every byte of the kept failures and an id that
 * {@link dev.aesref.testkit.check.Checker#replay} runs again.
 *
 * <p>With {@link dev.aesref.testkit.check.Checker.Options#threads()} above one, several threads
 * run each transformation's cases at once, each with its own {@code Cipher} or {@code Mac}. A case
 * whose runs disagree is a mismatch, and so is a hang.
 *
 * <p>A library API: {@link dev.aesref.testkit.check.Checker#check(java.security.Provider)} in
 * one call, {@link dev.aesref.testkit.conformance.ProviderConformance} as a JUnit 5
 * {@code @TestFactory}, and {@code aesref check} on the command line.
 */
package dev.aesref.testkit.check;
