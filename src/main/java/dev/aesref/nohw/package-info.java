/**
 * {@code nohw}: AES with no lookup tables, bitsliced over four blocks at a time.
 *
 * <h2>Layout</h2>
 * A batch is four 16-byte blocks held in eight {@code long} words {@code q[0..7]}. Word
 * {@code q[i]} holds bit {@code i} (0 = least significant) of every one of the 64 bytes of the
 * batch. Byte {@code k = 4 c + r} of block {@code b} (the state byte in row {@code r}, column
 * {@code c}, FIPS-197 section 3.4) sits at bit position {@code 16 r + 4 c + b}:
 * <pre>
 *  position  63 .. 48 | 47 .. 32 | 31 .. 16 | 15 .. 0      one 16-bit lane per row
 *  row          r = 3 |    r = 2 |    r = 1 |   r = 0
 *
 *  inside a lane:  15 14 13 12 | 11 10  9  8 |  7  6  5  4 |  3  2  1  0
 *  column          c = 3       | c = 2       | c = 1       | c = 0
 *  block           3  2  1  0  | 3  2  1  0  | 3  2  1  0  | 3  2  1  0
 * </pre>
 * This is the layout of BearSSL's {@code aes_ct64} (Thomas Pornin); the code that builds it
 * ({@link dev.aesref.nohw.BitsliceLayout}) is derived and explained there. With it:
 * <ul>
 *   <li>SubBytes is a Boolean circuit applied to the eight words
 *       ({@link dev.aesref.nohw.SboxCircuit}: Boyar and Peralta, ePrint 2011/332, Figures 5-9),
 *       with the S-box's constant 0x63 folded into the encryption round keys;</li>
 *   <li>ShiftRows rotates each row lane by {@code 4 r} bits; "next row" for MixColumns is a
 *       rotation of the whole word by 16 ({@link dev.aesref.nohw.LinearLayer});</li>
 *   <li>encryption is fixsliced (Adomnicai and Peyrin, TCHES 2021(1)): ShiftRows is folded into
 *       four conjugated variants of MixColumns and into the round keys, and applied only once at
 *       the end ({@link dev.aesref.nohw.BatchCipher#encrypt}); decryption is the plain inverse
 *       cipher;</li>
 *   <li>two batches go through the rounds in lock-step, step by step, so that the CPU has
 *       independent work while one batch's chain of dependent steps waits
 *       ({@link dev.aesref.nohw.BatchCipher}).</li>
 * </ul>
 *
 * <h2>Constant time</h2>
 * No branch, array index, division or loop bound depends on key, data, IV or counter: loops run
 * over rounds, words and the (public) number of blocks; the only branches are on the round
 * number, the key length, the counter flavour and the offsets of the caller's arrays. There are
 * no tables. The key schedule runs SubWord through the same S-box circuit.
 *
 * <h2>Threads and allocation</h2>
 * Expanded keys ({@code NohwKey}) are <b>not thread-safe</b>: each holds the scratch words of two
 * batches, so that encrypt, decrypt and CTR allocate nothing per call. Use one expanded key per
 * thread. {@code destroy()} zeroes round keys and scratch.
 *
 * <p>More, with the derivations: {@code docs/engines/nohw.md}.
 */
package dev.aesref.nohw;
