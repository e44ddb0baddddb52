package dev.aesref.mode;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.testkit.JdkAesEngine;
import dev.aesref.harness.Residue;
import dev.aesref.harness.Seeds;
import java.security.GeneralSecurityException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.crypto.BadPaddingException;
import javax.crypto.Cipher;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;

/**
 * STYLE rule 6 for the modes, on the paths the success-path tests do not reach:
 * <ul>
 *   <li>the engine throws in the middle of a call ({@link FaultyKey#failAt}): every buffer the
 *       mode handed to the engine, other than the caller's own arrays, is zero afterwards, and a
 *       CTR stream destroys itself;</li>
 *   <li>a destroyed key fails before any output byte is written, even where the mode would
 *       otherwise move the input under the output first;</li>
 *   <li>the streaming modes read each input block when they reach it, never from a copy made
 *       first: a key that rewrites a later block of the caller's input during its first call
 *       changes the output exactly as the JDK says the rewritten input encrypts;</li>
 *   <li>what stays in a {@link Ctr.Stream} between calls and after {@code destroy()}
 *       ({@link Residue}).</li>
 * </ul>
 */
class ModeWipeTest {

    private static final byte[] KEY = Seeds.key(70, 0);
    private static final byte[] IV = Seeds.bytes(71, 16);
    private static final int LEN = 64;

    /** A mode call on (key, in, out); in and out are separate LEN-byte arrays. */
    interface Call {
        void run(ExpandedKey k, byte[] in, byte[] out) throws Exception;
    }

    private static Map<String, Call> modes() {
        Map<String, Call> m = new LinkedHashMap<>();
        m.put("CBC encrypt", (k, i, o) -> Cbc.encrypt(k, IV, i, 0, o, 0, LEN));
        m.put("CBC decrypt", (k, i, o) -> Cbc.decrypt(k, IV, i, 0, o, 0, LEN));
        m.put("CBC decrypt, overlapping", (k, i, o) -> Cbc.decrypt(k, IV, i, 0, i, 16, LEN - 16));
        m.put("CBC encrypt, PKCS#7", (k, i, o) -> Cbc.encryptPkcs7(k, IV, i));
        m.put("CBC decrypt, PKCS#7", (k, i, o) -> Cbc.decryptPkcs7(k, IV, i));
        m.put("CFB1 encrypt", (k, i, o) -> Cfb.encrypt1(k, IV, i, o, 77));
        m.put("CFB1 decrypt", (k, i, o) -> Cfb.decrypt1(k, IV, i, o, 77));
        m.put("CFB8 encrypt", (k, i, o) -> Cfb.encrypt8(k, IV, i, 0, o, 0, LEN));
        m.put("CFB8 decrypt", (k, i, o) -> Cfb.decrypt8(k, IV, i, 0, o, 0, LEN));
        m.put("CFB128 encrypt", (k, i, o) -> Cfb.encrypt128(k, IV, i, 0, o, 0, LEN - 7));
        m.put("CFB128 decrypt", (k, i, o) -> Cfb.decrypt128(k, IV, i, 0, o, 0, LEN - 7));
        m.put("CFB128 encrypt, runs ahead", (k, i, o) -> Cfb.encrypt128(k, IV, i, 0, i, 5, LEN - 7));
        m.put("OFB", (k, i, o) -> Ofb.apply(k, IV, i, 0, o, 0, LEN - 7));
        m.put("OFB, runs ahead", (k, i, o) -> Ofb.apply(k, IV, i, 0, i, 3, LEN - 7));
        m.put("ECB", (k, i, o) -> Ecb.encrypt(k, i, 0, o, 0, LEN));
        m.put("CTR", (k, i, o) -> Ctr.xor(k, CounterFlavour.CTR32_BE, IV, i, 0, o, 0, LEN - 7));
        m.put("CTR, runs ahead", (k, i, o) -> Ctr.xor(k, CounterFlavour.XCTR, IV, i, 0, i, 9, LEN - 9));
        return m;
    }

    private static boolean allZero(byte[] b) {
        return RecordingKey.allZero(b);
    }

    /** Every array the engine saw that is not the caller's in or out. */
    private static List<byte[]> scratch(RecordingKey k, byte[] in, byte[] out) {
        List<byte[]> all = new ArrayList<>(k.inputs);
        all.addAll(k.outputs);
        all.addAll(k.ivs);
        all.removeIf(a -> a == in || a == out);
        return all;
    }

