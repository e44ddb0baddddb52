/**
 * Message authentication codes built on AES: GMAC (NIST SP 800-38D). Each class cites its
 * standard.
 */
package dev.aesref.mac;
