/**
 * Password-based encryption with AES: PBES2 with PBKDF2 (RFC 8018). The HMAC and hash come from
 * the JDK; AES runs on the chosen engine.
 */
package dev.aesref.pbe;
