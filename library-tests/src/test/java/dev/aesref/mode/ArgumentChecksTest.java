package dev.aesref.mode;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.testkit.JdkAesEngine;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * Bad arguments give the documented exception, whose message names the parameter and the rule,
 * and nothing is written to the output before the check fails.
 */
class ArgumentChecksTest {

    private static final ExpandedKey KEY = JdkAesEngine.key(new byte[16]);
    private static final byte[] IV = new byte[16];

    /** A call (key, iv, in, inOff, out, outOff, len) of a mode with an IV and a byte range. */
    interface Ranged {
        void call(ExpandedKey k, byte[] iv, byte[] in, int inOff, byte[] out, int outOff, int len);
    }

    private static Map<String, Ranged> rangedModes() {
        Map<String, Ranged> m = new LinkedHashMap<>();
        m.put("Ecb.encrypt", (k, iv, i, io, o, oo, n) -> Ecb.encrypt(k, i, io, o, oo, n));
        m.put("Ecb.decrypt", (k, iv, i, io, o, oo, n) -> Ecb.decrypt(k, i, io, o, oo, n));
        m.put("Cbc.encrypt", Cbc::encrypt);
        m.put("Cbc.decrypt", Cbc::decrypt);
        m.put("Cfb.encrypt8", Cfb::encrypt8);
        m.put("Cfb.decrypt8", Cfb::decrypt8);
        m.put("Cfb.encrypt128", Cfb::encrypt128);
        m.put("Cfb.decrypt128", Cfb::decrypt128);
        m.put("Ofb.apply", Ofb::apply);
        for (CounterFlavour f : CounterFlavour.values()) {
            m.put("Ctr.xor " + f, (k, iv, i, io, o, oo, n) -> Ctr.xor(k, f, iv, i, io, o, oo, n));
            m.put("Ctr.Stream " + f, (k, iv, i, io, o, oo, n) ->
                    Ctr.stream(k, f, iv, CounterReuse.REFUSE).process(i, io, o, oo, n));
        }
        return m;
    }

    private static <T extends Throwable> void fails(Class<T> type, String[] words, Executable call,
                                                    String what) {
        T ex = assertThrows(type, call, what);
        for (String w : words) {
            assertTrue(ex.getMessage() != null && ex.getMessage().contains(w),
                    what + ": message '" + ex.getMessage() + "' should mention '" + w + "'");
        }
    }

    private static String[] words(String... w) {
        return w;
    }

    @Test
    void rangesAreCheckedBeforeAnyWrite() {
        for (Map.Entry<String, Ranged> e : rangedModes().entrySet()) {
            String name = e.getKey();
            Ranged m = e.getValue();
            byte[] in = new byte[32];
            byte[] out = new byte[32];
            Arrays.fill(out, (byte) 0x77);
            byte[] sentinel = out.clone();
            fails(NullPointerException.class, words("key"), () -> m.call(null, IV, in, 0, out, 0, 16), name);
            fails(NullPointerException.class, words("in"), () -> m.call(KEY, IV, null, 0, out, 0, 16), name);
            fails(NullPointerException.class, words("out"), () -> m.call(KEY, IV, in, 0, null, 0, 16), name);
            fails(IllegalArgumentException.class, words("len must be >= 0, got -16"),
                    () -> m.call(KEY, IV, in, 0, out, 0, -16), name);
            fails(IndexOutOfBoundsException.class, words("in range [17, 17 + 16) does not fit in an array of 32 bytes"),
                    () -> m.call(KEY, IV, in, 17, out, 0, 16), name);
            fails(IndexOutOfBoundsException.class, words("in range [-1, -1 + 16)"),
                    () -> m.call(KEY, IV, in, -1, out, 0, 16), name);
            fails(IndexOutOfBoundsException.class, words("out range [17, 17 + 16)"),
                    () -> m.call(KEY, IV, in, 0, out, 17, 16), name);
            fails(IndexOutOfBoundsException.class, words("out range [-16, -16 + 16)"),
                    () -> m.call(KEY, IV, in, 0, out, -16, 16), name);
            fails(IndexOutOfBoundsException.class, words("out range [0, 0 + 16) does not fit in an array of 15"),
                    () -> m.call(KEY, IV, in, 0, new byte[15], 0, 16), name);
            if (!name.startsWith("Ecb") && !name.startsWith("Ctr.Stream")) {
                fails(NullPointerException.class, words("iv"), () -> m.call(KEY, null, in, 0, out, 0, 16), name);
                fails(IllegalArgumentException.class, words("iv length must be 16 bytes", "got 15"),
                        () -> m.call(KEY, new byte[15], in, 0, out, 0, 16), name);
                fails(IllegalArgumentException.class, words("iv length must be 16 bytes", "got 17"),
                        () -> m.call(KEY, new byte[17], in, 0, out, 0, 16), name);
            }
            assertArrayEquals(sentinel, out, name + " wrote before failing");
            // The last byte of each array is usable: ranges ending exactly at the end are fine.
            m.call(KEY, IV, in, 16, out, 16, 16);
            m.call(KEY, IV, in, 32, out, 32, 0);
        }
    }

    @Test
    void blockModesRejectPartialBlocks() {
        for (String name : new String[] {"Ecb.encrypt", "Ecb.decrypt", "Cbc.encrypt", "Cbc.decrypt"}) {
            Ranged m = rangedModes().get(name);
            byte[] out = new byte[32];
            for (int len : new int[] {1, 15, 17, 31}) {
                fails(IllegalArgumentException.class, words("len must be a multiple of 16", "got " + len),
                        () -> m.call(KEY, IV, new byte[32], 0, out, 0, len), name);
            }
            assertArrayEquals(new byte[32], out);
        }
    }

