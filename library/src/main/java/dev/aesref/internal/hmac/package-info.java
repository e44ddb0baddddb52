/**
 * HMAC keys for the JDK's {@code javax.crypto.Mac}, which this project uses where a standard pairs
 * AES with HMAC (PBKDF2, the {@code A*CBC-HS*} AEADs, the C2SP chunked encryption's HKDF). Internal:
 * not exported by the module.
 */
package dev.aesref.internal.hmac;
