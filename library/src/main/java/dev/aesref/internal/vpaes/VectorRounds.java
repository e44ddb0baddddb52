package dev.aesref.internal.vpaes;

import static jdk.incubator.vector.VectorOperators.LSHR;
import static jdk.incubator.vector.VectorOperators.XOR;

import dev.aesref.internal.ct.ConstantsOnly;
import dev.aesref.internal.ct.Pack;
import jdk.incubator.vector.ByteVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorShuffle;
import jdk.incubator.vector.VectorSpecies;

/**
 * {@link VpaesCore}'s rounds with the CPU's byte shuffle: each table lookup is one
 * {@code rearrange} of a 128-bit {@code ByteVector} by a shuffle made from the index vector,
 * which C2 compiles to {@code pshufb} (SSSE3) or {@code vpshufb} (AVX), the instruction Hamburg's
 * design was written for. The state, the round keys and every table are {@link VpaesCore}'s.
 *
 * <p><b>Bytes, not longs.</b> The vectors are loaded from and stored to the key's work area
 * ({@link RoundFunctions#workBytes}), a byte array holding the blocks in flight, the S-box
 * outputs and a copy of the schedules, each 16 bytes in {@link V128}'s lane order (the
 * little-endian bytes of its two longs). Loading the key's longs directly, as a two-lane
 * {@code LongVector}, would be simpler, but on JDK 17 a {@code LongVector} of a second shape in
 * the same JVM slows nohw-vector's 256-bit {@code LongVector} code about fivefold, and nohw-vector
 * slows it the same way (measured: nohw-vector at 16 KiB from 670 to 133 MB/s after 1.5 s of
 * vpaes-vector with 128-bit {@code LongVector} loads; 1,079 MB/s after the same time of
 * {@code ByteVector} code; Temurin 25 is not affected). {@code ByteVector} is this engine's alone.
 *
 * <p><b>pshufb's zero lanes.</b> pshufb gives zero where the index byte has its high bit set, and
 * vpaes relies on that for its "infinity" 0x80 (the inverse of 0, see {@link TowerField}). The
 * Vector API has no such lane: a shuffle index must be 0..15, and {@code rearrange} throws on any
 * other. So every lookup whose index may carry 0x80 is written out as pshufb is defined: shuffle
 * by the low four bits, then clear the lanes whose index byte is negative with a compare
 * ({@code lt(0)}, {@code pcmpgtb}) and a {@code blend} against zero. The indices handed to
 * {@code rearrange} are always 0..15, so the Vector API's own index check, the one branch it
 * compiles in, is never taken, whatever the data.
 *
 * <p><b>One method per operation.</b> Each of the four operations is one method that calls the
 * Vector API only, no helper of its own (STYLE.md, rule 7): a helper that takes or returns a
 * vector and that C2 declines to inline gets its vectors boxed on the heap, which costs an
 * allocation per call and turns the shuffle into a call. The price is that the round is written
 * out four times, twice with two blocks interleaved as BoringSSL's {@code _vpaes_encrypt_core_2x}
 * does: two independent dependency chains keep the shuffle port busy while the other waits.
 *
 * <p>Nothing here allocates (the vectors live in registers once C2 has compiled the method) and
 * nothing branches on data: the loops count rounds, the shuffles of the row rotations are chosen
 * by the round number.
 */
final class VectorRounds implements RoundFunctions {

    static final VectorRounds INSTANCE = new VectorRounds();

    private static final VectorSpecies<Byte> BYTES = ByteVector.SPECIES_128;

