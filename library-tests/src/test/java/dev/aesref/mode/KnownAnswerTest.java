package dev.aesref.mode;

import dev.aesref.testkit.JdkAesEngine;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.aesref.BlockEngine;
import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The modes reproduce NIST SP 800-38A Appendix F (all modes, key sizes and directions) and
 * RFC 3686 section 6 (all nine vectors), read from the project's vectors/ files, on every engine.
 */
class KnownAnswerTest {

    /** Applies one mode in one direction: in -> out (for CFB1, bit strings packed MSB-first). */
    interface Mode {
        byte[] apply(ExpandedKey k, byte[] iv, byte[] in, int bits, boolean encrypt);
    }

    private static byte[] run(int len, Op op) {
        byte[] out = new byte[len];
        op.into(out);
        return out;
    }

    interface Op {
        void into(byte[] out);
    }

    private static Stream<DynamicTest> file(String path, String ivField, int expectedCases, Mode mode,
                                            boolean bitStrings) {
        List<VectorText.Case> cases = VectorText.read(path);
        assertEquals(expectedCases, cases.size(), path + ": number of cases");
        List<DynamicTest> tests = new ArrayList<>();
        for (BlockEngine engine : JdkAesEngine.andEveryRegisteredEngine()) {
            for (VectorText.Case c : cases) {
                tests.add(DynamicTest.dynamicTest(engine.name() + " " + c.name(), () -> {
                    ExpandedKey k = engine.expandKey(c.hex("Key"));
                    byte[] iv = ivField == null ? null : c.hex(ivField);
                    byte[] pt = bitStrings ? VectorText.bits(c.get("Plaintext")) : c.hex("Plaintext");
                    byte[] ct = bitStrings ? VectorText.bits(c.get("Ciphertext")) : c.hex("Ciphertext");
                    int bits = c.get("Plaintext").length();
                    if (c.name().endsWith(".Decrypt")) {
                        assertArrayEquals(pt, mode.apply(k, iv, ct, bits, false), c.name());
                    } else {
                        assertArrayEquals(ct, mode.apply(k, iv, pt, bits, true), c.name());
                    }
                }));
            }
        }
        return tests.stream();
    }

    @TestFactory
    Stream<DynamicTest> sp800_38a_f1_ecb() {
        return file("sp800-38a/ecb.txt", null, 6, (k, iv, in, bits, enc) -> run(in.length, out -> {
            if (enc) {
                Ecb.encrypt(k, in, 0, out, 0, in.length);
            } else {
                Ecb.decrypt(k, in, 0, out, 0, in.length);
            }
        }), false);
    }

    @TestFactory
    Stream<DynamicTest> sp800_38a_f2_cbc() {
        return file("sp800-38a/cbc.txt", "IV", 6, (k, iv, in, bits, enc) -> run(in.length, out -> {
            if (enc) {
                Cbc.encrypt(k, iv, in, 0, out, 0, in.length);
            } else {
                Cbc.decrypt(k, iv, in, 0, out, 0, in.length);
            }
        }), false);
    }

    @TestFactory
    Stream<DynamicTest> sp800_38a_f3_cfb1() {
        return file("sp800-38a/cfb1.txt", "IV", 6, (k, iv, in, bits, enc) -> run(in.length, out -> {
            if (enc) {
                Cfb.encrypt1(k, iv, in, out, bits);
            } else {
                Cfb.decrypt1(k, iv, in, out, bits);
            }
        }), true);
    }

    @TestFactory
    Stream<DynamicTest> sp800_38a_f3_cfb8() {
        return file("sp800-38a/cfb8.txt", "IV", 6, (k, iv, in, bits, enc) -> run(in.length, out -> {
            if (enc) {
                Cfb.encrypt8(k, iv, in, 0, out, 0, in.length);
            } else {
                Cfb.decrypt8(k, iv, in, 0, out, 0, in.length);
            }
        }), false);
    }

    @TestFactory
    Stream<DynamicTest> sp800_38a_f3_cfb128() {
        return file("sp800-38a/cfb128.txt", "IV", 6, (k, iv, in, bits, enc) -> run(in.length, out -> {
            if (enc) {
                Cfb.encrypt128(k, iv, in, 0, out, 0, in.length);
            } else {
                Cfb.decrypt128(k, iv, in, 0, out, 0, in.length);
            }
        }), false);
    }

    @TestFactory
    Stream<DynamicTest> sp800_38a_f4_ofb() {
        return file("sp800-38a/ofb.txt", "IV", 6, (k, iv, in, bits, enc) ->
                run(in.length, out -> Ofb.apply(k, iv, in, 0, out, 0, in.length)), false);
    }

    @TestFactory
    Stream<DynamicTest> sp800_38a_f5_ctr() {
        return file("sp800-38a/ctr.txt", "Counter", 6, (k, iv, in, bits, enc) -> run(in.length,
                out -> Ctr.xor(k, CounterFlavour.CTR128_BE, iv, in, 0, out, 0, in.length)), false);
    }

    /** RFC 3686: the 32-bit block counter of section 4 is CTR32_BE from the first counter block. */
    @TestFactory
    Stream<DynamicTest> rfc3686_section6() {
        return file("rfc3686/aes-ctr.txt", "CounterBlock", 9, (k, iv, in, bits, enc) -> run(in.length,
                out -> Ctr.xor(k, CounterFlavour.CTR32_BE, iv, in, 0, out, 0, in.length)), false);
    }

    /** The file's CounterBlock is the RFC 3686 section 4 layout: Nonce | IV | 00000001. */
    @org.junit.jupiter.api.Test
    void rfc3686CounterBlockLayout() {
        for (VectorText.Case c : VectorText.read("rfc3686/aes-ctr.txt")) {
            assertEquals(c.get("Nonce") + c.get("IV") + "00000001", c.get("CounterBlock"), c.name());
        }
    }
}
