package dev.aesref.mac;

import static dev.aesref.testkit.conformance.Refusals.refused;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.ExpandedKey;
import dev.aesref.engines.Engines;
import java.util.Arrays;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * CMAC and CBC-MAC refuse use after destroy and bad ranges with their own check and message,
 * before any output or state change; the one-shot calls start from an empty message and leave
 * the incremental one as it was; destroy reaches the inner CBC-MAC chain. Tags from RFC 4493 section 4.
 */
class CmacGuardsTest {

    private static final HexFormat HEX = HexFormat.of();
    private static final byte[] K = HEX.parseHex("2b7e151628aed2a6abf7158809cf4f3c");
    private static final byte[] M16 = HEX.parseHex("6bc1bee22e409f96e93d7e117393172a");
    /** RFC 4493, Example 1 (empty message) and Example 2 (16 bytes). */
    private static final byte[] T0 = HEX.parseHex("bb1d6929e95937287fa37d129b756746");
    private static final byte[] T16 = HEX.parseHex("070a16b46b4d4144f79bdd9dd04a287c");

    private static ExpandedKey key() {
        return Engines.byName("nohw").expandKey(K);
    }

    @Test
    void oneShotCallsIgnoreAndKeepWhatWasFedBefore() throws Exception {
        Cmac cmac = Cmac.create(key(), 16);
        cmac.update(M16);
        cmac.verify(new byte[0], T0);
        assertArrayEquals(T0, cmac.compute(new byte[0]));
        byte[] tag = new byte[16];
        cmac.compute(M16, 0, 5, M16, 5, 11, tag, 0);
        assertArrayEquals(T16, tag);
        cmac.compute(M16, 0, 0, new byte[0], 0, 0, tag, 0);
        assertArrayEquals(T0, tag);
        assertArrayEquals(T16, cmac.finish());
    }

    @Test
    void aRefusedComputeKeepsTheMessageFedSoFar() {
        Cmac cmac = Cmac.create(key(), 16);
        cmac.update(M16);
        byte[] out = new byte[16];
        Arrays.fill(out, (byte) 0x5A);
        refused(IndexOutOfBoundsException.class, "in range [4, 4 + 16)", () -> cmac.compute(M16, 4, 16, out, 0));
        refused(IndexOutOfBoundsException.class, "out range [1, 1 + 16)", () -> cmac.compute(M16, 0, 16, out, 1));
        refused(IndexOutOfBoundsException.class, "head range [9, 9 + 8)", () -> cmac.compute(M16, 9, 8, M16, 0, 0, out, 0));
        refused(IndexOutOfBoundsException.class, "in range [9, 9 + 8)", () -> cmac.compute(M16, 0, 0, M16, 9, 8, out, 0));
        refused(IndexOutOfBoundsException.class, "out range [1, 1 + 16)", () -> cmac.compute(M16, 0, 8, M16, 8, 8, out, 1));
        for (byte b : out) {
            assertEquals((byte) 0x5A, b);
        }
        assertArrayEquals(T16, cmac.finish());
    }

    @Test
    void everyEntryPointRefusesADestroyedCmac() throws Exception {
        Cmac cmac = Cmac.create(key(), 16);
        CbcMac chain = cmac.incrementalForTest().chain;
        cmac.update(M16);
        cmac.destroy();
        assertTrue(chain.isDestroyed(), "destroy left the CBC-MAC chain alive");
        String m = "Cmac has been destroyed";
        refused(IllegalStateException.class, m, () -> cmac.update(M16, 0, 16));
        refused(IllegalStateException.class, m, () -> cmac.reset());
        refused(IllegalStateException.class, m, () -> cmac.finish(new byte[16], 0));
        refused(IllegalStateException.class, m, () -> cmac.finishVerify(T16));
        refused(IllegalStateException.class, m, () -> cmac.compute(M16, 0, 16, new byte[16], 0));
        refused(IllegalStateException.class, m, () -> cmac.verify(M16, T16));
        refused(IllegalStateException.class, m, () -> cmac.compute(M16, 0, 8, M16, 8, 8, new byte[16], 0));
    }

    @Test
    void cbcMacGuards() {
        CbcMac mac = new CbcMac(key());
        refused(IndexOutOfBoundsException.class, "in range [3, 3 + 16)", () -> mac.update(M16, 3, 16));
        assertEquals(0, mac.pending(), "a refused update fed bytes");
        mac.update(M16, 0, 16);
        mac.destroy();
        byte[] out = new byte[16];
        refused(IllegalStateException.class, "CBC-MAC state has been destroyed", () -> mac.finish(out, 0, 16));
        assertArrayEquals(new byte[16], out);
    }
}
