/**
 * {@code nohw}: AES with no lookup tables, bitsliced over sixteen blocks at a time.
 *
 * <h2>Layout</h2>
 * A batch is sixteen 16-byte blocks held in 32 {@code long} words {@code w[0..31]}. Bit
 * {@code i} (0 = least significant) of the state byte in row {@code r}, column {@code c}
 * (FIPS-197 section 3.4; byte {@code k = 4 c + r} of the block) of block {@code b} sits in word
 * {@code w[8 r + i]} at bit position {@code 16 c + b}:
 * <pre>
 *  word w[8 r + i]
 *  position  63 .. 48 | 47 .. 32 | 31 .. 16 | 15 .. 0      one 16-bit lane per column
 *  column       c = 3 |    c = 2 |    c = 1 |   c = 0
 *  inside a lane: bit b is block b (0..15)
 * </pre>
 * This is the "barrel-shiftrows" representation of Adomnicai and Peyrin ("Fixslicing AES-like
 * Ciphers", TCHES 2021(1), section 4) on 64-bit words; {@link dev.aesref.internal.nohw.ScalarLayout}
 * builds it with six rounds of swap moves. With it:
 * <ul>
 *   <li>SubBytes is a Boolean circuit applied to each row's eight words
 *       ({@link dev.aesref.internal.nohw.SboxCircuit}: Boyar and Peralta, ePrint 2011/332, Figures 5-9),
 *       with the S-box's constant 0x63 folded into the encryption round keys;</li>
 *   <li>ShiftRows rotates row {@code r}'s words by {@code 16 r} bits, and MixColumns is XORs
 *       between the words of the four rows, with no shifts
 *       ({@link dev.aesref.internal.nohw.ScalarLinearLayer}).</li>
 * </ul>
 *
 * <h2>Short inputs</h2>
 * A call of at most {@code NohwKey.SHORT_MAX_BLOCKS} blocks runs in short batches of four
 * blocks in eight words instead ({@link dev.aesref.internal.nohw.ShortLayout}: BearSSL's {@code aes_ct64}
 * layout, word {@code i} holding bit {@code i} of every byte), so that one block does not pay
 * for sixteen. The S-box circuit is the same; ShiftRows and MixColumns are in
 * {@link dev.aesref.internal.nohw.ShortLinearLayer}. The choice is a branch on the block count, which is
 * public.
 *
 * <h2>Constant time</h2>
 * No branch, array index, division or loop bound depends on key, data, IV or counter: loops run
 * over rounds, rows, words and the (public) number of blocks; the only branches are on the round
 * number, the key length, the counter flavour, loop indices and the offsets of the caller's
 * arrays. There are no tables. The key schedule runs SubWord through the same S-box circuit.
 *
 * <h2>Threads and allocation</h2>
 * Expanded keys ({@code NohwKey}) may be shared by threads. Each holds the scratch words of one
 * batch, so that encrypt, decrypt and CTR allocate nothing per call, and zeroes it when every
 * call returns or throws. A call borrows that batch; a call beside it takes a spare
 * ({@code internal.share.ScratchPool}). {@code destroy()} zeroes the round keys.
 *
 * <p>Each class's Javadoc holds its derivation; the overview is {@code docs/engines/nohw.md}.
 */
package dev.aesref.internal.nohw;
