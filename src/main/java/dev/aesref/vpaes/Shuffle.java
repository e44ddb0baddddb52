package dev.aesref.vpaes;

/**
 * The byte shuffle of vpaes, with the semantics of x86 {@code pshufb} (and of ARM {@code tbl}
 * restricted to 16 entries): for each of the 16 lanes, the control byte {@code c} selects entry
 * {@code c & 15} of the table, and a control byte with its high bit set gives zero.
 *
 * <p>Java has no byte shuffle that is both portable and constant-time, so this class computes
 * one from masks and shifts. For each lane it builds all-ones/all-zero masks from the control
 * bits (SWAR: bit b of every lane is shifted to the bottom of its lane, isolated and spread to
 * 0xFF), then walks a four-level multiplexer tree over the 16 entries: level 1 chooses between
 * entries 2m and 2m+1 by control bit 0, level 2 between the survivors by bit 1, and so on. Every
 * lane touches every entry; no array is indexed by a control value, no branch depends on one.
 * Cost per 8 lanes: five masks, 8 + 7 multiplexers, one final AND.
 *
 * <p>This class and {@link BytePermutation} (a shuffle whose control is a public constant) are
 * the only places the engine looks anything up. A version on the Vector API can replace them with
 * the CPU's {@code pshufb} ({@code VectorShuffle} / {@code rearrange}) without touching the rest.
 */
public final class Shuffle {

    private static final long LANE_LOW_BITS = 0x0101010101010101L;

    private Shuffle() {}

    /**
     * All-ones in every lane whose control byte has bit {@code bit} set, zero in the others:
     * with t holding 0 or 1 in each lane, {@code (t << 8) - t} is {@code t * 0xFF} lane by lane
     * (a borrow out of a lane cancels the bit shifted into the next). No multiplication, so no
     * reliance on the CPU's multiplier being constant-time.
     */
    static long laneMask(long control, int bit) {
        long t = (control >>> bit) & LANE_LOW_BITS;
        return (t << 8) - t;
    }

    /** pshufb of a constant table by eight control lanes (one half of a {@link V128}). */
    public static long lookup(NibbleTable table, long control) {
        long bit0 = laneMask(control, 0);
        long bit1 = laneMask(control, 1);
        long bit2 = laneMask(control, 2);
        long bit3 = laneMask(control, 3);
        long zero = laneMask(control, 7);
        long[] evens = table.evens;
        long[] pairXor = table.pairXor;
        // Level 1 (bit 0): entry 2m or 2m+1, from the precomputed pairs.
        long e0 = evens[0] ^ (bit0 & pairXor[0]);
        long e1 = evens[1] ^ (bit0 & pairXor[1]);
        long e2 = evens[2] ^ (bit0 & pairXor[2]);
        long e3 = evens[3] ^ (bit0 & pairXor[3]);
        long e4 = evens[4] ^ (bit0 & pairXor[4]);
        long e5 = evens[5] ^ (bit0 & pairXor[5]);
        long e6 = evens[6] ^ (bit0 & pairXor[6]);
        long e7 = evens[7] ^ (bit0 & pairXor[7]);
        // Level 2 (bit 1): entry 4m + (0..3).
        long f0 = e0 ^ (bit1 & (e0 ^ e1));
        long f1 = e2 ^ (bit1 & (e2 ^ e3));
        long f2 = e4 ^ (bit1 & (e4 ^ e5));
        long f3 = e6 ^ (bit1 & (e6 ^ e7));
        // Level 3 (bit 2): entry 8m + (0..7).
        long g0 = f0 ^ (bit2 & (f0 ^ f1));
        long g1 = f2 ^ (bit2 & (f2 ^ f3));
        // Level 4 (bit 3): the entry; then the high control bit zeroes the lane.
        return (g0 ^ (bit3 & (g0 ^ g1))) & ~zero;
    }

    /** pshufb of a constant table by 16 control lanes. */
    public static V128 lookup(NibbleTable table, V128 control) {
        return V128.of(lookup(table, control.lo), lookup(table, control.hi));
    }

    /**
     * pshufb where both operands are data: lane q of the result is lane {@code control[q] & 15}
     * of {@code table}, or zero if {@code control[q]} has its high bit set. Used off the hot path
     * (the key schedule) and as the definition {@link BytePermutation} is tested against.
     */
    public static V128 pshufb(V128 table, V128 control) {
        return lookup(NibbleTable.of(table), control);
    }
}