    @Test
    void whenTheEngineThrowsMidwayTheModesScratchIsZero() throws Exception {
        for (Map.Entry<String, Call> e : modes().entrySet()) {
            RecordingKey counter = new RecordingKey(JdkAesEngine.key(KEY));
            try {
                e.getValue().run(counter, Seeds.bytes(72, LEN), new byte[LEN]);
            } catch (BadPaddingException expected) {
                // random ciphertext: the count of engine calls is what matters here
            }
            int calls = counter.calls.size();
            // The first engine call and the last one.
            for (int failAt : new int[] {1, calls}) {
                FaultyKey k = new FaultyKey(JdkAesEngine.key(KEY)).failAt(failAt);
                byte[] in = Seeds.bytes(72, LEN);
                byte[] out = new byte[LEN];
                assertThrows(FaultyKey.EngineFailure.class, () -> e.getValue().run(k, in, out),
                        e.getKey() + " fails at call " + failAt);
                List<byte[]> scratch = scratch(k, in, out);
                // ECB, CBC decryption without overlap and CBC encryption (which chains in the
                // output blocks) work in the caller's arrays only.
                if (!e.getKey().equals("ECB") && !e.getKey().equals("CBC decrypt") && !e.getKey().equals("CBC encrypt")) {
                    assertFalse(scratch.isEmpty(), e.getKey() + ": the mode has scratch of its own");
                }
                if (e.getKey().equals("CBC encrypt")) {
                    assertTrue(scratch.isEmpty(), "CBC encrypt allocates no scratch");
                    if (failAt == 1) {
                        // The failing block held P_1 XOR IV: it must leave as zeros.
                        assertTrue(allZero(out), "CBC encrypt, failing at its first block: the output holds plaintext");
                    }
                }
                for (byte[] s : scratch) {
                    assertTrue(allZero(s), e.getKey() + ", failing at call " + failAt
                            + ": a " + s.length + "-byte buffer not zeroed");
                }
            }
        }
    }

    @Test
    void aStreamDestroysItselfWhenTheEngineThrows() {
        for (int failAt : new int[] {1, 2}) {
            FaultyKey k = new FaultyKey(JdkAesEngine.key(KEY)).failAt(failAt);
            Ctr.Stream s = Ctr.stream(k, CounterFlavour.CTR128_BE, IV);
            byte[] data = Seeds.bytes(73, 40);
            // 40 bytes: whole blocks (call 1), then the tail's keystream block (call 2).
            assertThrows(FaultyKey.EngineFailure.class, () -> s.process(data, 0, new byte[40], 0, 40));
            assertTrue(s.isDestroyed(), "failing at call " + failAt);
            k.destroy();
            Residue.assertClean("stream after an engine failure at call " + failAt, s);
            assertThrows(IllegalStateException.class, () -> s.process(data, 0, new byte[1], 0, 1));
        }
        FaultyKey k = new FaultyKey(JdkAesEngine.key(KEY)).failAt(1);
        Ctr.Stream s = Ctr.stream(k, CounterFlavour.CTR128_BE, IV);
        assertThrows(FaultyKey.EngineFailure.class, () -> s.seek(21)); // loads block 1's keystream
        assertTrue(s.isDestroyed(), "a seek that fails destroys the stream too");
        k.destroy();
        Residue.assertClean("stream after a failed seek", s);
    }

    @Test
    void aDestroyedKeyFailsBeforeAnyOutputByte() {
        for (Map.Entry<String, Call> e : modes().entrySet()) {
            ExpandedKey k = JdkAesEngine.key(KEY);
            k.destroy();
            byte[] in = Seeds.bytes(74, LEN);
            byte[] inBefore = in.clone();
            byte[] out = new byte[LEN];
            IllegalStateException ex = assertThrows(IllegalStateException.class,
                    () -> e.getValue().run(k, in, out), e.getKey());
            assertEquals("key has been destroyed", ex.getMessage(), e.getKey() + ": the mode's own check");
            assertArrayEquals(inBefore, in, e.getKey() + ": input (and any output inside it) untouched");
            assertArrayEquals(new byte[LEN], out, e.getKey() + ": output untouched");
        }
        ExpandedKey k = JdkAesEngine.key(KEY);
        Ctr.Stream s = Ctr.stream(k, CounterFlavour.CTR32_BE, IV);
        k.destroy();
        IllegalStateException ex = assertThrows(IllegalStateException.class, () -> s.seek(16));
        assertEquals("key has been destroyed", ex.getMessage(), "seek on a destroyed key");
    }

    private static byte[] jdk(String transformation, int mode, byte[] data) {
        try {
            Cipher c = Cipher.getInstance(transformation);
            c.init(mode, new SecretKeySpec(KEY, "AES"), new IvParameterSpec(IV));
            return c.doFinal(data);
        } catch (GeneralSecurityException e) {
            throw new AssertionError(e);
        }
    }