    @Test
    void streamingModesAcceptAnyLength() {
        for (String name : new String[] {"Cfb.encrypt8", "Cfb.encrypt128", "Ofb.apply", "Ctr.xor XCTR"}) {
            byte[] out = new byte[17];
            rangedModes().get(name).call(KEY, IV, new byte[17], 0, out, 0, 17);
            assertTrue(!Arrays.equals(new byte[17], out), name + " produced no output");
        }
    }

    @Test
    void ctrFactoriesCheckTheirArguments() {
        fails(NullPointerException.class, words("key"), () -> Ctr.stream(null, CounterFlavour.XCTR, IV), "key");
        fails(NullPointerException.class, words("flavour"), () -> Ctr.stream(KEY, null, IV), "flavour");
        fails(NullPointerException.class, words("iv"), () -> Ctr.stream(KEY, CounterFlavour.XCTR, null), "iv");
        fails(IllegalArgumentException.class, words("iv length"),
                () -> Ctr.stream(KEY, CounterFlavour.XCTR, new byte[8]), "iv");
        fails(NullPointerException.class, words("policy"),
                () -> Ctr.stream(KEY, CounterFlavour.XCTR, IV, null), "policy");
        fails(NullPointerException.class, words("flavour"),
                () -> Ctr.xor(KEY, null, IV, new byte[1], 0, new byte[1], 0, 1), "flavour");
        fails(IllegalArgumentException.class, words("byteOffset must be >= 0, got -5"),
                () -> Ctr.stream(KEY, CounterFlavour.XCTR, IV).seek(-5), "seek");
    }

    @Test
    void cfb1ChecksBitsAndArrays() {
        for (boolean encrypt : new boolean[] {true, false}) {
            Cfb1Call c = encrypt ? Cfb::encrypt1 : Cfb::decrypt1;
            byte[] out = new byte[2];
            fails(IllegalArgumentException.class, words("bits must be >= 0, got -1"),
                    () -> c.call(KEY, IV, new byte[2], out, -1), "bits");
            fails(IndexOutOfBoundsException.class, words("in range [0, 0 + 3) does not fit in an array of 2 bytes"),
                    () -> c.call(KEY, IV, new byte[2], out, 17), "in");
            fails(IndexOutOfBoundsException.class, words("out range [0, 0 + 3) does not fit in an array of 2 bytes"),
                    () -> c.call(KEY, IV, new byte[3], out, 17), "out");
            fails(IllegalArgumentException.class, words("iv length must be 16 bytes"),
                    () -> c.call(KEY, new byte[15], new byte[2], out, 8), "iv length");
            fails(NullPointerException.class, words("key"), () -> c.call(null, IV, new byte[2], out, 8), "key");
            fails(NullPointerException.class, words("iv"), () -> c.call(KEY, null, new byte[2], out, 8), "iv");
            fails(NullPointerException.class, words("in"), () -> c.call(KEY, IV, null, out, 8), "in");
            fails(NullPointerException.class, words("out"), () -> c.call(KEY, IV, new byte[2], null, 8), "out");
            assertArrayEquals(new byte[2], out);
            c.call(KEY, IV, new byte[2], out, 16); // exactly two bytes: fine
            c.call(KEY, IV, new byte[0], new byte[0], 0);
            // Bits only need ceil(bits/8) bytes, and Integer.MAX_VALUE bits need 2^28 bytes.
            fails(IndexOutOfBoundsException.class, words("in range [0, 0 + 268435456)"),
                    () -> c.call(KEY, IV, new byte[1], out, Integer.MAX_VALUE), "huge bits");
        }
    }

    interface Cfb1Call {
        void call(ExpandedKey k, byte[] iv, byte[] in, byte[] out, int bits);
    }

    @Test
    void pkcs7EntryPointsCheckTheirArguments() {
        fails(NullPointerException.class, words("key"), () -> Cbc.encryptPkcs7(null, IV, new byte[1]), "key");
        fails(NullPointerException.class, words("iv"), () -> Cbc.encryptPkcs7(KEY, null, new byte[1]), "iv");
        fails(IllegalArgumentException.class, words("iv length must be 16 bytes"),
                () -> Cbc.encryptPkcs7(KEY, new byte[1], new byte[1]), "iv");
        fails(NullPointerException.class, words("plaintext"), () -> Cbc.encryptPkcs7(KEY, IV, null), "pt");
        fails(NullPointerException.class, words("key"), () -> Cbc.decryptPkcs7(null, IV, new byte[16]), "key");
        fails(NullPointerException.class, words("iv"), () -> Cbc.decryptPkcs7(KEY, null, new byte[16]), "iv");
        fails(IllegalArgumentException.class, words("iv length must be 16 bytes"),
                () -> Cbc.decryptPkcs7(KEY, new byte[1], new byte[16]), "iv");
        fails(NullPointerException.class, words("ciphertext"), () -> Cbc.decryptPkcs7(KEY, IV, null), "ct");
    }

    @Test
    void paddedLengthMustFitAnArray() {
        assertEquals(16, Pkcs7.paddedLength(0));
        assertEquals(32, Pkcs7.paddedLength(16));
        assertEquals(32, Pkcs7.paddedLength(31));
        assertEquals(Integer.MAX_VALUE - 15, Pkcs7.paddedLength(Integer.MAX_VALUE - 16));
        fails(IllegalArgumentException.class, words("too long", "2147483633"),
                () -> Pkcs7.paddedLength(Integer.MAX_VALUE - 14), "overflow");
        fails(IllegalArgumentException.class, words("too long"),
                () -> Pkcs7.paddedLength(Integer.MAX_VALUE), "overflow");
    }
}
