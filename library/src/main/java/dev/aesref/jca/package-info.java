/**
 * The JCA provider {@code AESREF}, {@link dev.aesref.jca.AesRefProvider}: aesref's modes behind
 * {@code javax.crypto.Cipher}, {@code Mac}, {@code KeyGenerator} and
 * {@code java.security.AlgorithmParameters}, under SunJCE's names, aliases and OIDs.
 *
 * <p>It is meant for tests: as an oracle beside another provider, or as the provider under test
 * of {@code aesref check}. Register it with {@code Security.addProvider(new AesRefProvider())}, or
 * name it in a {@code getInstance} call; on the module path it is also a
 * {@code java.security.Provider} service. The engine behind it is a setting,
 * {@code new AesRefProvider("vpaes")}.
 *
 * <p>Only the provider class is public; the cipher, MAC and parameter SPIs are package-private
 * and reached through the provider. Nothing else in the library uses this package.
 */
package dev.aesref.jca;
