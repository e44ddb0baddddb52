/**
 * AES as FIPS-197 writes it, for reading and teaching rather than for speed.
 *
 * <p>Every part maps onto one section of FIPS PUB 197 (2001; the algorithm is unchanged in
 * FIPS 197-upd1, 2023):
 * <ul>
 *   <li>{@link dev.aesref.internal.fips197.Gf256}: the field GF(2^8), {@code xtime} and multiplication
 *       (section 4.2, 4.2.1) and the multiplicative inverse.</li>
 *   <li>{@link dev.aesref.internal.fips197.SBox}: SubBytes and InvSubBytes computed from the definition,
 *       the inverse in GF(2^8) followed by the affine map (sections 5.1.1 and 5.3.2). There is
 *       no S-box table anywhere in the package; the tests compare the computed values with the
 *       published ones (figures 7 and 14).</li>
 *   <li>{@link dev.aesref.internal.fips197.State}: the 4x4 State {@code s[r][c] = in[r + 4c]} (section
 *       3.4).</li>
 *   <li>{@code RoundTransforms}: ShiftRows, MixColumns, AddRoundKey (5.1.2 to 5.1.4) and their
 *       inverses (5.3.1, 5.3.3).</li>
 *   <li>{@link dev.aesref.internal.fips197.SpecKeySchedule}: RotWord, SubWord, Rcon and the key schedule
 *       (section 5.2), checked against Appendix A.</li>
 *   <li>{@code CipherRoutine}: the Cipher, the Inverse Cipher and the Equivalent Inverse Cipher
 *       (figures 5, 12 and 15; the engine decrypts with the Inverse Cipher, the trace can show
 *       either).</li>
 *   <li>{@link dev.aesref.internal.fips197.SpecSteps}: the key schedule, the S-box and the three
 *       ciphers with every step handed to a watcher, for the tools' {@code aesref trace}, which
 *       prints the round-by-round listings of Appendix C.</li>
 *   <li>{@link dev.aesref.internal.fips197.SpecEngine}: the same code behind the project's
 *       {@link dev.aesref.BlockEngine} contract, so that every suite runs it next to the fast
 *       engines.</li>
 * </ul>
 *
 * <p>{@code SpecKey} owns the one State every block passes through and clears it when each call
 * returns or throws (STYLE rule 6); {@code destroy()} zeroes the schedule.
 *
 * <p>Although it is written for clarity, the engine keeps the project's constant-time rule: no
 * branch or array index depends on key or data bytes. The S-box is computed, not looked up;
 * multiplication in GF(2^8) selects with masks; the inverse is a fixed chain of
 * multiplications. It is, on the other hand, slow (thousands of field multiplications per
 * block), which is acceptable for a reference and the reason the other engines exist.
 */
package dev.aesref.internal.fips197;
