/**
 * HMAC where a standard pairs AES with it: keys for the JDK's {@code javax.crypto.Mac} (PBKDF2,
 * the {@code A*CBC-HS*} AEADs), with the re-keying that wipes a Mac's pads, and an HMAC over the
 * JDK's digest whose outputs go only into the caller's arrays (the C2SP chunked encryption's
 * HKDF, whose output is a key). Internal: not exported by the module.
 */
package dev.aesref.internal.hmac;
