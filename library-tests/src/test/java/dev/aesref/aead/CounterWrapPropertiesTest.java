package dev.aesref.aead;

import static org.quicktheories.QuickTheory.qt;

import dev.aesref.BlockEngine;
import dev.aesref.EnginesUnderTest;
import dev.aesref.ExpandedKey;
import dev.aesref.internal.ct.Pack;
import dev.aesref.internal.gf128.NaiveGf128;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.SplittableRandom;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;
import org.quicktheories.generators.SourceDSL;

/**
 * The 32-bit counters of GCM and GCM-SIV where they wrap, against naive per-block references
 * built from the JDK's {@code AES/ECB/NoPadding} (QuickTheories, fixed seed, {@code
 * -Daesref.seed=N} overrides).
 *
 * <p>GCM: a 16-byte IV gives {@code J0 = GHASH_H(IV || 0^64 || [128]_64)} = {@code (IV * H +
 * L) * H} with L the length block, which is affine in the IV; so for a chosen J0 the IV is
 * {@code (J0 * H^-1 + L) * H^-1}, solved with the naive multiply and inverse of
 * {@link NaiveGf128}. J0's low 32 bits are set to {@code 2^32 - k} for small k, and the message is
 * long enough to run the counter across 2^32 - 1 -> 0; the reference increments the low 32 bits
 * of each counter block (SP 800-38D inc32) and computes the tag with the naive GHASH.
 *
 * <p>GCM-SIV: its counter starts from a tag, which cannot be chosen through the public API, so the
 * property drives {@link GcmSiv#ctr} directly with an initial block whose little-endian first
 * word is {@code 2^32 - k}; the reference sets byte 15's top bit, keeps bytes 4..15 and adds the
 * block number to the first word modulo 2^32 (RFC 8452, section 4). The end-to-end wrap is covered
 * by RFC 8452 Appendix C.3 in {@link GcmSivKnownAnswerTest}.
 */
class CounterWrapPropertiesTest {

    private static final long SEED = Long.getLong("aesref.seed", 20261201L);
    private static final List<BlockEngine> ENGINES = EnginesUnderTest.all();

    record Case(int engine, byte[] key, byte[] high, int k, int len, int tagBytes, byte[] aad,
                long dataSeed) {
        @Override
        public String toString() {
            return ENGINES.get(engine).name() + " key=" + HexFormat.of().formatHex(key) + " high="
                    + HexFormat.of().formatHex(high) + " k=" + k + " len=" + len + " tag="
                    + tagBytes + " aad=" + aad.length + " seed=" + dataSeed;
        }
    }

    private static Gen<byte[]> bytes(int n) {
        return SourceDSL.longs().all().map(seed -> {
            byte[] b = new byte[n];
            new SplittableRandom(seed).nextBytes(b);
            return b;
        });
    }

    private static Gen<Case> cases() {
        Gen<byte[]> key = SourceDSL.integers().between(0, 2).zip(SourceDSL.longs().all(),
                (i, seed) -> {
                    byte[] b = new byte[16 + 8 * i];
                    new SplittableRandom(seed).nextBytes(b);
                    return b;
                });
        Gen<Integer> k = SourceDSL.integers().between(1, 6);
        Gen<Integer> extra = SourceDSL.integers().between(0, 40);
        Gen<Integer> tag = Generate.pick(List.of(4, 8, 12, 13, 14, 15, 16));
        Gen<byte[]> aad = SourceDSL.integers().between(0, 40).zip(SourceDSL.longs().all(),
                (n, seed) -> {
                    byte[] b = new byte[n];
                    new SplittableRandom(seed).nextBytes(b);
                    return b;
                });
        return SourceDSL.integers().between(0, ENGINES.size() - 1).zip(key, bytes(12), k,
                        (e, kk, high, kv) -> new Object[] {e, kk, high, kv})
                .zip(extra, tag, aad, SourceDSL.longs().all(), (o, x, t, a, s) -> {
                    int kv = (Integer) o[3];
                    // Enough blocks to pass the wrap: k blocks reach 2^32 - 1, a few more wrap.
                    int len = 16 * kv + x * 3;
                    return new Case((Integer) o[0], (byte[]) o[1], (byte[]) o[2], kv, len, t, a,
                            s);
                });
    }

