package dev.aesref.internal.vectors.suite;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.testkit.JdkAesEngine;
import java.util.Set;
import java.util.function.IntPredicate;

/**
 * JDK AES that keeps a ledger of the keys it expanded and of those destroyed since, and that can
 * be wrong for chosen keys only: the keys whose position (0 for the first key expanded) is in
 * {@code faulty} flip the top bit of the last byte of every output block of the chosen direction
 * (the last, so that a CBC decryption with it breaks the PKCS#7 padding). A check that expands one key per direction can so be given a right
 * encryption and a wrong decryption, or the reverse; so can a check with one key that encrypts in
 * one direction and decrypts in the other (key wrap).
 */
final class LedgerEngine implements BlockEngine {

    /** Which block direction a faulty key gets wrong. */
    enum Fault { BOTH, ENCRYPT, DECRYPT }

    private final Fault fault;
    private final IntPredicate faulty;
    private final String faults;
    private int expanded;
    private int destroyed;

    LedgerEngine(Integer... faulty) {
        this(Fault.BOTH, faulty);
    }

    LedgerEngine(Fault fault, Integer... faulty) {
        this(fault, Set.of(faulty)::contains, Set.of(faulty).toString());
    }

    private LedgerEngine(Fault fault, IntPredicate faulty, String faults) {
        this.fault = fault;
        this.faulty = faulty;
        this.faults = faults;
    }

    /** Every key from the {@code from}-th on (0 for the first) is wrong in direction {@code fault}. */
    static LedgerEngine wrongFrom(Fault fault, int from) {
        return new LedgerEngine(fault, i -> i >= from, "[" + from + "..]");
    }

    @Override
    public String name() {
        return "ledger-" + fault + faults;
    }

    /** Keys expanded so far. */
    int expanded() {
        return expanded;
    }

    /** Keys expanded so far and not destroyed since. */
    int live() {
        return expanded - destroyed;
    }

    @Override
    public ExpandedKey expandKey(byte[] key) {
        ExpandedKey inner = JdkAesEngine.INSTANCE.expandKey(key);
        boolean wrongEncrypt = faulty.test(expanded) && fault != Fault.DECRYPT;
        boolean wrongDecrypt = faulty.test(expanded) && fault != Fault.ENCRYPT;
        expanded++;
        return new ExpandedKey() {
            private boolean gone;

            @Override
            public int keyBits() {
                return inner.keyBits();
            }

            @Override
            public void encryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
                inner.encryptBlocks(in, inOff, out, outOff, blocks);
                flip(wrongEncrypt, out, outOff, blocks);
            }

            @Override
            public void decryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
                inner.decryptBlocks(in, inOff, out, outOff, blocks);
                flip(wrongDecrypt, out, outOff, blocks);
            }

            private void flip(boolean wrong, byte[] out, int off, int blocks) {
                for (int b = 0; wrong && b < blocks; b++) {
                    out[off + 16 * b + 15] ^= (byte) 0x80;
                }
            }

            @Override
            public void destroy() {
                if (!gone) {
                    gone = true;
                    destroyed++;
                }
                inner.destroy();
            }

            @Override
            public boolean isDestroyed() {
                return gone;
            }
        };
    }
}
