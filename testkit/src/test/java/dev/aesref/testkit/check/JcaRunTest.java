package dev.aesref.testkit.check;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.testkit.check.RecordingProvider.Quirk;
import java.util.ArrayList;
import java.util.List;
import javax.crypto.BadPaddingException;
import org.junit.jupiter.api.Test;

/**
 * What the check asks of a provider on each {@link InputPath}, call by call, as written in
 * {@link JcaRun}'s and {@link InputPath}'s documentation: read from a {@link RecordingProvider},
 * which computes nothing. The broken providers of {@code CheckerTest} show that the check catches
 * bugs on these paths; this shows that the paths are the documented ones, including the parts no
 * correct provider's answer depends on (the decoy of {@link InputPath#REUSE}, the junk around a
 * slice, the retries before a transformation is called untested).
 *
 * <p>{@code javax.crypto.Cipher} itself drops an {@code update} or {@code updateAAD} of no bytes
 * before the provider sees it, so no transcript below shows one.
 */
class JcaRunTest {

    /** A key with a zero byte, so that a decoy key made with AND instead of XOR would show. */
    private static final byte[] KEY = bytes(0x00, 16);
    private static final String KEY_HEX = "000102030405060708090a0b0c0d0e0f";
    /** KEY with every byte XORed with 0x5C: the decoy's key. */
    private static final String DECOY_KEY_HEX = "5c5d5e5f58595a5b5455565750515253";
    private static final byte[] IV = bytes(0x10, 16);
    private static final String IV_HEX = "101112131415161718191a1b1c1d1e1f";
    /** IV with its last byte XORed with 1: the decoy's IV. */
    private static final String DECOY_IV_HEX = "101112131415161718191a1b1c1d1e1e";

