/**
 * Conformance suites, each run by one JUnit 5 {@code @TestFactory} line: the contract of
 * {@link dev.aesref.BlockEngine} and {@link dev.aesref.ExpandedKey}
 * ({@link dev.aesref.testkit.conformance.BlockEngineConformance}) and that of
 * {@link dev.aesref.aead.Aead} ({@link dev.aesref.testkit.conformance.AeadConformance}), for any
 * implementation, aesref's own engines and modes included: aesref's tests run its engines and
 * AEADs through these same suites. {@link dev.aesref.testkit.conformance.ProviderConformance} runs
 * {@code aesref check} on a JCA provider, one test per transformation and input path. {@link dev.aesref.testkit.conformance.Refusals} holds the two
 * checks every refusal test makes (the exact exception with its message; nothing written).
 *
 * <p>Needs JUnit Jupiter on the class path (the test kit declares it optional). Expected values
 * come from FIPS-197, from the JDK's AES and from {@code BigInteger} counter arithmetic, never
 * from the implementation under test. The test kit's own tests run each suite on deliberately
 * broken implementations, each of which must fail the test that names its fault, and on
 * implementations that accept one of the suite's bad calls each, which must fail it too.
 */
package dev.aesref.testkit.conformance;
