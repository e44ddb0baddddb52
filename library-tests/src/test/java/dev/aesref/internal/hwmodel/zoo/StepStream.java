package dev.aesref.internal.hwmodel.zoo;

import dev.aesref.harness.CtrStream;

/**
 * The classic byte-at-a-time CTR loop (OpenSSL's {@code CRYPTO_ctr128_encrypt}, the JDK's
 * {@code CounterMode}, sjcl's {@code ctr}): when the keystream block is used up, encrypt the
 * counter block and step it with {@link #increment}. Each variant supplies its own (buggy)
 * increment.
 */
abstract class StepStream implements CtrStream {

    private final BlockCipher aes;
    /** The counter block to be encrypted next. */
    protected final byte[] counter;
    private byte[] keystream = new byte[16];
    private int used = 16;

    StepStream(byte[] key, byte[] iv) {
        this.aes = new BlockCipher(key);
        this.counter = iv.clone();
    }

    /** Advances {@link #counter} by one block, the variant's way. */
    protected abstract void increment();

    @Override
    public void process(byte[] in, int inOff, byte[] out, int outOff, int len) {
        for (int i = 0; i < len; i++) {
            if (used == 16) {
                keystream = aes.encrypt(counter);
                increment();
                used = 0;
            }
            out[outOff + i] = (byte) (in[inOff + i] ^ keystream[used++]);
        }
    }
}