    private static final VpaesTables T = VpaesTables.STANDARD;
    private static final ByteVector INV = table(T.inv);
    private static final ByteVector INV_A = table(T.invA);
    private static final ByteVector IPT_LO = table(T.iptLo);
    private static final ByteVector IPT_HI = table(T.iptHi);
    private static final ByteVector SB1U = table(T.sb1u);
    private static final ByteVector SB1T = table(T.sb1t);
    private static final ByteVector SB2U = table(T.sb2u);
    private static final ByteVector SB2T = table(T.sb2t);
    private static final ByteVector SBOU = table(T.sbou);
    private static final ByteVector SBOT = table(T.sbot);
    private static final ByteVector DIPT_LO = table(T.diptLo);
    private static final ByteVector DIPT_HI = table(T.diptHi);
    private static final ByteVector DSB9U = table(T.dsb9u);
    private static final ByteVector DSB9T = table(T.dsb9t);
    private static final ByteVector DSBDU = table(T.dsbdu);
    private static final ByteVector DSBDT = table(T.dsbdt);
    private static final ByteVector DSBBU = table(T.dsbbu);
    private static final ByteVector DSBBT = table(T.dsbbt);
    private static final ByteVector DSBEU = table(T.dsbeu);
    private static final ByteVector DSBET = table(T.dsbet);
    private static final ByteVector DSBOU = table(T.dsbou);
    private static final ByteVector DSBOT = table(T.dsbot);

    /** The low nibble of every byte lane. */
    private static final byte NIBBLE = 0x0F;

    // The row rotations and output orders of Layout, as constant shuffles, by round number mod 4.
    private static final VectorShuffle<Byte>[] ENC_ROTATE = shuffles(Layout::encRotate);
    private static final VectorShuffle<Byte>[] ENC_ROTATE_BACK = shuffles(Layout::encRotateBack);
    private static final VectorShuffle<Byte>[] ENC_OUT = shuffles(Layout::fromEncLayout);
    private static final VectorShuffle<Byte>[] DEC_ROTATE = shuffles(Layout::decRotate);
    private static final VectorShuffle<Byte>[] DEC_OUT = shuffles(Layout::fromDecLayout);

    private VectorRounds() {}

    @ConstantsOnly("a public table as a vector")
    private static ByteVector table(NibbleTable t) {
        return ByteVector.fromArray(BYTES, t.asVector().toBytes(), 0);
    }

    @ConstantsOnly("public pshufb controls as shuffles")
    @SuppressWarnings("unchecked")
    private static VectorShuffle<Byte>[] shuffles(java.util.function.IntFunction<BytePermutation> layout) {
        VectorShuffle<Byte>[] s = new VectorShuffle[4];
        for (int r = 0; r < 4; r++) {
            V128 control = layout.apply(r).control();
            int[] source = new int[16];
            for (int q = 0; q < 16; q++) {
                source[q] = control.lane(q);
            }
            s[r] = VectorShuffle.fromArray(BYTES, source, 0);
        }
        return s;
    }

    // ---- The work area ---------------------------------------------------------------------
    //
    // [0, 32)   the blocks in flight: block 0 at 0, block 1 at 16
    // [32, 96)  io and jo of the inversion network: block 0's at 32 and 48, block 1's at 64 and 80
    // [96, ...) the encryption keys, 16 bytes a round, then the decryption keys

    static final int BLOCK_0 = 0;
    private static final int BLOCK_1 = 16;
    static final int NETWORK_0 = 32;
    private static final int NETWORK_1 = 64;
    static final int KEYS = 96;

    @Override
    public int workBytes(int rounds) {
        return KEYS + 2 * 16 * (rounds + 1);
    }

    @Override
    public int scratchBytes() {
        return KEYS;
    }

    @Override
    public void prepare(long[] encKeys, long[] decKeys, int rounds, byte[] work) {
        for (int i = 0; i < encKeys.length; i++) {
            Pack.storeLongLE(encKeys[i], work, KEYS + 8 * i);
            Pack.storeLongLE(decKeys[i], work, decKeys(rounds) + 8 * i);
        }
    }

    /** Where the decryption keys start in the work area. */
    static int decKeys(int rounds) {
        return KEYS + 16 * (rounds + 1);
    }

    // ---- The steps of a round, each on one block of the work area ---------------------------
    //
    // Every step loads its input from the work area and stores its output there, so no vector
    // crosses a method boundary (STYLE.md, rule 7) and every method is small enough for C1 to
    // compile with its profile, which is what gets it to C2. (One method per operation, with the
    // rounds written out in vectors, is more than C1 has registers for: it stays in C1's first
    // tier, where no Vector API call is compiled to an instruction, and runs 300 times slower.)

