package dev.aesref.hwmodel;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.Ranges;

/** Round keys of the {@code hwmodel} engine, as XMM values. */
final class HwModelKey implements ExpandedKey {

    private final Xmm[] encKeys;
    private final Xmm[] decKeys;
    private boolean destroyed;

    HwModelKey(Xmm[] encKeys) {
        this.encKeys = encKeys;
        this.decKeys = KeySchedule.decryptionKeys(encKeys);
    }

    @Override
    public int keyBits() {
        return (encKeys.length - 7) * 32;
    }

    /** The encryption round keys (shared with the CTR drivers of this package). */
    Xmm[] roundKeys() {
        checkLive();
        return encKeys;
    }

    /** One block through PXOR, AESENC x (Nr-1), AESENCLAST. */
    static Xmm encrypt(Xmm[] rk, Xmm block) {
        Xmm s = Simd.pxor(block, rk[0]);
        int nr = rk.length - 1;
        for (int i = 1; i < nr; i++) {
            s = AesNi.aesenc(s, rk[i]);
        }
        return AesNi.aesenclast(s, rk[nr]);
    }

    /**
     * Several blocks "in flight", the way optimized CTR loops interleave them: each round key
     * is applied to every block before the next round key is loaded. The result equals
     * {@link #encrypt} on each block; the order only models the routines.
     */
    static Xmm[] encryptInFlight(Xmm[] rk, Xmm[] blocks) {
        Xmm[] s = new Xmm[blocks.length];
        for (int b = 0; b < s.length; b++) {
            s[b] = Simd.pxor(blocks[b], rk[0]);
        }
        int nr = rk.length - 1;
        for (int i = 1; i < nr; i++) {
            for (int b = 0; b < s.length; b++) {
                s[b] = AesNi.aesenc(s[b], rk[i]);
            }
        }
        for (int b = 0; b < s.length; b++) {
            s[b] = AesNi.aesenclast(s[b], rk[nr]);
        }
        return s;
    }

    /** One block through PXOR, AESDEC x (Nr-1), AESDECLAST over the decryption schedule. */
    static Xmm decrypt(Xmm[] dk, Xmm block) {
        Xmm s = Simd.pxor(block, dk[0]);
        int nr = dk.length - 1;
        for (int i = 1; i < nr; i++) {
            s = AesNi.aesdec(s, dk[i]);
        }
        return AesNi.aesdeclast(s, dk[nr]);
    }

    @Override
    public void encryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        Ranges.checkBlocks("in", in, inOff, blocks);
        Ranges.checkBlocks("out", out, outOff, blocks);
        checkLive();
        // Load every input block before storing any output, so overlapping ranges behave as
        // if the input had been copied first.
        Xmm[] loaded = load(in, inOff, blocks);
        for (int j = 0; j < blocks; j++) {
            encrypt(encKeys, loaded[j]).store(out, outOff + j * BlockEngine.BLOCK_BYTES);
        }
    }

    @Override
    public void decryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        Ranges.checkBlocks("in", in, inOff, blocks);
        Ranges.checkBlocks("out", out, outOff, blocks);
        checkLive();
        Xmm[] loaded = load(in, inOff, blocks);
        for (int j = 0; j < blocks; j++) {
            decrypt(decKeys, loaded[j]).store(out, outOff + j * BlockEngine.BLOCK_BYTES);
        }
    }

    private static Xmm[] load(byte[] in, int off, int blocks) {
        Xmm[] loaded = new Xmm[blocks];
        for (int j = 0; j < blocks; j++) {
            loaded[j] = Xmm.load(in, off + j * BlockEngine.BLOCK_BYTES);
        }
        return loaded;
    }

    private void checkLive() {
        if (destroyed) {
            throw new IllegalStateException("this expanded key has been destroyed");
        }
    }

    @Override
    public void destroy() {
        java.util.Arrays.fill(encKeys, Xmm.ZERO);
        java.util.Arrays.fill(decKeys, Xmm.ZERO);
        destroyed = true;
    }

    @Override
    public boolean isDestroyed() {
        return destroyed;
    }
}
