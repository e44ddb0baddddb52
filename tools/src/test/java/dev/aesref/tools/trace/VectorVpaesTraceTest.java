package dev.aesref.tools.trace;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.ExpandedKey;
import dev.aesref.engines.Engines;
import dev.aesref.internal.vpaes.VectorSteps;
import dev.aesref.internal.vpaes.VpaesEngine;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The {@code vpaes-vector} trace against the FIPS-197 engine's Appendix C listing, against the
 * scalar vpaes trace whose lanes it must equal round for round ({@link VpaesTrace}, itself checked
 * against the listing), and against the engine's own output. Needs the
 * {@code jdk.incubator.vector} module ({@code -Pno-vector-module} leaves this class out).
 */
@Tag("vector-module")
class VectorVpaesTraceTest {

    private static final HexFormat HEX = HexFormat.of();

    private static void assertRounds(List<VectorVpaesTrace.Step> steps, List<VpaesTrace.Step> scalar,
                                     Map<String, byte[]> spec, String what) {
        assertEquals(scalar.size(), steps.size(), what);
        for (int i = 0; i < steps.size(); i++) {
            VpaesTrace.Step s = steps.get(i).state();
            VpaesTrace.Step v = scalar.get(i);
            String at = what + ": " + s.step();
            assertEquals(v.round() + "." + v.label(), s.round() + "." + s.label(), at);
            assertEquals(HEX.formatHex(spec.get(String.format("round[%2d].%s", s.round(), s.label()))),
                    HEX.formatHex(s.fips()), at);
            assertEquals(v.basis(), s.basis(), at);
            if (i < steps.size() - 1) {
                // Between rounds the vector holds VpaesCore's state, lane for lane.
                assertArrayEquals(v.lanes(), s.lanes(), at);
                assertArrayEquals(v.layout(), s.layout(), at);
            } else {
                // The last round's rearrange puts the output in FIPS order.
                assertArrayEquals(s.fips(), s.lanes(), at);
                assertArrayEquals(new int[] {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}, s.layout(), at);
            }
            assertEquals(i == 0, steps.get(i).network() == null, at);
        }
    }

    @Test
    void everyRoundOfEveryKeySizeIsTheScalarLanesAndTheSpecsValueAndTheLastIsTheEngines() {
        SplittableRandom rnd = Seeds.random(0x7AD0L);
        for (int keyBytes : new int[] {16, 24, 32}) {
            for (int trial = 0; trial < 3; trial++) {
                byte[] key = Seeds.bytes(rnd, keyBytes);
                byte[] block = Seeds.bytes(rnd, 16);
                String what = keyBytes + "-byte key " + HEX.formatHex(key) + ", block " + HEX.formatHex(block);
                List<VectorVpaesTrace.Step> enc = VectorVpaesTrace.encrypt(key, block);
                List<VectorVpaesTrace.Step> dec = VectorVpaesTrace.decrypt(key, block);
                assertRounds(enc, VpaesTrace.encrypt(key, block), SpecTrace.values(SpecTrace.encrypt(key, block)),
                        what + " encrypt");
                assertRounds(dec, VpaesTrace.decrypt(key, block),
                        SpecTrace.values(SpecTrace.equivalentInverse(key, block)), what + " decrypt");
                ExpandedKey engine = Engines.byName(VpaesEngine.VECTOR_NAME).expandKey(key);
                byte[] out = new byte[16];
                engine.encryptBlocks(block, 0, out, 0, 1);
                assertArrayEquals(out, enc.get(enc.size() - 1).state().fips(), what);
                engine.decryptBlocks(block, 0, out, 0, 1);
                assertArrayEquals(out, dec.get(dec.size() - 1).state().fips(), what);
                engine.destroy();
            }
        }
    }

