/**
 * What lets one key be used by many threads at once: scratch lent to one call at a time, the
 * order of {@code destroy()} against calls in flight, and the guard that makes a stateful object
 * refuse a second thread.
 *
 * <p>A key, an AEAD or a MAC holds a key and constants derived from it, which calls only read,
 * and scratch, which every call writes. The scratch is what made sharing unsafe. Each such object
 * now keeps its scratch in a {@link ScratchPool}: a call borrows one scratch and gives it back
 * wiped, so two calls never write the same array. {@link Lifetime} orders {@code destroy()}
 * against calls that are still running, so that no call returns output computed from a key that
 * was being zeroed. Objects with a position or a pending buffer (a CTR stream, an incremental
 * AEAD or MAC) are single-threaded by nature; {@link SingleThreaded} makes a second thread fail
 * loudly instead of corrupting them.
 */
package dev.aesref.internal.share;
