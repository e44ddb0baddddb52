package dev.aesref.ctcheck;

import dev.aesref.BlockEngine;
import dev.aesref.engines.Engines;
import dev.aesref.ExpandedKey;
import dev.aesref.fpe.Ff1;
import dev.aesref.keywrap.Kw;
import dev.aesref.keywrap.Kwp;
import dev.aesref.mode.Pkcs7;
import dev.aesref.internal.ct.ConstantTime;
import dev.aesref.internal.gf128.Gf128;
import dev.aesref.internal.gf128.Ghash;
import dev.aesref.internal.gf128.Polyval;
import java.util.SplittableRandom;

/**
 * The child process of {@link C2Branches}: calls the hot constant-time code (the nohw S-box
 * circuit, the vpaes shuffle multiplexer, the ConstantTime masks and the tag compare, the GHASH
 * and POLYVAL multiply and per-block update) often enough that C2 compiles it, while HotSpot
 * prints the machine code of the methods it was asked to.
 */
public final class C2Driver {

    private C2Driver() {}

    public static void main(String[] args) throws Exception {
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
        // Before the engines, so that the compile queue has finished these when the JVM exits.
        sink += gf128(rnd);
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
        sink += modes(rnd);
        System.out.println("sink " + sink);
    }

    /**
     * The secret checks of the modes, each called 20,000 times with input that passes, so that C2
     * compiles every verdict branch as a trap at its bytecode index: PKCS#7's padding check over
     * every pad value 1..16; KW unwrap (three semiblocks) and KWP unwrap of one block (n = 1) and of
     * three semiblocks (n = 2, the wrapping function), both ways of its public length branch; FF1
     * encryption and decryption of 16 decimal digits, whose numeral arithmetic is
     * {@code RadixArithmetic}.
     */
    private static long modes(SplittableRandom rnd) throws Exception {
        long sink = 0;
        byte[] padded = new byte[64];
        rnd.nextBytes(padded);
        for (int i = 0; i < 100_000; i++) {
            int pad = 1 + i % 16;
            java.util.Arrays.fill(padded, 64 - pad, 64, (byte) pad);
            sink += Pkcs7.validMask(padded, 64);
        }
        byte[] raw = new byte[16];
        rnd.nextBytes(raw);
        ExpandedKey key = Engines.byName("nohw").expandKey(raw);
        Kw kw = Kw.create(key);
        Kwp kwp = Kwp.create(key);
        byte[] keyData = new byte[16];
        rnd.nextBytes(keyData);
        byte[] kwWrapped = kw.wrap(keyData);
        byte[] kwpOneBlock = kwp.wrap(java.util.Arrays.copyOf(keyData, 5));
        byte[] kwpTwoBlocks = kwp.wrap(keyData);
        byte[] out = new byte[16];
        Ff1 ff1 = Ff1.create(key, 10, 6, 32, 16);
        int[] digits = new int[16];
        byte[] tweak = new byte[8];
        for (int i = 0; i < 20_000; i++) {
            sink += kw.unwrap(kwWrapped, 0, kwWrapped.length, out, 0);
            sink += kwp.unwrap(kwpOneBlock, 0, kwpOneBlock.length, out, 0);
            sink += kwp.unwrap(kwpTwoBlocks, 0, kwpTwoBlocks.length, out, 0);
            digits[i & 15] = i % 10;
            int[] enc = ff1.encrypt(tweak, digits);
            sink += ff1.decrypt(tweak, enc)[i & 15];
        }
        kw.destroy();
        kwp.destroy();
        ff1.destroy();
        key.destroy();
        return sink + out[0];
    }

    /**
     * GHASH and POLYVAL, 20,000 times each, over a 256-byte message with one byte changed each
     * time, then its length block and the digest: 680,000 calls of {@code Gf128.multiply}, half
     * through each hash. And {@code Gf128.mulX}, which POLYVAL's key setup calls once per key,
     * 100,000 times directly.
     */
    private static long gf128(SplittableRandom rnd) {
        byte[] hashKey = new byte[16];
        rnd.nextBytes(hashKey);
        byte[] data = new byte[256];
        rnd.nextBytes(data);
        byte[] digest = new byte[16];
        Ghash ghash = Ghash.create(hashKey, 0);
        Polyval polyval = Polyval.create(hashKey, 0);
        long sink = 0;
        for (int i = 0; i < 20_000; i++) {
            data[i & 255] = (byte) rnd.nextInt();
            ghash.update(data, 0, data.length);
            ghash.lengths(0, data.length);
            ghash.digest(digest, 0);
            sink += digest[i & 15];
            polyval.update(data, 0, data.length);
            polyval.lengths(0, data.length);
            polyval.digest(digest, 0);
            sink += digest[i & 15];
        }
        ghash.destroy();
        polyval.destroy();
        long[] x = {rnd.nextLong(), rnd.nextLong()};
        for (int i = 0; i < 100_000; i++) {
            Gf128.mulX(x[0], x[1] ^ rnd.nextLong(), x);
        }
        return sink + x[0];
    }
}
