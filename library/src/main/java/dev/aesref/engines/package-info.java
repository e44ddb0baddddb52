/**
 * The registry of aesref's AES engines: {@link dev.aesref.engines.Engines#all()} and
 * {@link dev.aesref.engines.Engines#byName(String)}.
 *
 * <p>The engines themselves are internal ({@code dev.aesref.internal.*}, not exported): a user
 * reaches one by its name, for example {@code Engines.byName("nohw")}, and holds it as a
 * {@link dev.aesref.BlockEngine}. The names are {@code spec} (FIPS-197 as written, with tables:
 * the reference, not constant-time), {@code nohw} (bitsliced), {@code vpaes} and
 * {@code vpaes-1x} (vector permutes), {@code hwmodel} (a model of the AES-NI instruction
 * sequence), and, when the JVM runs with {@code --add-modules jdk.incubator.vector},
 * {@code nohw-vector} and {@code vpaes-vector}. docs/engines/ explains each.
 *
 * <p>Being listed here is all an engine needs to run every vector suite, the conformance suite
 * and {@code aesref selftest}.
 */
package dev.aesref.engines;