    /**
     * A key that rewrites input block 2 during its first call: the modes read each block when
     * they reach it, so the output is the JDK's for the rewritten input. A mode that copied its
     * input first would give the JDK's output for the original input instead.
     */
    @Test
    void theStreamingModesReadTheInputAsTheyGoNotFromACopy() {
        byte[] block = Seeds.bytes(75, 16);
        Map<String, Object[]> cases = new LinkedHashMap<>();
        cases.put("CBC encrypt", new Object[] {"AES/CBC/NoPadding", Cipher.ENCRYPT_MODE,
            (Call) (k, i, o) -> Cbc.encrypt(k, IV, i, 0, o, 0, LEN)});
        cases.put("CFB8 encrypt", new Object[] {"AES/CFB8/NoPadding", Cipher.ENCRYPT_MODE,
            (Call) (k, i, o) -> Cfb.encrypt8(k, IV, i, 0, o, 0, LEN)});
        cases.put("CFB8 decrypt", new Object[] {"AES/CFB8/NoPadding", Cipher.DECRYPT_MODE,
            (Call) (k, i, o) -> Cfb.decrypt8(k, IV, i, 0, o, 0, LEN)});
        cases.put("CFB128 encrypt", new Object[] {"AES/CFB/NoPadding", Cipher.ENCRYPT_MODE,
            (Call) (k, i, o) -> Cfb.encrypt128(k, IV, i, 0, o, 0, LEN)});
        cases.put("CFB128 decrypt", new Object[] {"AES/CFB/NoPadding", Cipher.DECRYPT_MODE,
            (Call) (k, i, o) -> Cfb.decrypt128(k, IV, i, 0, o, 0, LEN)});
        cases.put("OFB", new Object[] {"AES/OFB/NoPadding", Cipher.ENCRYPT_MODE,
            (Call) (k, i, o) -> Ofb.apply(k, IV, i, 0, o, 0, LEN)});
        for (Map.Entry<String, Object[]> c : cases.entrySet()) {
            byte[] in = Seeds.bytes(76, LEN);
            byte[] rewritten = in.clone();
            System.arraycopy(block, 0, rewritten, 32, 16);
            byte[] want = jdk((String) c.getValue()[0], (Integer) c.getValue()[1], rewritten);
            byte[] original = jdk((String) c.getValue()[0], (Integer) c.getValue()[1], in);
            FaultyKey k = new FaultyKey(JdkAesEngine.key(KEY)).rewrite(in, 32, block);
            byte[] out = new byte[LEN];
            try {
                ((Call) c.getValue()[2]).run(k, in, out);
            } catch (Exception e) {
                throw new AssertionError(e);
            }
            assertArrayEquals(want, out, c.getKey() + ": block 2 read after the first engine call");
            assertFalse(java.util.Arrays.equals(original, out), c.getKey() + ": the rewrite shows");
        }
    }

    @Test
    void aStreamHoldsOnlyItsIvBetweenBlocksAndNothingAfterDestroy() {
        ExpandedKey k = JdkAesEngine.key(KEY);
        Ctr.Stream s = Ctr.stream(k, CounterFlavour.CTR64_BE, IV);
        Map<String, Object> fresh = Residue.snapshot(s);
        byte[] data = Seeds.bytes(77, 100);
        s.process(data, 0, data, 0, 41);
        s.process(data, 41, data, 41, 55); // ends on a block boundary: the buffered block is used up
        assertEquals(96, s.position());
        Residue.assertUnchanged("stream on a block boundary", fresh, s);
        s.process(data, 96, data, 96, 4); // mid-block: the rest of block 6's keystream is kept
        assertFalse(Residue.nonZeroArrays(s).isEmpty());
        s.seek(32);
        Residue.assertUnchanged("stream after a seek to a block boundary", fresh, s);
        s.seek(37);
        s.destroy();
        k.destroy();
        Residue.assertClean("destroyed stream", s);
    }

    /** The PKCS#7 buffers: a failed unpadding leaves no plaintext in anything the engine saw. */
    @Test
    void aFailedUnpaddingLeavesNoPlaintextInTheModesBuffers() {
        RecordingKey k = new RecordingKey(JdkAesEngine.key(KEY));
        byte[] ct = Cbc.encryptPkcs7(k, IV, Seeds.bytes(78, 50));
        ct[ct.length - 17] ^= 0x33;
        k.inputs.clear();
        k.outputs.clear();
        assertThrows(BadPaddingException.class, () -> Cbc.decryptPkcs7(k, IV, ct));
        List<byte[]> scratch = scratch(k, ct, null);
        assertEquals(1, scratch.size(), "the decryption buffer");
        assertTrue(allZero(scratch.get(0)), "decryption buffer zeroed after bad padding");
    }
}
