package dev.aesref.internal.nohw;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.aesref.harness.Seeds;
import dev.aesref.internal.fips197.Gf256;
import dev.aesref.internal.fips197.SpecSteps;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The short layout checked bit by bit against its definition (bit {@code i} of state byte row
 * {@code r}, column {@code c} of block {@code b} at word {@code i}, position
 * {@code 16 r + 4 c + b}, the byte being byte {@code 4 c + r} of the block, FIPS-197 section 3.4;
 * the block comes in as little-endian halves in {@code q[b]} and {@code q[4 + b]}), its round keys
 * against the FIPS-197 key expansion of the {@code spec} engine, and the linear layer against the
 * definitions of ShiftRows and MixColumns on bytes, with GF(2^8) products from {@code spec}.
 */
class ShortLayoutTest {

    /** Byte {@code k} of block {@code b} of blocks held as (lo in q[b], hi in q[4 + b]). */
    private static int blockByte(long[] blocks, int b, int k) {
        long half = k < 8 ? blocks[b] : blocks[4 + b];
        return (int) (half >>> (8 * (k % 8))) & 0xFF;
    }

    /** State byte (row r, column c) of block b of a short batch, read back from the bit planes. */
    private static int stateByte(long[] q, int b, int r, int c) {
        int v = 0;
        for (int i = 0; i < 8; i++) {
            v |= (int) ((q[i] >>> (16 * r + 4 * c + b)) & 1) << i;
        }
        return v;
    }

    private static long[] randomWords(SplittableRandom random) {
        long[] q = new long[8];
        for (int j = 0; j < 8; j++) {
            q[j] = random.nextLong();
        }
        return q;
    }

    @Test
    void toSlicedPutsEveryBitWhereTheLayoutSays() {
        SplittableRandom random = Seeds.random(0x53484F52L);
        for (int trial = 0; trial < 20; trial++) {
            long[] blocks = randomWords(random);
            long[] q = blocks.clone();
            ShortLayout.toSliced(q);
            for (int b = 0; b < 4; b++) {
                for (int r = 0; r < 4; r++) {
                    for (int c = 0; c < 4; c++) {
                        int value = blockByte(blocks, b, 4 * c + r);
                        for (int i = 0; i < 8; i++) {
                            long got = (q[i] >>> (16 * r + 4 * c + b)) & 1;
                            assertEquals((value >>> i) & 1, got,
                                    "block " + b + " row " + r + " column " + c + " bit " + i);
                        }
                    }
                }
            }
            ShortLayout.fromSliced(q);
            assertArrayEquals(blocks, q, "fromSliced undoes toSliced");
        }
    }

    @Test
    void fromSlicedIsTheInverseOnEveryInput() {
        SplittableRandom random = Seeds.random(0x494E5653L);
        for (int trial = 0; trial < 20; trial++) {
            long[] sliced = randomWords(random);
            long[] q = sliced.clone();
            ShortLayout.fromSliced(q);
            ShortLayout.toSliced(q);
            assertArrayEquals(sliced, q);
        }
    }

    /** Round key {@code round} byte (row r, column c) from the spec schedule (a0 in the top byte). */
    private static int specKeyByte(int[] w, int round, int r, int c) {
        return (w[4 * round + c] >>> (24 - 8 * r)) & 0xFF;
    }

    @ParameterizedTest(name = "{0}-byte key")
    @ValueSource(ints = {16, 24, 32})
    void roundKeysAreTheFips197ScheduleInEveryBlockSlot(int keyBytes) {
        byte[] key = Seeds.bytes(Seeds.random(0x4B455953L + keyBytes), keyBytes);
        int rounds = keyBytes / 4 + 6;
        int[] w = SpecSteps.keyExpansion(key);
        long[] keys = ShortLayout.roundKeys(NohwKeySchedule.expand(key, rounds), rounds);
        assertEquals(8 * (rounds + 1), keys.length);
        for (int round = 0; round <= rounds; round++) {
            long[] q = java.util.Arrays.copyOfRange(keys, 8 * round, 8 * round + 8);
            for (int b = 0; b < 4; b++) {
                for (int r = 0; r < 4; r++) {
                    for (int c = 0; c < 4; c++) {
                        assertEquals(specKeyByte(w, round, r, c), stateByte(q, b, r, c),
                                "round " + round + " block " + b + " row " + r + " column " + c);
                    }
                }
            }
        }
    }

    /** Four random blocks as a 4 x 4 x 4 byte array [block][row][column], and sliced. */
    private static int[][][] randomState(SplittableRandom random, long[] q) {
        long[] words = randomWords(random);
        System.arraycopy(words, 0, q, 0, 8);
        ShortLayout.toSliced(q);
        int[][][] s = new int[4][4][4];
        for (int b = 0; b < 4; b++) {
            for (int r = 0; r < 4; r++) {
                for (int c = 0; c < 4; c++) {
                    s[b][r][c] = blockByte(words, b, 4 * c + r);
                }
            }
        }
        return s;
    }

    private static void assertState(int[][][] expected, long[] q, String what) {
        for (int b = 0; b < 4; b++) {
            for (int r = 0; r < 4; r++) {
                for (int c = 0; c < 4; c++) {
                    assertEquals(expected[b][r][c], stateByte(q, b, r, c),
                            what + ": block " + b + " row " + r + " column " + c);
                }
            }
        }
    }

