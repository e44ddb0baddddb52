/**
 * Message authentication codes built on any {@link dev.aesref.ExpandedKey}:
 * {@link dev.aesref.mac.Cmac} (NIST SP 800-38B, RFC 4493), {@link dev.aesref.mac.Gmac} (NIST
 * SP 800-38D, GCM with no plaintext), and the two pieces CMAC is made of and shares with the AEAD
 * modes: {@link dev.aesref.mac.Dbl}, the doubling in GF(2^128) (CMAC's subkeys, SIV's S2V, EAX's
 * OMAC), and {@link dev.aesref.mac.CbcMac}, the CBC-MAC chain (CMAC and CCM). Tags are compared
 * in constant time and a wrong tag raises {@link javax.crypto.AEADBadTagException} with one fixed
 * message.
 *
 * <p>The one-shot calls of {@code Cmac} and {@code Gmac} are thread-safe when the key is: each
 * borrows its running state from a pool. Running states fed in pieces (CMAC's incremental
 * message, a GMAC computation, a {@code CbcMac} chain) are single-threaded, and a second thread
 * that calls while another is inside gets an {@link java.lang.IllegalStateException}.
 */
package dev.aesref.mac;
