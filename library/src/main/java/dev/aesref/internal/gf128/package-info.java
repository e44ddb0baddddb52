/**
 * Arithmetic in GF(2^128) for the polynomial hashes of GCM and GCM-SIV: a constant-time,
 * table-free multiply ({@link dev.aesref.internal.gf128.Gf128}, integer multiplication with holes),
 * GHASH (NIST SP 800-38D, section 6.4) and POLYVAL (RFC 8452, section 3, computed through
 * GHASH as RFC 8452, Appendix A shows).
 */
package dev.aesref.internal.gf128;
