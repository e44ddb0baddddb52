package dev.aesref.mode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.ExpandedKey;
import dev.aesref.testkit.JdkAesEngine;
import dev.aesref.harness.Seeds;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The feedback modes keep keystream and chaining values in scratch arrays that they hand to the
 * engine; after each call those arrays must be zero (the {@link RecordingKey} sees them). The
 * caller's output is, of course, not zeroed.
 */
class ScratchBuffersTest {

    private static final byte[] IV = Seeds.bytes(60, 16);

    interface Call {
        void run(ExpandedKey k, byte[] in, byte[] out);
    }

    private static void scratchIsZeroed(String name, Call call) {
        RecordingKey k = new RecordingKey(JdkAesEngine.key(Seeds.key(61, 0)));
        byte[] in = Seeds.bytes(62, 40);
        byte[] out = new byte[40];
        call.run(k, in, out);
        assertFalse(k.outputs.isEmpty(), name);
        List<byte[]> seen = new java.util.ArrayList<>(k.outputs);
        seen.addAll(k.inputs);
        for (byte[] scratch : seen) {
            if (scratch == out || scratch == in) {
                continue; // the caller's own arrays (CTR hands them to the engine directly)
            }
            assertTrue(scratch.length % 16 == 0, name + ": only whole-block scratch arrays reach the engine");
            assertTrue(RecordingKey.allZero(scratch), name + ": scratch array not zeroed");
        }
        assertFalse(RecordingKey.allZero(out), name + ": output written");
    }

    @Test
    void feedbackModesZeroTheirScratchArrays() {
        scratchIsZeroed("CFB8 encrypt", (k, i, o) -> Cfb.encrypt8(k, IV, i, 0, o, 0, 40));
        scratchIsZeroed("CFB8 decrypt", (k, i, o) -> Cfb.decrypt8(k, IV, i, 0, o, 0, 40));
        scratchIsZeroed("CFB128 encrypt", (k, i, o) -> Cfb.encrypt128(k, IV, i, 0, o, 0, 40));
        scratchIsZeroed("CFB128 decrypt", (k, i, o) -> Cfb.decrypt128(k, IV, i, 0, o, 0, 40));
        scratchIsZeroed("CFB1 encrypt", (k, i, o) -> Cfb.encrypt1(k, IV, i, o, 37));
        scratchIsZeroed("CFB1 decrypt", (k, i, o) -> Cfb.decrypt1(k, IV, i, o, 37));
        scratchIsZeroed("OFB", (k, i, o) -> Ofb.apply(k, IV, i, 0, o, 0, 40));
        scratchIsZeroed("CTR tail", (k, i, o) -> Ctr.xor(k, dev.aesref.CounterFlavour.CTR32_BE, IV, i, 0, o, 0, 8));
    }

    @Test
    void cbcZeroesItsChainingBlockAndCiphertextCopy() {
        scratchIsZeroed("CBC encrypt", (k, i, o) -> Cbc.encrypt(k, IV, i, 0, o, 0, 32));
        scratchIsZeroed("CBC decrypt, overlapping", (k, i, o) -> {
            System.arraycopy(i, 0, o, 0, 40);
            Cbc.decrypt(k, IV, o, 0, o, 8, 32);
        });
    }

    @Test
    void cbcEncryptUsesOneChainingBlockPerCall() {
        RecordingKey k = new RecordingKey(JdkAesEngine.key(Seeds.key(63, 0)));
        Cbc.encrypt(k, IV, new byte[48], 0, new byte[48], 0, 48);
        assertEquals(List.of("encryptBlocks 1", "encryptBlocks 1", "encryptBlocks 1"), k.calls);
    }

    /** One block-cipher call per segment, no more: 16-byte segments, bytes, bits. */
    @Test
    void oneCipherCallPerSegment() {
        for (int len : new int[] {0, 1, 15, 16, 17, 32, 33}) {
            int blocks = (len + 15) / 16;
            assertEquals(blocks, calls(k -> Ofb.apply(k, IV, new byte[len], 0, new byte[len], 0, len)), "OFB " + len);
            assertEquals(blocks, calls(k -> Cfb.encrypt128(k, IV, new byte[len], 0, new byte[len], 0, len)), "CFB128 " + len);
            assertEquals(blocks, calls(k -> Cfb.decrypt128(k, IV, new byte[len], 0, new byte[len], 0, len)), "CFB128 " + len);
            assertEquals(len, calls(k -> Cfb.encrypt8(k, IV, new byte[len], 0, new byte[len], 0, len)), "CFB8 " + len);
            assertEquals(len, calls(k -> Cfb.decrypt1(k, IV, new byte[5], new byte[5], len)), "CFB1 " + len);
        }
    }

    private static int calls(java.util.function.Consumer<ExpandedKey> run) {
        RecordingKey k = new RecordingKey(JdkAesEngine.key(new byte[16]));
        run.accept(k);
        for (String c : k.calls) {
            assertEquals("encryptBlocks 1", c);
        }
        return k.calls.size();
    }
}
