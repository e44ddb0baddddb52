package dev.aesref.internal.vpaes;

import dev.aesref.internal.ct.Secret;

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
 * Cost per 8 lanes: five masks, 8 + 7 multiplexers, one final AND. {@link #lookupPacked} runs
 * the same tree on sixteen four-bit lanes for tables of GF(16) elements.
 *
 * <p>This class and {@link BytePermutation} (a shuffle whose control is a public constant) are
 * the only places the engine looks anything up. A version on the Vector API can replace them with
 * the CPU's {@code pshufb} ({@code VectorShuffle} / {@code rearrange}) without touching the rest.
 */
final class Shuffle {

    private static final long LANE_LOW_BITS = 0x0101010101010101L;

    private Shuffle() {}

    /**
     * All-ones in every lane whose control byte has bit {@code bit} set, zero in the others:
     * with t holding 0 or 1 in each lane, {@code (t << 8) - t} is {@code t * 0xFF} lane by lane
     * (a borrow out of a lane cancels the bit shifted into the next). No multiplication, so no
     * reliance on the CPU's multiplier being constant-time.
     */
    static long laneMask(@Secret long control, int bit) {
        long t = (control >>> bit) & LANE_LOW_BITS;
        return (t << 8) - t;
    }

    /** pshufb of a constant table by eight control lanes (one half of a {@link V128}). */
    public static long lookup(NibbleTable table, @Secret long control) {
        long bit0 = laneMask(control, 0);
        long bit1 = laneMask(control, 1);
        long bit2 = laneMask(control, 2);
        long bit3 = laneMask(control, 3);
        long zero = laneMask(control, 7);
        // The high control bit zeroes the lane.
        return select(table.evens, table.pairXor, bit0, bit1, bit2, bit3) & ~zero;
    }

    /**
     * The multiplexer tree shared by both lookups: the entry chosen by the four masks
     * {@code bit0 .. bit3} (all ones in a lane whose index has that bit set), lane by lane.
     * {@code evens[m]} holds entry {@code 2m} in every lane and {@code pairXor[m]} the XOR of
     * entries {@code 2m} and {@code 2m + 1}, so level 1 is one AND and one XOR per pair.
     */
    private static long select(long[] evens, long[] pairXor,
                               @Secret long bit0, @Secret long bit1, @Secret long bit2, @Secret long bit3) {
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
        // Level 4 (bit 3): the entry.
        return g0 ^ (bit3 & (g0 ^ g1));
    }

    private static final long NIBBLE_LOW_BITS = 0x1111111111111111L;

    /** 0xF in every four-bit lane of {@code values} that has bit {@code bit} set, as {@link #laneMask}. */
    static long nibbleMask(@Secret long values, int bit) {
        long t = (values >>> bit) & NIBBLE_LOW_BITS;
        return (t << 4) - t;
    }

    /**
     * pshufb of a {@link Gf16Table} by sixteen control lanes held in four bits each: lane q (bits
     * 4q .. 4q+3) is a control byte whose low bits are nibble q of {@code values} and whose high
     * bit is set where nibble q of {@code infinity} is 0xF (that nibble must be 0 or 0xF). The
     * result lane is, as with pshufb, zero if the control's high bit is set and else the table
     * entry; this method returns the entries' low four bits and {@link #lookupPackedInfinity}
     * says which lanes got the entry 0x80.
     *
     * <p>The same multiplexer tree as {@link #lookup(NibbleTable, long)}, on four-bit lanes: it
     * costs the same per long and so half as much per lane. vpaes's inversion network only ever
     * looks GF(16) elements up in tables of GF(16) elements, so it can run on this form (see
     * docs/engines/vpaes.md). A version with the CPU's shuffle would widen the nibbles to bytes,
     * set bit 7 from {@code infinity}, shuffle, and narrow again.
     */
    public static long lookupPacked(Gf16Table table, @Secret long values, @Secret long infinity) {
        long bit0 = nibbleMask(values, 0);
        long bit1 = nibbleMask(values, 1);
        long bit2 = nibbleMask(values, 2);
        long bit3 = nibbleMask(values, 3);
        return select(table.evens, table.pairXor, bit0, bit1, bit2, bit3) & ~infinity;
    }

    /**
     * The high bits of the {@link #lookupPacked} result: 0xF in the lanes that selected entry 0
     * when it is 0x80 (value 0, control high bit clear), zero elsewhere. Called with the same
     * arguments as lookupPacked, the JIT computes the four masks once for both.
     */
    public static long lookupPackedInfinity(Gf16Table table, @Secret long values, @Secret long infinity) {
        long nonZero = nibbleMask(values, 0) | nibbleMask(values, 1)
                | nibbleMask(values, 2) | nibbleMask(values, 3);
        return table.zeroIsInfinity & ~(nonZero | infinity);
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
