package dev.aesref.testkit.check;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.testkit.RecordingEngine;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The reference answers of the check own their keys: every key that {@link Reference} expands
 * is destroyed by the time the answer is returned, in every family. The answers themselves are
 * judged by the vector suites and by every provider the check passes.
 */
class ReferenceTest {

    @Test
    void everyFamilyDestroysEveryKeyItExpanded() {
        for (Target.Family f : Target.Family.values()) {
            byte[] key = new byte[f == Target.Family.GCM_SIV ? 32 : 16];
            byte[] iv = switch (f) {
                case ECB, KW, KWP, CMAC -> null;
                case CCM -> new byte[13];
                default -> new byte[f == Target.Family.CBC || f == Target.Family.CBC_PKCS5 || f == Target.Family.CTR
                        || f == Target.Family.EAX ? 16 : 12];
            };
            byte[] aad = f.hasTagLength() ? new byte[5] : null;
            byte[] in = new byte[f == Target.Family.KWP ? 20 : 32];
            int tagBits = f.hasTagLength() ? 128 : 0;
            RecordingEngine engine = new RecordingEngine();
            byte[] answer = Reference.encrypt(engine, f, key, iv, aad, in, tagBits);
            assertArrayEquals(Reference.encrypt(f, key, iv, aad, in, tagBits), answer, f::toString);
            List<Boolean> destroyed = engine.destroyed();
            assertFalse(destroyed.isEmpty(), f::toString);
            assertTrue(destroyed.stream().allMatch(d -> d), () -> f + ": " + destroyed);
        }
    }
}
