/**
 * AES key wrapping: {@link dev.aesref.keywrap.Kw} (RFC 3394, NIST SP 800-38F section 6.2) and
 * {@link dev.aesref.keywrap.Kwp} (RFC 5649, SP 800-38F section 6.3).
 *
 * <p>Both are built on the wrapping function W and its inverse W^-1 of SP 800-38F section 6.1
 * ({@code WrappingFunction}). Both take an {@link dev.aesref.ExpandedKey} that the caller keeps
 * owning, and both come in two forms: with the forward cipher CIPH_K as the wrapping
 * permutation (the usual one, RFC 3394 and RFC 5649), or with the inverse cipher CIPH^-1_K in
 * its place, which SP 800-38F section 5.1 also allows (NIST's {@code _inv} test files).
 *
 * <p>Unwrapping runs W^-1 in scratch that the object owns, checks the integrity value in
 * constant time, and copies to the caller's output only on success; on failure it throws
 * {@link javax.crypto.AEADBadTagException} with one message and zeroes the scratch.
 *
 * <p>Both are thread-safe when their key is: each call borrows its scratch from a pool of the
 * object's, so one object can wrap and unwrap for many threads at once.
 */
package dev.aesref.keywrap;
