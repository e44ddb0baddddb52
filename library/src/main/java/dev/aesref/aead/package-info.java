/**
 * Authenticated encryption modes on top of any {@link dev.aesref.ExpandedKey}, all behind one
 * interface, {@link dev.aesref.aead.Aead}: seal, and open that releases nothing until the tag is
 * verified. Each class cites the standard and section it implements.
 */
package dev.aesref.aead;