    private static byte[] bytes(int first, int n) {
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++) {
            b[i] = (byte) (first + i);
        }
        return b;
    }

    private static CheckCase encryption(byte[] iv, byte[] aad, int length, int tagBits, InputPath path, int chunk) {
        byte[] in = bytes(0x40, length);
        return new CheckCase("recorded", true, KEY, iv, aad, in, in, tagBits, 0, CheckCase.Expect.OUTPUT)
                .on(path, chunk);
    }

    private static CheckCase decryption(byte[] iv, int length, InputPath path) {
        byte[] in = bytes(0x40, length);
        return new CheckCase("recorded", false, KEY, iv, null, in, in, 0, 0, CheckCase.Expect.OUTPUT).on(path, 0);
    }

    /**
     * One call per piece of these sizes. {@code javax.crypto.Cipher} drops an empty piece before
     * its provider sees it ({@code keepEmpty} false); {@code javax.crypto.Mac} passes it on (true).
     */
    private static List<String> pieces(String call, int[] sizes, boolean keepEmpty) {
        List<String> calls = new ArrayList<>();
        for (int size : sizes) {
            if (keepEmpty || size > 0) {
                calls.add(call + " " + size);
            }
        }
        return calls;
    }

    private record Run(List<String> calls, JcaRun.Observation observation) {}

    private static Run run(Target target, Quirk quirk, CheckCase c) {
        RecordingProvider p = new RecordingProvider(target, quirk);
        JcaRun.Observation o = JcaRun.run(p, target, c);
        return new Run(p.calls, o);
    }

    private static List<String> calls(Target target, CheckCase c) {
        return run(target, Quirk.NONE, c).calls();
    }

    @Test
    void reuseFirstRunsADecoyWithEveryKeyByteAndTheLastIvByteChangedThenTheCaseTwice() {
        Run r = run(Target.CTR, Quirk.NONE, encryption(IV, null, 5, 0, InputPath.REUSE, 0));
        assertEquals(List.of(
                "init encrypt key " + DECOY_KEY_HEX + " iv " + DECOY_IV_HEX, "doFinal 5",
                "init encrypt key " + KEY_HEX + " iv " + IV_HEX, "doFinal 5",
                "doFinal 5"), r.calls());
        assertArrayEquals(bytes(0x40, 5), r.observation().output());
        assertArrayEquals(bytes(0x40, 5), r.observation().second().output());
    }

    @Test
    void noOtherPathRunsADecoyOrASecondDoFinal() {
        Run r = run(Target.CTR, Quirk.NONE, encryption(IV, null, 5, 0, InputPath.ARRAY, 0));
        assertEquals(List.of("init encrypt key " + KEY_HEX + " iv " + IV_HEX, "doFinal 5"), r.calls());
        assertNull(r.observation().second());
    }

    @Test
    void anEmptyIvIsLeftEmptyInTheDecoyAndTheAssociatedDataGoesInAgainBeforeTheSecondDoFinal() {
        Run r = run(Target.GCM, Quirk.NONE, encryption(new byte[0], bytes(0x70, 3), 5, 128, InputPath.REUSE, 0));
        assertEquals(List.of(
                "init encrypt key " + DECOY_KEY_HEX + " gcm 128 ", "doFinal 5",
                "init encrypt key " + KEY_HEX + " gcm 128 ", "aad 3", "doFinal 5",
                "aad 3", "doFinal 5"), r.calls());
    }

    @Test
    void aModeWithoutAnIvIsInitialisedWithoutASpec() {
        assertEquals(List.of("init encrypt key " + KEY_HEX + " no spec", "doFinal 32"),
                calls(Target.ECB, encryption(null, null, 32, 0, InputPath.ARRAY, 0)));
    }

    @Test
    void fixedChunksEndWithAShorterOneAndAnEmptyDoFinal() {
        assertEquals(List.of("init encrypt key " + KEY_HEX + " iv " + IV_HEX,
                        "update 20", "update 20", "update 5", "doFinal 0"),
                calls(Target.CTR, encryption(IV, null, 45, 0, InputPath.ARRAY, 20)));
    }

    @Test
    void variedChunksCutTheAssociatedDataAndTheInputAlike() {
        byte[] aad = bytes(0x70, 40);
        CheckCase c = encryption(IV, aad, 40, 128, InputPath.VARIED_CHUNKS, 12345);
        List<String> expected = new ArrayList<>();
        expected.add("init encrypt key " + KEY_HEX + " gcm 128 " + IV_HEX);
        int[] sizes = c.variedChunks(40);
        assertTrue(sizes.length > 3 && sizes[0] == 0 && sizes[1] == 1, "several pieces, the first two 0 and 1");
        expected.addAll(pieces("aad", sizes, false));
        expected.addAll(pieces("update", sizes, false));
        expected.add("doFinal 0");
        assertEquals(expected, calls(Target.GCM, c));
        // Given whole on every other path.
        assertEquals(List.of("init encrypt key " + KEY_HEX + " gcm 128 " + IV_HEX, "aad 40", "doFinal 40"),
                calls(Target.GCM, encryption(IV, aad, 40, 128, InputPath.ARRAY, 0)));
    }

    @Test
    void offsetsAndInPlaceAreTheDocumentedOnes() {
        assertEquals(List.of("init encrypt key " + KEY_HEX + " iv " + IV_HEX,
                        "update 5 from 7 to 5", "update 6 from 12 to 10", "doFinal 0 from 0 to 16"),
                calls(Target.CTR, encryption(IV, null, 11, 0, InputPath.OUTPUT_OFFSET, 0)));
        assertEquals(List.of("init encrypt key " + KEY_HEX + " iv " + IV_HEX, "doFinal 11 from 3 to 3 in place"),
                calls(Target.CTR, encryption(IV, null, 11, 0, InputPath.IN_PLACE, 0)));
    }

    @Test
    void eachBufferPathHasItsKindOfBufferAndASliceLiesInJunk() {
        String init = "init encrypt key " + KEY_HEX + " iv " + IV_HEX;
        assertEquals(List.of(init, "doFinal 11 bytes, heap at 0+0 to heap at 0+0"),
                calls(Target.CTR, encryption(IV, null, 11, 0, InputPath.HEAP_BUFFER, 0)));
        assertEquals(List.of(init, "doFinal 11 bytes, direct to direct"),
                calls(Target.CTR, encryption(IV, null, 11, 0, InputPath.DIRECT_BUFFER, 0)));
        assertEquals(List.of(init, "doFinal 11 bytes, read-only to heap at 0+0"),
                calls(Target.CTR, encryption(IV, null, 11, 0, InputPath.READ_ONLY_BUFFER, 0)));
        // Input: array offset 11, position 3, after 0xA5 junk; output: array offset 13, position 3.
        assertEquals(List.of(init, "doFinal 11 bytes, heap at 11+3 after a5 to heap at 13+3 after 00"),
                calls(Target.CTR, encryption(IV, null, 11, 0, InputPath.SLICED_BUFFER, 0)));
    }

    @Test
    void theOutputStreamWritesThirteenBytesAtATimeAndAnInputStreamsFailureIsTheProvidersOwn() {
        List<String> written = calls(Target.CTR, encryption(IV, null, 30, 0, InputPath.OUTPUT_STREAM, 0));
        // CipherOutputStream passes each write to update (in one of its two overloads), and close to doFinal.
        assertEquals(List.of("update 13", "update 13", "update 4", "doFinal 0"),
                written.subList(1, written.size()).stream().map(s -> s.replaceAll(" from .*", "")).toList());
        // CipherInputStream wraps the provider's exception in an IOException; the check judges the
        // provider's. (CipherOutputStream.close() drops a BadPaddingException altogether.)
        Run r = run(Target.CTR, Quirk.BAD_PADDING, encryption(IV, null, 30, 0, InputPath.INPUT_STREAM, 0));
        assertInstanceOf(BadPaddingException.class, r.observation().thrown());
        assertEquals(JcaRun.Stage.PROCESS, r.observation().stage());
    }

    @Test
    void anAeadWithAFullTagThatRefusesGcmParameterSpecIsGivenAnIvParameterSpec() {
        for (Target t : List.of(Target.GCM, Target.EAX, Target.GCM_SIV)) {
            Run r = run(t, Quirk.REFUSES_GCM_SPEC, encryption(IV, null, 5, 128, InputPath.ARRAY, 0));
            assertEquals(List.of("init encrypt key " + KEY_HEX + " gcm 128 " + IV_HEX,
                    "init encrypt key " + KEY_HEX + " iv " + IV_HEX, "doFinal 5"), r.calls(), t::toString);
            assertTrue(r.observation().produced(), t::toString);
        }
        // An IvParameterSpec cannot say a shorter tag, and CCM has no such habit: no second try.
        for (Target t : List.of(Target.GCM, Target.CCM)) {
            int tagBits = t == Target.GCM ? 96 : 128;
            Run r = run(t, Quirk.REFUSES_GCM_SPEC, encryption(IV, null, 5, tagBits, InputPath.ARRAY, 0));
            assertEquals(List.of("init encrypt key " + KEY_HEX + " gcm " + tagBits + " " + IV_HEX), r.calls(),
                    t::toString);
            assertEquals(JcaRun.Stage.INIT, r.observation().stage(), t::toString);
        }
    }

    @Test
    void aKeyWrapThatRefusesTheCipherModesAtTheFirstCallIsAskedThroughWrapAndUnwrap() {
        for (Target t : List.of(Target.AES_WRAP, Target.KW, Target.AES_WRAP_PAD, Target.KWP)) {
            for (Quirk q : List.of(Quirk.UNSUPPORTED_AT_FIRST_CALL, Quirk.ILLEGAL_STATE_AT_FIRST_CALL)) {
                Run wrapped = run(t, q, encryption(null, null, 16, 0, InputPath.ARRAY, 0));
                assertEquals(List.of("init encrypt key " + KEY_HEX + " no spec", "doFinal 16",
                        "init wrap key " + KEY_HEX + " no spec", "wrap 16"), wrapped.calls(), t + " " + q);
                assertArrayEquals(bytes(0x40, 16), wrapped.observation().output(), t + " " + q);
                Run unwrapped = run(t, q, decryption(null, 24, InputPath.ARRAY));
                assertEquals(List.of("init decrypt key " + KEY_HEX + " no spec", "doFinal 24",
                        "init unwrap key " + KEY_HEX + " no spec", "unwrap 24"), unwrapped.calls(), t + " " + q);
            }
        }
    }

    @Test
    void aCipherThatIsNotAKeyWrapIsNotAskedThroughWrap() {
        Run r = run(Target.CTR, Quirk.UNSUPPORTED_AT_FIRST_CALL, encryption(IV, null, 5, 0, InputPath.ARRAY, 0));
        assertEquals(List.of("init encrypt key " + KEY_HEX + " iv " + IV_HEX, "doFinal 5"), r.calls());
        assertInstanceOf(UnsupportedOperationException.class, r.observation().thrown());
    }

    @Test
    void whenWrapModeIsRefusedTooTheFirstRefusalStands() {
        Run r = run(Target.KW, Quirk.REFUSES_EVERY_MODE, encryption(null, null, 16, 0, InputPath.ARRAY, 0));
        assertEquals(List.of("init encrypt key " + KEY_HEX + " no spec", "init wrap key " + KEY_HEX + " no spec"),
                r.calls());
        assertEquals(JcaRun.Stage.INIT, r.observation().stage());
        assertTrue(String.valueOf(r.observation().thrown().getCause()).contains("refused encrypt"),
                () -> String.valueOf(r.observation().thrown().getCause()));
        assertFalse(r.observation().produced());
    }

    @Test
    void whenWrapModeTakesTheKeyButWrappingFailsThatFailureIsTheAnswer() {
        Run r = run(Target.KW, Quirk.WRAP_FAILS, encryption(null, null, 16, 0, InputPath.ARRAY, 0));
        assertEquals(List.of("init encrypt key " + KEY_HEX + " no spec", "doFinal 16",
                "init wrap key " + KEY_HEX + " no spec", "wrap 16"), r.calls());
        assertEquals(JcaRun.Stage.PROCESS, r.observation().stage());
        assertEquals("wrap failed", r.observation().thrown().getMessage());
    }

    @Test
    void aKeyWrapsVerdictOnTheInputIsNotARefusalAndIsNotAskedAgain() {
        Run r = run(Target.KW, Quirk.BAD_PADDING, decryption(null, 24, InputPath.ARRAY));
        assertEquals(List.of("init decrypt key " + KEY_HEX + " no spec", "doFinal 24"), r.calls());
        assertInstanceOf(BadPaddingException.class, r.observation().thrown());
    }

    @Test
    void aMacThatLeavesBufferedInputUnreadFailsOnThatCall() {
        Run r = run(Target.CMAC, Quirk.LEAVES_BUFFER, encryption(null, null, 20, 128, InputPath.HEAP_BUFFER, 0));
        assertEquals(JcaRun.Stage.PROCESS, r.observation().stage());
        assertInstanceOf(JcaRun.BufferPositionError.class, r.observation().thrown());
    }

    @Test
    void aMacIsReusedAfterADecoyWithTheFirstKeyByteChangedAndGivesItsTagTwice() {
        Run r = run(Target.CMAC, Quirk.NONE, encryption(null, null, 20, 128, InputPath.REUSE, 0));
        String decoyKey = "010102030405060708090a0b0c0d0e0f";
        assertEquals(List.of("init key " + decoyKey + " null spec", "update 20", "doFinal",
                "init key " + KEY_HEX + " null spec", "update 20", "doFinal",
                "update 20", "doFinal"), r.calls());
        assertNotNull(r.observation().second());
        assertArrayEquals(new byte[16], r.observation().second().output());
    }

    @Test
    void aMacTakesItsInputInChunksInPiecesOrFromABuffer() {
        String init = "init key " + KEY_HEX + " null spec";
        assertEquals(List.of(init, "update 7", "update 7", "update 6", "doFinal"),
                calls(Target.CMAC, encryption(null, null, 20, 128, InputPath.ARRAY, 7)));
        assertEquals(List.of(init, "update 20", "doFinal"),
                calls(Target.CMAC, encryption(null, null, 20, 128, InputPath.ARRAY, 0)));
        assertEquals(List.of(init, "doFinal"), calls(Target.CMAC, encryption(null, null, 0, 128, InputPath.ARRAY, 0)));
        assertEquals(List.of(init, "update 20 bytes, direct", "doFinal"),
                calls(Target.CMAC, encryption(null, null, 20, 128, InputPath.DIRECT_BUFFER, 0)));
        assertEquals(List.of(init, "update 20 bytes, heap at 11+3 after a5", "doFinal"),
                calls(Target.CMAC, encryption(null, null, 20, 128, InputPath.SLICED_BUFFER, 0)));
        CheckCase varied = encryption(null, null, 40, 128, InputPath.VARIED_CHUNKS, 777);
        List<String> expected = new ArrayList<>();
        expected.add(init);
        expected.addAll(pieces("update", varied.variedChunks(40), true)); // a Mac passes an empty update on
        expected.add("doFinal");
        assertEquals(expected, calls(Target.CMAC, varied));
        assertEquals(List.of("init key " + KEY_HEX + " iv " + IV_HEX, "update 20", "doFinal"),
                calls(Target.GMAC, encryption(IV, null, 20, 128, InputPath.ARRAY, 0)));
    }

    @Test
    void aTruncatedMacTagIsTheLeadingBytes() {
        Run r = run(Target.CMAC, Quirk.NONE, encryption(null, null, 20, 64, InputPath.ARRAY, 0));
        assertArrayEquals(new byte[8], r.observation().output());
    }
}
