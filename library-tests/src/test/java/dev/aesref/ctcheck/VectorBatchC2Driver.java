package dev.aesref.ctcheck;

import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.internal.nohw.NohwEngine;
import java.util.SplittableRandom;

/**
 * The child process of {@link VectorBatchCodeTest}: runs {@code nohw-vector} on whole 64-block
 * batches (encryption, decryption, CTR) until C2 has compiled its round functions, while HotSpot
 * prints the machine code of the methods it was asked to. Needs {@code --add-modules
 * jdk.incubator.vector}.
 */
public final class VectorBatchC2Driver {

    private VectorBatchC2Driver() {}

    public static void main(String[] args) {
        SplittableRandom rnd = new SplittableRandom(2);
        byte[] raw = new byte[16];
        rnd.nextBytes(raw);
        ExpandedKey key = NohwEngine.vectorLanes().expandKey(raw);
        byte[] data = new byte[64 * 16];
        rnd.nextBytes(data);
        byte[] iv = new byte[16];
        for (int i = 0; i < 1_500; i++) {
            key.encryptBlocks(data, 0, data, 0, 64);
            key.decryptBlocks(data, 0, data, 0, 64);
            key.ctrXorBlocks(CounterFlavour.CTR128_BE, iv, i, data, 0, data, 0, 64);
        }
        key.destroy();
        System.out.println("sink " + data[0]);
    }
}
