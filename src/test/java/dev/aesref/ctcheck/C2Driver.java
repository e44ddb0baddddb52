package dev.aesref.ctcheck;

import dev.aesref.BlockEngine;
import dev.aesref.engines.Engines;
import dev.aesref.ExpandedKey;
import dev.aesref.ct.ConstantTime;
import java.util.SplittableRandom;

/**
 * The child process of {@link C2Branches}: calls the hot constant-time code (the nohw S-box
 * circuit, the vpaes shuffle multiplexer, the ConstantTime masks and the tag compare) often enough
 * that C2 compiles it, while HotSpot prints the machine code of the methods it was asked to.
 */
public final class C2Driver {

    private C2Driver() {}

    public static void main(String[] args) {
        SplittableRandom rnd = new SplittableRandom(1);
        byte[] a = new byte[32];
        byte[] b = new byte[32];
        long sink = 0;
        for (int i = 0; i < 400_000; i++) {
            a[i & 31] = (byte) rnd.nextInt();
            sink += ConstantTime.equal(a, 0, b, 0, 32) ? 1 : 0;
            sink += ConstantTime.select(ConstantTime.nonZeroMask(a[i & 31]), i, (int) sink);
            sink += ConstantTime.lessThanMask(a[(i + 1) & 31] & 0xFF, 17);
            sink += ConstantTime.equalMask(a[(i + 2) & 31], a[(i + 3) & 31]);
        }
        byte[] block = new byte[16 * 16];
        for (String name : new String[] {"nohw", "vpaes"}) {
            BlockEngine engine = Engines.byName(name);
            byte[] raw = new byte[16];
            rnd.nextBytes(raw);
            ExpandedKey key = engine.expandKey(raw);
            for (int i = 0; i < 30_000; i++) {
                key.encryptBlocks(block, 0, block, 0, 16);
                key.decryptBlocks(block, 0, block, 0, 1);
            }
            sink += block[0];
            key.destroy();
        }
        System.out.println("sink " + sink);
    }
}