    /**
     * FIPS-197 Appendix C.1, round 2: the network of round 1's S-box, one nibble a lane or 0x80
     * for infinity, by the tower-field inversion written out here in GF(2^4) (TowerField).
     */
    @Test
    void theNetworkIsTheEnginesInversionOfTheLanesBeforeIt() {
        byte[] key = HEX.parseHex("000102030405060708090a0b0c0d0e0f");
        List<VectorVpaesTrace.Step> enc = VectorVpaesTrace.encrypt(key, HEX.parseHex("00112233445566778899aabbccddeeff"));
        assertNull(enc.get(0).network());
        assertEquals(List.of(), VectorVpaesTrace.network(enc.get(0)));
        byte[] lanes = enc.get(0).state().lanes();
        byte[] network = enc.get(1).network();
        // The network the engine's inversion step makes from the lanes of step 0 (the library's
        // VectorStepsTest checks that step against the tower field's tables).
        byte[] work = VectorSteps.work(key);
        System.arraycopy(lanes, 0, work, VectorSteps.BLOCK, 16);
        VectorSteps.invert(work);
        assertEquals(HEX.formatHex(work, VectorSteps.NETWORK, VectorSteps.NETWORK + 32), HEX.formatHex(network));
        List<String> lines = VectorVpaesTrace.network(enc.get(1));
        assertEquals(2, lines.size());
        assertTrue(lines.get(0).startsWith("net io    "), lines.get(0));
        assertTrue(lines.get(1).startsWith("net jo    "), lines.get(1));
        StringBuilder io = new StringBuilder("net io   ");
        StringBuilder jo = new StringBuilder("net jo   ");
        for (int q = 0; q < 16; q++) {
            io.append(' ').append(HEX.toHexDigits(network[q]));
            jo.append(' ').append(HEX.toHexDigits(network[16 + q]));
        }
        assertEquals(List.of(io.toString(), jo.toString()), lines);
        assertEquals("69c4e0d86a7b0430d8cdb78070b4c55a", HEX.formatHex(enc.get(enc.size() - 1).state().lanes()));
    }

    /** What each step did, in the engine's terms; decryption names the round key it added. */
    @Test
    void eachStepSaysWhatTheEngineDid() {
        byte[] key = HEX.parseHex("000102030405060708090a0b0c0d0e0f1011121314151617");
        List<String> enc = VectorVpaesTrace.encrypt(key, new byte[16]).stream().map(s -> s.state().step()).toList();
        List<String> dec = VectorVpaesTrace.decrypt(key, new byte[16]).stream().map(s -> s.state().step()).toList();
        assertEquals(List.of("basis change (ipt), add key 0", "S-box by the network, MixColumns by rearrange, add key 1"),
                enc.subList(0, 2));
        assertEquals("last S-box (sbo), add key 12, rearrange to FIPS order", enc.get(12));
        assertEquals(List.of("basis change (dipt), add key 12", "inverse S-box, InvMixColumns by rearrange, add key 11",
                "inverse S-box, InvMixColumns by rearrange, add key 10"), dec.subList(0, 3));
        assertEquals("inverse S-box, InvMixColumns by rearrange, add key 1", dec.get(11));
        assertEquals("last inverse S-box (dsbo), add key 0, rearrange to FIPS order", dec.get(12));
    }

    @Test
    void aWrongKeyOrBlockIsRefusedByName() {
        assertEquals("key length must be 16, 24 or 32 bytes (AES-128/192/256), got 15 bytes",
                assertThrows(IllegalArgumentException.class,
                        () -> VectorVpaesTrace.encrypt(new byte[15], new byte[16])).getMessage());
        assertEquals("plaintext length must be 16 bytes (one AES block), got 17 bytes",
                assertThrows(IllegalArgumentException.class,
                        () -> VectorVpaesTrace.encrypt(new byte[16], new byte[17])).getMessage());
        assertEquals("ciphertext length must be 16 bytes (one AES block), got 15 bytes",
                assertThrows(IllegalArgumentException.class,
                        () -> VectorVpaesTrace.decrypt(new byte[32], new byte[15])).getMessage());
    }
}