    /** The input basis change and the first round key, in place: {@code linear(lo, hi, x) + key}. */
    static void encInput(byte[] work, int at, int key) {
        ByteVector x = ByteVector.fromArray(BYTES, work, at);
        ByteVector lo = x.and(NIBBLE);
        ByteVector hi = x.reinterpretAsInts().lanewise(LSHR, 4).reinterpretAsBytes().and(NIBBLE);
        IPT_LO.rearrange(lo.toShuffle()).lanewise(XOR, IPT_HI.rearrange(hi.toShuffle()))
                .lanewise(XOR, ByteVector.fromArray(BYTES, work, key))
                .intoArray(work, at);
    }

    /** {@link #encInput} with decryption's basis D. */
    static void decInput(byte[] work, int at, int key) {
        ByteVector x = ByteVector.fromArray(BYTES, work, at);
        ByteVector lo = x.and(NIBBLE);
        ByteVector hi = x.reinterpretAsInts().lanewise(LSHR, 4).reinterpretAsBytes().and(NIBBLE);
        DIPT_LO.rearrange(lo.toShuffle()).lanewise(XOR, DIPT_HI.rearrange(hi.toShuffle()))
                .lanewise(XOR, ByteVector.fromArray(BYTES, work, key))
                .intoArray(work, at);
    }

    /**
     * The tower-field inversion network ({@link VpaesCore#invert}, {@link TowerField}) of the state
     * at {@code work[at..at+16)}: io to {@code work[out..out+16)}, jo to {@code work[out+16..out+32)},
     * as byte lanes with 0x80 for infinity. For k = low nibbles, i = high nibbles (a 32-bit shift,
     * as vpaes's psrld, then the mask), j = i + k:
     * <pre>
     *   ak = a/k, iak = 1/i + ak, jak = 1/j + ak      pshufb; k, i, j are nibbles
     *   io = 1/iak + j, jo = 1/jak + i                pshufb with zeroing: iak, jak may be infinity
     * </pre>
     */
    static void invert(byte[] work, int at, int out) {
        ByteVector x = ByteVector.fromArray(BYTES, work, at);
        ByteVector k = x.and(NIBBLE);
        ByteVector i = x.reinterpretAsInts().lanewise(LSHR, 4).reinterpretAsBytes().and(NIBBLE);
        ByteVector j = i.lanewise(XOR, k);
        ByteVector ak = INV_A.rearrange(k.toShuffle());
        ByteVector iak = INV.rearrange(i.toShuffle()).lanewise(XOR, ak);
        ByteVector jak = INV.rearrange(j.toShuffle()).lanewise(XOR, ak);
        INV.rearrange(iak.and(NIBBLE).toShuffle()).blend(0, iak.lt((byte) 0)).lanewise(XOR, j)
                .intoArray(work, out);
        INV.rearrange(jak.and(NIBBLE).toShuffle()).blend(0, jak.lt((byte) 0)).lanewise(XOR, i)
                .intoArray(work, out + 16);
    }

    /**
     * The rest of encryption round r ({@link VpaesCore#encSubBytes} after the network, then
     * {@code encMix}): from io and jo at {@code work[network..)}, A = S-box output + key and 2A,
     * then B = rot(A), D = rot^3(A), t = 2A + B, new state = t + D + rot(t), to {@code work[at..)}.
     */
    static void encOutput(byte[] work, int network, int key, int r, int at) {
        ByteVector io = ByteVector.fromArray(BYTES, work, network);
        ByteVector jo = ByteVector.fromArray(BYTES, work, network + 16);
        VectorShuffle<Byte> ioAt = io.and(NIBBLE).toShuffle();
        VectorShuffle<Byte> joAt = jo.and(NIBBLE).toShuffle();
        VectorMask<Byte> ioInf = io.lt((byte) 0);
        VectorMask<Byte> joInf = jo.lt((byte) 0);
        ByteVector a = SB1U.rearrange(ioAt).blend(0, ioInf).lanewise(XOR, SB1T.rearrange(joAt).blend(0, joInf))
                .lanewise(XOR, ByteVector.fromArray(BYTES, work, key));
        ByteVector a2 = SB2U.rearrange(ioAt).blend(0, ioInf).lanewise(XOR, SB2T.rearrange(joAt).blend(0, joInf));
        VectorShuffle<Byte> rot = ENC_ROTATE[r & 3];
        ByteVector t = a2.lanewise(XOR, a.rearrange(rot));                           // 2A + B
        t.lanewise(XOR, a.rearrange(ENC_ROTATE_BACK[r & 3]))                          // 2A + B + D
                .lanewise(XOR, t.rearrange(rot))                                       // + 2B + C
                .intoArray(work, at);
    }

