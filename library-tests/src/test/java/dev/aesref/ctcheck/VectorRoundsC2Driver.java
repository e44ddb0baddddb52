package dev.aesref.ctcheck;

import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.internal.vpaes.VpaesEngine;
import java.util.SplittableRandom;

/**
 * The child process of {@link VectorRoundsCodeTest}: runs {@code vpaes-vector} and
 * {@code vpaes-vector-1x} (encryption, decryption, CTR; one and two blocks at a time) until C2
 * has compiled its round steps, while HotSpot prints the machine code of the methods it was
 * asked to. Needs {@code --add-modules jdk.incubator.vector}.
 */
public final class VectorRoundsC2Driver {

    private VectorRoundsC2Driver() {}

    public static void main(String[] args) {
        SplittableRandom rnd = new SplittableRandom(3);
        byte[] raw = new byte[16];
        rnd.nextBytes(raw);
        ExpandedKey two = VpaesEngine.vector().expandKey(raw);
        ExpandedKey one = VpaesEngine.vectorOneBlockAtATime().expandKey(raw);
        byte[] data = new byte[8 * 16];
        rnd.nextBytes(data);
        byte[] iv = new byte[16];
        for (int i = 0; i < 3_000; i++) {
            for (ExpandedKey key : new ExpandedKey[] {two, one}) {
                key.encryptBlocks(data, 0, data, 0, 8);
                key.decryptBlocks(data, 0, data, 0, 8);
                key.ctrXorBlocks(CounterFlavour.CTR128_BE, iv, i, data, 0, data, 0, 8);
            }
        }
        two.destroy();
        one.destroy();
        System.out.println("sink " + data[0]);
    }
}
