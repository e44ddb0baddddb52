package dev.aesref.internal.hwmodel;

import dev.aesref.CounterFlavour;
import dev.aesref.internal.ct.Pack;
import dev.aesref.harness.CtrStream;
import dev.aesref.harness.CtrUnderTest;
import java.util.List;
import java.util.Set;

/** The three driver models (and their variants) as {@link CtrUnderTest}s for the properties. */
final class Drivers {

    private Drivers() {}

    static CtrUnderTest of(String name, Set<CounterFlavour> flavours, Starter starter) {
        return new CtrUnderTest() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public Set<CounterFlavour> flavours() {
                return flavours;
            }

            @Override
            public CtrStream start(byte[] key, CounterFlavour flavour, byte[] iv) {
                return starter.start(key, flavour, iv);
            }
        };
    }

    interface Starter {
        CtrStream start(byte[] key, CounterFlavour flavour, byte[] iv);
    }

    /** BoringSSL CRYPTO_ctr128_encrypt_ctr32 over aes_hw_ctr32_encrypt_blocks: CTR128. */
    static CtrUnderTest boringCtr128() {
        return of("boringssl-ctr128-over-ctr32", Set.of(CounterFlavour.CTR128_BE),
                (key, f, iv) -> new BoringCtr32(key, iv)::process);
    }

    /**
     * aes_hw_ctr32_encrypt_blocks alone as a CTR32 stream: each call gets an ivec whose last
     * word is the stream's counter (the caller's job); the routine itself wraps the 32 bits.
     */
    static CtrUnderTest boringCtr32() {
        return of("boringssl-aes_hw_ctr32_encrypt_blocks", Set.of(CounterFlavour.CTR32_BE),
                (key, f, iv) -> {
                    BoringCtr32 blockFunction = new BoringCtr32(key, new byte[16]);
                    byte[] ivec = iv.clone();
                    return new BouncedStream() {
                        @Override
                        protected void run(byte[] in, int inOff, byte[] out, int outOff, int len) {
                            blockFunction.ctr32EncryptBlocks(in, inOff, out, outOff, len / 16, ivec);
                            Pack.storeIntBE(Pack.loadIntBE(ivec, 12) + len / 16, ivec, 12);
                        }
                    };
                });
    }

    /** Go's XORKeyStream: CTR128. */
    static CtrUnderTest goCtr() {
        return of("go-ctr", Set.of(CounterFlavour.CTR128_BE),
                (key, f, iv) -> {
                    GoCtr g = new GoCtr(key, iv);
                    return (in, inOff, out, outOff, len) -> g.xorKeyStream(out, outOff, in, inOff, len);
                });
    }

    /** Linux ctr(aes) over VAES, one request per whole-block run, walk of {@code walkBytes}. */
    static CtrUnderTest linuxCtr(int vectorBits, int walkBytes) {
        return of("linux-vaes" + vectorBits + "-ctr-walk" + walkBytes, Set.of(CounterFlavour.CTR128_BE),
                (key, f, iv) -> {
                    LinuxVaesCtr d = new LinuxVaesCtr(key, vectorBits);
                    byte[] counter = iv.clone();
                    return new BouncedStream() {
                        @Override
                        protected void run(byte[] in, int inOff, byte[] out, int outOff, int len) {
                            d.ctrCrypt(counter, in, inOff, out, outOff, len, walkBytes);
                        }
                    };
                });
    }

    /** Linux xctr(aes) assembly over VAES, counter continued across calls. */
    static CtrUnderTest linuxXctr(int vectorBits) {
        return of("linux-vaes" + vectorBits + "-xctr", Set.of(CounterFlavour.XCTR),
                (key, f, iv) -> {
                    LinuxVaesCtr d = new LinuxVaesCtr(key, vectorBits);
                    long[] next = {1};
                    return new BouncedStream() {
                        @Override
                        protected void run(byte[] in, int inOff, byte[] out, int outOff, int len) {
                            d.xctrAsm(in, inOff, out, outOff, len, iv, next[0]);
                            next[0] += len / 16;
                        }
                    };
                });
    }

    /** The engine's default ctrXorBlocks, for every flavour. */
    static CtrUnderTest engineCtr() {
        return of("hwmodel-engine-ctrXorBlocks", Set.of(CounterFlavour.values()),
                (key, f, iv) -> {
                    dev.aesref.ExpandedKey k = new HwModelEngine().expandKey(key);
                    long[] next = {0};
                    return new BouncedStream() {
                        @Override
                        protected void run(byte[] in, int inOff, byte[] out, int outOff, int len) {
                            k.ctrXorBlocks(f, iv, next[0], in, inOff, out, outOff, len / 16);
                            next[0] += len / 16;
                        }
                    };
                });
    }

    /** Every correct driver. */
    static List<CtrUnderTest> all() {
        return List.of(boringCtr128(), boringCtr32(), goCtr(), linuxCtr(256, 4096), linuxCtr(512, 48),
                linuxXctr(256), linuxXctr(512), engineCtr());
    }
}
