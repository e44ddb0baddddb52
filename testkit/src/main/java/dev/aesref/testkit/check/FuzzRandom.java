package dev.aesref.testkit.check;

import java.util.Random;

/**
 * A {@link Random} whose every bit comes from a fuzzer's input, in order, and is zero once the
 * input is used up. {@link RandomCases}' rules for keys, nonces, tags and lengths then turn any
 * input into a valid case, and a coverage-guided fuzzer that changes a byte of the input changes
 * one choice of the case: the same input always makes the same case, which is what lets a finding
 * be replayed from its input alone.
 *
 * <p>{@link Random#nextInt(int)} rejects a draw in a few edge cases and draws again; a used-up
 * input gives 0, which is never rejected, so every method ends.
 */
final class FuzzRandom extends Random {

    private final byte[] input;
    private int position;

    FuzzRandom(byte[] input) {
        super(0);
        this.input = input.clone();
    }

    @Override
    protected int next(int bits) {
        int value = 0;
        for (int i = 0; i < (bits + 7) / 8; i++) {
            value = value << 8 | (position < input.length ? input[position++] & 0xFF : 0);
        }
        return bits == 32 ? value : value & ((1 << bits) - 1);
    }

    @Override
    public void nextBytes(byte[] bytes) {
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) next(8);
        }
    }

    /** The next input byte, 0 to 255: a choice that always takes one byte, whatever it chooses among. */
    int nextByte() {
        return next(8);
    }

    /** How many input bytes the choices so far have used. */
    int used() {
        return position;
    }
}