    /** The state with row r of every block rotated: s'[r][c] = s[r][(c + step r) mod 4]. */
    private static int[][][] rotateRows(int[][][] s, int step) {
        int[][][] out = new int[4][4][4];
        for (int b = 0; b < 4; b++) {
            for (int r = 0; r < 4; r++) {
                for (int c = 0; c < 4; c++) {
                    out[b][r][c] = s[b][r][Math.floorMod(c + step * r, 4)];
                }
            }
        }
        return out;
    }

    @Test
    void invShiftRowsAndShiftRowsTwiceFollowFips197() {
        SplittableRandom random = Seeds.random(0x53524F57L);
        for (int trial = 0; trial < 10; trial++) {
            long[] q = new long[8];
            int[][][] s = randomState(random, q);
            // FIPS-197 5.3.1: InvShiftRows is s'[r][c] = s[r][(c - r) mod 4].
            ShortLinearLayer.invShiftRows(q);
            assertState(rotateRows(s, -1), q, "InvShiftRows");
            long[] p = new long[8];
            int[][][] t = randomState(random, p);
            // FIPS-197 5.1.2, twice: s'[r][c] = s[r][(c + 2 r) mod 4].
            ShortLinearLayer.shiftRowsTwice(p);
            assertState(rotateRows(t, 2), p, "ShiftRows twice");
        }
    }

    /**
     * The fixsliced MixColumns at every offset k: a state held at offset k (InvShiftRows done k
     * times on the words), through {@code mixColumns(q, k)}, then brought back to offset 0
     * (InvShiftRows 4 - k more times, since four make the identity), is MixColumns of the state.
     */
    @Test
    void mixColumnsAtEveryOffsetIsMixColumnsOfTheState() {
        SplittableRandom random = Seeds.random(0x4F464653L);
        for (int k = 0; k < 4; k++) {
            for (int trial = 0; trial < 10; trial++) {
                long[] q = new long[8];
                int[][][] s = randomState(random, q);
                for (int i = 0; i < k; i++) {
                    ShortLinearLayer.invShiftRows(q);
                }
                ShortLinearLayer.mixColumns(q, k);
                for (int i = k; i < 4; i++) {
                    ShortLinearLayer.invShiftRows(q);
                }
                assertState(multiplyColumns(s, new int[] {0x02, 0x03, 0x01, 0x01}), q,
                        "MixColumns at offset " + k);
            }
        }
    }

    /** Round key r of the fixsliced keys is the short-layout key r held at offset r mod 4. */
    @ParameterizedTest(name = "{0}-byte key")
    @ValueSource(ints = {16, 24, 32})
    void fixslicedKeysAreEachRoundKeyAtItsOffset(int keyBytes) {
        byte[] key = Seeds.bytes(Seeds.random(0x46495853L + keyBytes), keyBytes);
        int rounds = keyBytes / 4 + 6;
        long[] keys = ShortLayout.roundKeys(NohwKeySchedule.expand(key, rounds), rounds);
        long[] fixsliced = ShortCipher.fixslice(keys.clone(), rounds);
        assertEquals(keys.length, fixsliced.length);
        for (int round = 0; round <= rounds; round++) {
            long[] q = java.util.Arrays.copyOfRange(fixsliced, 8 * round, 8 * round + 8);
            // Offset round mod 4 back to 0: InvShiftRows (4 - offset) mod 4 more times.
            for (int i = 0; i < (4 - round % 4) % 4; i++) {
                ShortLinearLayer.invShiftRows(q);
            }
            assertArrayEquals(java.util.Arrays.copyOfRange(keys, 8 * round, 8 * round + 8), q,
                    "round key " + round);
        }
    }

    /** A column times the matrix whose first row is m (circulant), FIPS-197 5.1.3 and 5.3.3. */
    private static int[][][] multiplyColumns(int[][][] s, int[] m) {
        int[][][] out = new int[4][4][4];
        for (int b = 0; b < 4; b++) {
            for (int c = 0; c < 4; c++) {
                for (int r = 0; r < 4; r++) {
                    int v = 0;
                    for (int j = 0; j < 4; j++) {
                        v ^= Gf256.multiply(m[(j - r + 4) % 4], s[b][j][c]);
                    }
                    out[b][r][c] = v;
                }
            }
        }
        return out;
    }

    @Test
    void mixColumnsAndItsInverseFollowFips197() {
        SplittableRandom random = Seeds.random(0x4D495843L);
        for (int trial = 0; trial < 10; trial++) {
            long[] q = new long[8];
            int[][][] s = randomState(random, q);
            ShortLinearLayer.mixColumns(q);
            assertState(multiplyColumns(s, new int[] {0x02, 0x03, 0x01, 0x01}), q, "MixColumns");
            long[] r = new long[8];
            int[][][] t = randomState(random, r);
            ShortLinearLayer.invMixColumns(r);
            assertState(multiplyColumns(t, new int[] {0x0e, 0x0b, 0x0d, 0x09}), r, "InvMixColumns");
        }
    }
}
