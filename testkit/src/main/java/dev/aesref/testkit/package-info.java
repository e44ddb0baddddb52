/**
 * Test oracles for other projects' AES code, for test scope.
 *
 * <ul>
 *   <li>{@link dev.aesref.testkit.ExpectedCtr}: the keystream of every counter flavour at any
 *       block of the stream, the blocks a {@code long} cannot name included, and
 *       {@link dev.aesref.testkit.CounterBoundaries}, the cases where counter code goes wrong
 *       (the carry into each byte, the wrap of a 32- or 64-bit counter);</li>
 *   <li>JUnit 5 argument sources over the vector files embedded in this jar:
 *       {@link dev.aesref.testkit.AesVectorSource} (FIPS-197, CAVP and Wycheproof block-cipher
 *       answers) and {@link dev.aesref.testkit.CounterBoundarySource};</li>
 *   <li>{@link dev.aesref.testkit.JdkAesEngine}: the JDK's own AES behind the library's
 *       {@code BlockEngine}, so that a test can compare an engine with an implementation that is
 *       not aesref's.</li>
 * </ul>
 *
 * <p>JUnit is an optional dependency: the argument sources need it, the oracles do not. The
 * expected values come from the vector files (each with its source's licence, docs/vectors.md)
 * or from the FIPS-197 reference engine, never from the engine a test checks.
 */
package dev.aesref.testkit;
