/**
 * {@code vpaes}: Mike Hamburg's vector-permute AES ("Accelerating AES with Vector Permute
 * Instructions", CHES 2009), with the 16-entry byte shuffle it is built on computed in constant
 * time by {@link dev.aesref.internal.vpaes.Shuffle}.
 *
 * <p>Bytes are inverted in a tower field ({@link dev.aesref.internal.vpaes.TowerField}) by GF(16) table
 * lookups, and every linear map of the round is folded into 16-entry tables
 * ({@link dev.aesref.internal.vpaes.VpaesTables}); ShiftRows is folded into the byte layout of each round
 * ({@link dev.aesref.internal.vpaes.Layout}); the rounds are {@link dev.aesref.internal.vpaes.VpaesCore}. Each
 * class's Javadoc holds its derivation.
 *
 * <p>Expanded keys own their scratch and zero it when every call returns or throws. Each call
 * borrows its scratch, so a key may be shared by threads. Overview: {@code docs/engines/vpaes.md}.
 */
package dev.aesref.internal.vpaes;
