/**
 * The contract every AES engine in aesref meets, and nothing else.
 *
 * <p>{@link dev.aesref.BlockEngine} turns a 16-, 24- or 32-byte key into an
 * {@link dev.aesref.ExpandedKey}, which encrypts and decrypts whole blocks and runs counter mode
 * over ranges of arrays. The Javadoc of those two interfaces is the contract: ranges are checked
 * before any byte is written, input and output may be the same array or overlap (see
 * {@link dev.aesref.Overlap}), and {@code destroy()} zeroes every copy of the key. The counter
 * flavours of the modes built on top (a 128-bit counter, GCM's 32-bit one, and so on) are
 * {@link dev.aesref.CounterFlavour}; {@link dev.aesref.Ranges} holds the argument checks that
 * engines and modes share, so that each rule and its message are written once.
 *
 * <p>This package knows no engine: the engines depend on it, and only the registry,
 * {@code dev.aesref.engines.Engines}, depends on every engine (ARCHITECTURE.md, rule 3). Any
 * implementation, including one in another project, can be checked against the contract with
 * the test kit's conformance suite.
 */
package dev.aesref;