    private static byte[] ecb(byte[] key, byte[] blocks) throws Exception {
        Cipher c = Cipher.getInstance("AES/ECB/NoPadding");
        c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "AES"));
        return c.doFinal(blocks);
    }

    private static byte[] xor(byte[] a, byte[] b) {
        byte[] r = a.clone();
        for (int i = 0; i < 16; i++) {
            r[i] ^= b[i];
        }
        return r;
    }

    /** SP 800-38D by hand: inc32 per block from J0, naive GHASH, JDK AES. */
    private static byte[] naiveGcm(byte[] key, byte[] j0, byte[] aad, byte[] p, int tagBytes)
            throws Exception {
        int blocks = (p.length + 15) / 16;
        byte[] counters = new byte[16 * blocks];
        for (int i = 0; i < blocks; i++) {
            System.arraycopy(j0, 0, counters, 16 * i, 12);
            long low = (Pack.loadIntBE(j0, 12) & 0xFFFFFFFFL) + 1 + i;
            Pack.storeIntBE((int) (low % (1L << 32)), counters, 16 * i + 12);
        }
        byte[] ks = ecb(key, counters);
        byte[] out = new byte[p.length + tagBytes];
        for (int i = 0; i < p.length; i++) {
            out[i] = (byte) (p[i] ^ ks[i]);
        }
        byte[] h = ecb(key, new byte[16]);
        int aPad = (aad.length + 15) / 16 * 16;
        int cPad = blocks * 16;
        byte[] ghashIn = new byte[aPad + cPad + 16];
        System.arraycopy(aad, 0, ghashIn, 0, aad.length);
        System.arraycopy(out, 0, ghashIn, aPad, p.length);
        Pack.storeLongBE(8L * aad.length, ghashIn, aPad + cPad);
        Pack.storeLongBE(8L * p.length, ghashIn, aPad + cPad + 8);
        byte[] t = xor(NaiveGf128.ghash(h, ghashIn), ecb(key, j0));
        System.arraycopy(t, 0, out, p.length, tagBytes);
        return out;
    }

    /** The 16-byte IV whose GHASH-derived J0 is {@code j0} (see the class comment). */
    private static byte[] ivFor(byte[] key, byte[] j0) throws Exception {
        byte[] h = ecb(key, new byte[16]);
        byte[] hInv = NaiveGf128.ghashInverse(h);
        byte[] lengthBlock = new byte[16];
        Pack.storeLongBE(128, lengthBlock, 8);
        return NaiveGf128.ghashMultiply(xor(NaiveGf128.ghashMultiply(j0, hInv), lengthBlock),
                hInv);
    }

    @Test
    void gcmAcrossTheInc32Wrap() {
        qt().withFixedSeed(SEED).withExamples(60).withShrinkCycles(0).forAll(cases())
                .checkAssert(c -> {
                    try {
                        byte[] j0 = Arrays.copyOf(c.high(), 16);
                        Pack.storeIntBE(-c.k(), j0, 12);
                        byte[] iv = ivFor(c.key(), j0);
                        // The IV really gives that J0 (the solver is checked, not trusted).
                        byte[] h = ecb(c.key(), new byte[16]);
                        byte[] ivBlocks = Arrays.copyOf(iv, 32);
                        Pack.storeLongBE(128, ivBlocks, 24);
                        if (!Arrays.equals(j0, NaiveGf128.ghash(h, ivBlocks))) {
                            throw new AssertionError("IV solver is wrong for " + c);
                        }
                        byte[] p = new byte[c.len()];
                        new SplittableRandom(c.dataSeed()).nextBytes(p);
                        byte[] want = naiveGcm(c.key(), j0, c.aad(), p, c.tagBytes());
                        ExpandedKey key = ENGINES.get(c.engine()).expandKey(c.key());
                        Gcm gcm = Gcm.create(key, c.tagBytes());
                        byte[] got = gcm.seal(iv, c.aad(), p);
                        if (!Arrays.equals(want, got)) {
                            throw new AssertionError("seal differs from the reference: " + c);
                        }
                        Gcm.Encryption enc = gcm.encryption(iv);
                        enc.updateAad(c.aad(), 0, c.aad().length);
                        byte[] inc = new byte[want.length];
                        int cut = Math.min(p.length, 16 * c.k() - 1 + (int) (c.dataSeed() & 7));
                        enc.update(p, 0, cut, inc, 0);
                        enc.update(p, cut, p.length - cut, inc, cut);
                        enc.finish(inc, p.length);
                        if (!Arrays.equals(want, inc)) {
                            throw new AssertionError("incremental seal differs: " + c);
                        }
                        if (!Arrays.equals(p, gcm.open(iv, c.aad(), want))) {
                            throw new AssertionError("open differs: " + c);
                        }
                        key.destroy();
                    } catch (AssertionError e) {
                        throw e;
                    } catch (Exception e) {
                        throw new AssertionError(e);
                    }
                });
    }

    @Test
    void gcmSivCounterAcrossTheLittleEndianWrap() {
        qt().withFixedSeed(SEED + 1).withExamples(60).withShrinkCycles(0).forAll(cases())
                .checkAssert(c -> {
                    try {
                        byte[] initial = Arrays.copyOf(c.high(), 16);
                        System.arraycopy(c.high(), 0, initial, 4, 12);
                        Pack.storeIntLE(-c.k(), initial, 0);
                        // Blocks past CHUNK_BLOCKS exercise the chunked loop as well.
                        int len = c.len() + 16 * GcmSiv.CHUNK_BLOCKS * (int) (c.dataSeed() & 1);
                        byte[] p = new byte[len];
                        new SplittableRandom(c.dataSeed()).nextBytes(p);
                        int blocks = (len + 15) / 16;
                        byte[] counters = new byte[16 * blocks];
                        long first = Pack.loadIntLE(initial, 0) & 0xFFFFFFFFL;
                        for (int i = 0; i < blocks; i++) {
                            System.arraycopy(initial, 4, counters, 16 * i + 4, 12);
                            counters[16 * i + 15] |= (byte) 0x80;
                            Pack.storeIntLE((int) ((first + i) % (1L << 32)), counters, 16 * i);
                        }
                        byte[] ks = ecb(c.key(), counters);
                        byte[] want = p.clone();
                        for (int i = 0; i < len; i++) {
                            want[i] ^= ks[i];
                        }
                        ExpandedKey key = ENGINES.get(c.engine()).expandKey(c.key());
                        byte[] got = p.clone();
                        byte[] scratch = new byte[16 * GcmSiv.CHUNK_BLOCKS];
                        GcmSiv.ctr(key, initial, got, len, scratch);
                        key.destroy();
                        if (!Arrays.equals(want, got)) {
                            throw new AssertionError("GCM-SIV CTR differs from the reference: "
                                    + c);
                        }
                        if (!Arrays.equals(new byte[scratch.length], scratch)) {
                            throw new AssertionError("keystream scratch not zeroed: " + c);
                        }
                    } catch (AssertionError e) {
                        throw e;
                    } catch (Exception e) {
                        throw new AssertionError(e);
                    }
                });
    }
}