    /**
     * The rest of decryption round r ({@link VpaesCore#decSubBytes} after the network, then
     * {@code decMix}): InvMixColumns Horner-style, {@code ((9 rot + D) rot + B) rot + E}, plus the key.
     */
    static void decOutput(byte[] work, int network, int key, int r, int at) {
        ByteVector io = ByteVector.fromArray(BYTES, work, network);
        ByteVector jo = ByteVector.fromArray(BYTES, work, network + 16);
        VectorShuffle<Byte> ioAt = io.and(NIBBLE).toShuffle();
        VectorShuffle<Byte> joAt = jo.and(NIBBLE).toShuffle();
        VectorMask<Byte> ioInf = io.lt((byte) 0);
        VectorMask<Byte> joInf = jo.lt((byte) 0);
        VectorShuffle<Byte> rot = DEC_ROTATE[r & 3];
        ByteVector h = DSB9U.rearrange(ioAt).blend(0, ioInf).lanewise(XOR, DSB9T.rearrange(joAt).blend(0, joInf));
        h = h.rearrange(rot)
                .lanewise(XOR, DSBDU.rearrange(ioAt).blend(0, ioInf))
                .lanewise(XOR, DSBDT.rearrange(joAt).blend(0, joInf));
        h = h.rearrange(rot)
                .lanewise(XOR, DSBBU.rearrange(ioAt).blend(0, ioInf))
                .lanewise(XOR, DSBBT.rearrange(joAt).blend(0, joInf));
        h.rearrange(rot)
                .lanewise(XOR, DSBEU.rearrange(ioAt).blend(0, ioInf))
                .lanewise(XOR, DSBET.rearrange(joAt).blend(0, joInf))
                .lanewise(XOR, ByteVector.fromArray(BYTES, work, key))
                .intoArray(work, at);
    }

    /** The last encryption round after the network: the S-box in AES's basis, the key, the output order. */
    static void encLast(byte[] work, int network, int key, int rounds, int at) {
        ByteVector io = ByteVector.fromArray(BYTES, work, network);
        ByteVector jo = ByteVector.fromArray(BYTES, work, network + 16);
        SBOU.rearrange(io.and(NIBBLE).toShuffle()).blend(0, io.lt((byte) 0))
                .lanewise(XOR, SBOT.rearrange(jo.and(NIBBLE).toShuffle()).blend(0, jo.lt((byte) 0)))
                .lanewise(XOR, ByteVector.fromArray(BYTES, work, key))
                .rearrange(ENC_OUT[rounds & 3])
                .intoArray(work, at);
    }

    /** The last decryption round after the network: InvSubBytes' output tables, the key, the output order. */
    static void decLast(byte[] work, int network, int key, int rounds, int at) {
        ByteVector io = ByteVector.fromArray(BYTES, work, network);
        ByteVector jo = ByteVector.fromArray(BYTES, work, network + 16);
        DSBOU.rearrange(io.and(NIBBLE).toShuffle()).blend(0, io.lt((byte) 0))
                .lanewise(XOR, DSBOT.rearrange(jo.and(NIBBLE).toShuffle()).blend(0, jo.lt((byte) 0)))
                .lanewise(XOR, ByteVector.fromArray(BYTES, work, key))
                .rearrange(DEC_OUT[rounds & 3])
                .intoArray(work, at);
    }

    // ---- The four operations ---------------------------------------------------------------
    //
    // The blocks come and go as the key's longs (V128's order), through the work area. Two blocks
    // alternate step by step, so that their two dependency chains overlap in the CPU, as
    // BoringSSL's _vpaes_encrypt_core_2x interleaves its registers. The two-block operations are
    // written out rather than looping over a block count: one loop over 1 or 2 blocks for both
    // (tried on 2026-12-02) gave 1.25x to 1.29x one block at a time at 16 KiB instead of 1.36x
    // to 1.41x. The scratch longs of the interface are not used.

