package dev.aesref.internal.vpaes;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.aesref.harness.NeedsVectorModule;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/**
 * The tools' door into {@code vpaes-vector}: its steps, one round at a time, are the scalar
 * engine's rounds ({@link VpaesSteps}), and its inversion network is the tower field's.
 */
@NeedsVectorModule
class VectorStepsTest {

    private static final HexFormat HEX = HexFormat.of();
    private static final byte[] KEY = HEX.parseHex("000102030405060708090a0b0c0d0e0f");
    private static final byte[] PLAINTEXT = HEX.parseHex("00112233445566778899aabbccddeeff");
    private static final byte[] CIPHERTEXT = HEX.parseHex("69c4e0d86a7b0430d8cdb78070b4c55a");

    private static long[] lanes(byte[] work) {
        return new long[] {V128.load(work, VectorSteps.BLOCK).lo, V128.load(work, VectorSteps.BLOCK).hi};
    }

    /** Every round's state equals the scalar engine's after the same round; the last is FIPS-197 C.1's. */
    @Test
    void encryptionRoundsAreTheScalarEnginesAndEndInTheCiphertext() {
        byte[] work = VectorSteps.work(KEY);
        System.arraycopy(PLAINTEXT, 0, work, VectorSteps.BLOCK, 16);
        VectorSteps.encInput(work);
        long[] rk = VpaesSteps.encryptionKeys(KEY);
        V128 in = V128.load(PLAINTEXT, 0);
        long lo = VpaesSteps.towerBasis(in.lo) ^ rk[0];
        long hi = VpaesSteps.towerBasis(in.hi) ^ rk[1];
        assertArrayEquals(new long[] {lo, hi}, lanes(work), "input");
        long[] s = new long[VpaesSteps.SCRATCH];
        long[] state = new long[2];
        for (int r = 1; r < 10; r++) {
            VectorSteps.invert(work);
            VectorSteps.encOutput(work, r);
            VpaesSteps.encSubBytes(lo, hi, s);
            VpaesSteps.encMix(r, s[0] ^ rk[2 * r], s[1] ^ rk[2 * r + 1], s[2], s[3], state);
            lo = state[0];
            hi = state[1];
            assertArrayEquals(state, lanes(work), "round " + r);
        }
        VectorSteps.invert(work);
        VectorSteps.encLast(work, 10);
        assertEquals(HEX.formatHex(CIPHERTEXT), HEX.formatHex(work, VectorSteps.BLOCK, VectorSteps.BLOCK + 16));
    }

    @Test
    void decryptionRoundsEndInThePlaintext() {
        byte[] work = VectorSteps.work(KEY);
        System.arraycopy(CIPHERTEXT, 0, work, VectorSteps.BLOCK, 16);
        VectorSteps.decInput(work, 10);
        for (int r = 1; r < 10; r++) {
            VectorSteps.invert(work);
            VectorSteps.decOutput(work, 10, r);
        }
        VectorSteps.invert(work);
        VectorSteps.decLast(work, 10);
        assertEquals(HEX.formatHex(PLAINTEXT), HEX.formatHex(work, VectorSteps.BLOCK, VectorSteps.BLOCK + 16));
    }

    /**
     * The network's {@code io} and {@code jo} (Hamburg 2009, section 4) from the tower field's
     * inversion and a/x tables, 0x80 standing for infinity: lane by lane, from the state it inverts.
     */
    @Test
    void theNetworkIsTheTowerFieldInversionOfTheLanes() {
        byte[] work = VectorSteps.work(KEY);
        System.arraycopy(PLAINTEXT, 0, work, VectorSteps.BLOCK, 16);
        VectorSteps.encInput(work);
        byte[] lanes = java.util.Arrays.copyOfRange(work, VectorSteps.BLOCK, VectorSteps.BLOCK + 16);
        VectorSteps.invert(work);
        for (int q = 0; q < 16; q++) {
            int x = lanes[q] & 0xFF;
            int k = x & 0x0F;
            int i = x >>> 4;
            int j = i ^ k;
            int ak = VpaesTables.STANDARD.invA.entry(k);
            int iak = VpaesTables.STANDARD.inv.entry(i) ^ ak;
            int jak = VpaesTables.STANDARD.inv.entry(j) ^ ak;
            int io = (iak & 0x80) != 0 ? j : VpaesTables.STANDARD.inv.entry(iak & 0x0F) ^ j;
            int jo = (jak & 0x80) != 0 ? i : VpaesTables.STANDARD.inv.entry(jak & 0x0F) ^ i;
            assertEquals(io, work[VectorSteps.NETWORK + q] & 0xFF, "io, lane " + q);
            assertEquals(jo, work[VectorSteps.NETWORK + 16 + q] & 0xFF, "jo, lane " + q);
        }
    }
}
