package dev.aesref.internal.hwmodel;

import dev.aesref.harness.CtrStream;

/**
 * Adapts a routine that only starts at block boundaries into a {@link CtrStream}: the unused
 * keystream of a partial last block is kept (like OpenSSL's {@code ecount_buf}) and used by
 * the next call. A partial block is made by running the routine over a 16-byte zero block.
 */
abstract class BouncedStream implements CtrStream {

    private final byte[] keystream = new byte[16];
    private int used = 16;

    /**
     * Processes {@code len} bytes starting at a block boundary of the stream; {@code len} is a
     * multiple of 16, or 16 for the bounce block.
     */
    protected abstract void run(byte[] in, int inOff, byte[] out, int outOff, int len);

    @Override
    public void process(byte[] in, int inOff, byte[] out, int outOff, int len) {
        int pos = 0;
        while (used < 16 && pos < len) {
            out[outOff + pos] = (byte) (in[inOff + pos] ^ keystream[used++]);
            pos++;
        }
        int whole = (len - pos) / 16 * 16;
        run(in, inOff + pos, out, outOff + pos, whole);
        pos += whole;
        if (pos < len) {
            java.util.Arrays.fill(keystream, (byte) 0);
            run(keystream, 0, keystream, 0, 16);
            used = 0;
            while (pos < len) {
                out[outOff + pos] = (byte) (in[inOff + pos] ^ keystream[used++]);
                pos++;
            }
        }
    }
}