    private static void load(long[] block, int from, byte[] work, int at) {
        Pack.storeLongLE(block[from], work, at);
        Pack.storeLongLE(block[from + 1], work, at + 8);
    }

    private static void store(byte[] work, int at, long[] block, int to) {
        block[to] = Pack.loadLongLE(work, at);
        block[to + 1] = Pack.loadLongLE(work, at + 8);
    }

    @Override
    public void encrypt(long[] rk, int rounds, long[] block, long[] s, byte[] work) {
        load(block, 0, work, BLOCK_0);
        encInput(work, BLOCK_0, KEYS);
        for (int r = 1; r < rounds; r++) {
            invert(work, BLOCK_0, NETWORK_0);
            encOutput(work, NETWORK_0, KEYS + 16 * r, r, BLOCK_0);
        }
        invert(work, BLOCK_0, NETWORK_0);
        encLast(work, NETWORK_0, KEYS + 16 * rounds, rounds, BLOCK_0);
        store(work, BLOCK_0, block, 0);
    }

    @Override
    public void encrypt2(long[] rk, int rounds, long[] block, long[] sLo, long[] sHi, byte[] work) {
        load(block, 0, work, BLOCK_0);
        load(block, 2, work, BLOCK_1);
        encInput(work, BLOCK_0, KEYS);
        encInput(work, BLOCK_1, KEYS);
        for (int r = 1; r < rounds; r++) {
            invert(work, BLOCK_0, NETWORK_0);
            invert(work, BLOCK_1, NETWORK_1);
            encOutput(work, NETWORK_0, KEYS + 16 * r, r, BLOCK_0);
            encOutput(work, NETWORK_1, KEYS + 16 * r, r, BLOCK_1);
        }
        invert(work, BLOCK_0, NETWORK_0);
        invert(work, BLOCK_1, NETWORK_1);
        encLast(work, NETWORK_0, KEYS + 16 * rounds, rounds, BLOCK_0);
        encLast(work, NETWORK_1, KEYS + 16 * rounds, rounds, BLOCK_1);
        store(work, BLOCK_0, block, 0);
        store(work, BLOCK_1, block, 2);
    }

    @Override
    public void decrypt(long[] rk, int rounds, long[] block, long[] s, byte[] work) {
        final int keys = decKeys(rounds);
        load(block, 0, work, BLOCK_0);
        decInput(work, BLOCK_0, keys);
        for (int r = 1; r < rounds; r++) {
            invert(work, BLOCK_0, NETWORK_0);
            decOutput(work, NETWORK_0, keys + 16 * r, r, BLOCK_0);
        }
        invert(work, BLOCK_0, NETWORK_0);
        decLast(work, NETWORK_0, keys + 16 * rounds, rounds, BLOCK_0);
        store(work, BLOCK_0, block, 0);
    }

    @Override
    public void decrypt2(long[] rk, int rounds, long[] block, long[] sLo, long[] sHi, byte[] work) {
        final int keys = decKeys(rounds);
        load(block, 0, work, BLOCK_0);
        load(block, 2, work, BLOCK_1);
        decInput(work, BLOCK_0, keys);
        decInput(work, BLOCK_1, keys);
        for (int r = 1; r < rounds; r++) {
            invert(work, BLOCK_0, NETWORK_0);
            invert(work, BLOCK_1, NETWORK_1);
            decOutput(work, NETWORK_0, keys + 16 * r, r, BLOCK_0);
            decOutput(work, NETWORK_1, keys + 16 * r, r, BLOCK_1);
        }
        invert(work, BLOCK_0, NETWORK_0);
        invert(work, BLOCK_1, NETWORK_1);
        decLast(work, NETWORK_0, keys + 16 * rounds, rounds, BLOCK_0);
        decLast(work, NETWORK_1, keys + 16 * rounds, rounds, BLOCK_1);
        store(work, BLOCK_0, block, 0);
        store(work, BLOCK_1, block, 2);
    }
}
