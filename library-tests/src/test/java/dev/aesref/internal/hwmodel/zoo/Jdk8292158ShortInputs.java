package dev.aesref.internal.hwmodel.zoo;

import dev.aesref.CounterFlavour;
import dev.aesref.harness.CtrStream;
import java.util.Set;

/**
 * JDK-8292158 ("AES-CTR cipher state corruption with AVX-512", fixed by openjdk/jdk PR #9635,
 * 2022): the AVX-512 CTR intrinsic corrupted the cipher state "when encrypting/decrypting
 * less than 16 bytes at a time" (the backport PRs' words), so later output was wrong.
 *
 * <p>The JDK's {@code CounterMode} state is the counter, the encrypted counter and the number
 * of its bytes used. This variant keeps that state, and for a call shorter than a block that
 * starts on a block boundary it XORs with the right keystream and advances the counter but
 * does not save the new encrypted counter, so the next call finishes the block with the stale
 * one. That reproduces the reported symptom (short inputs across calls corrupt the state); it
 * is not an instruction-level copy of the faulty stub, whose diff could not be read here.
 */
final class Jdk8292158ShortInputs extends ZooVariant {

    Jdk8292158ShortInputs() {
        super("jdk-8292158-short-input-state", Set.of(CounterFlavour.CTR128_BE));
    }

    @Override
    public CtrStream start(byte[] key, CounterFlavour flavour, byte[] iv) {
        BlockCipher aes = new BlockCipher(key);
        byte[] counter = iv.clone();
        return new CtrStream() {
            private byte[] encryptedCounter = new byte[16];
            private int used = 16;

            @Override
            public void process(byte[] in, int inOff, byte[] out, int outOff, int len) {
                if (len > 0 && len < 16 && used == 16) {
                    byte[] fresh = aes.encrypt(counter);
                    Counters.incrementTail(counter, 0);
                    for (int i = 0; i < len; i++) {
                        out[outOff + i] = (byte) (in[inOff + i] ^ fresh[i]);
                    }
                    used = len; // the bug: encryptedCounter is not updated to fresh
                    return;
                }
                for (int i = 0; i < len; i++) {
                    if (used == 16) {
                        encryptedCounter = aes.encrypt(counter);
                        Counters.incrementTail(counter, 0);
                        used = 0;
                    }
                    out[outOff + i] = (byte) (in[inOff + i] ^ encryptedCounter[used++]);
                }
            }
        };
    }
}
