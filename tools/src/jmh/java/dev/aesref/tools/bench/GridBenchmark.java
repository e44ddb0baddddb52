package dev.aesref.tools.bench;

import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.aead.Gcm;
import dev.aesref.engines.Engines;
import dev.aesref.mode.Cbc;
import dev.aesref.mode.Ctr;
import java.util.concurrent.TimeUnit;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.bouncycastle.crypto.BlockCipher;
import org.bouncycastle.crypto.modes.CBCBlockCipher;
import org.bouncycastle.crypto.modes.GCMBlockCipher;
import org.bouncycastle.crypto.modes.GCMModeCipher;
import org.bouncycastle.crypto.modes.SICBlockCipher;
import org.bouncycastle.crypto.params.AEADParameters;
import org.bouncycastle.crypto.params.KeyParameter;
import org.bouncycastle.crypto.params.ParametersWithIV;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The benchmark grid of the speed targets: one operation on one message, through the public mode API, for
 * every aesref engine and every peer, on the axes of BoringSSL's {@code BM_Encrypt/size/offset}.
 *
 * <p>Run it through {@link GridPresets} ({@code quick} or {@code full}): the presets set the
 * JDK's intrinsics flags per implementation, which one JMH invocation cannot. Run by hand, the
 * {@code jdk-*} implementations refuse a fork whose flags do not match their name.
 *
 * <p>Axes:
 * <ul>
 *   <li>{@code op}: {@code ctr128}, {@code ctr32}, {@code ctr64} and {@code xctr} (aesref's
 *       {@link Ctr.Stream}, rewound with {@code seek(0)} before each message, so nothing is
 *       allocated per call); {@code cbc-encrypt}, {@code cbc-decrypt} ({@link Cbc}, lengths that
 *       are multiples of 16 only); {@code gcm-seal}, {@code gcm-open} ({@link Gcm}, 96-bit IV,
 *       16-byte tag, 13 bytes of AAD; seal takes a fresh IV per message, as the JDK and Bouncy
 *       Castle insist).</li>
 *   <li>{@code length} in bytes, and {@code offset}: input and output sit at that offset inside
 *       arrays 128 bytes longer than the message.</li>
 *   <li>{@code keyBits}: 128, 192, 256.</li>
 *   <li>{@code impl}: {@code engine:NAME} for each aesref engine; {@code bc-AESEngine},
 *       {@code bc-AESFastEngine}, {@code bc-AESLightEngine} (Bouncy Castle's table AES, in
 *       {@code SICBlockCipher}, {@code CBCBlockCipher} or {@code GCMBlockCipher});
 *       {@code jdk-table} (SunJCE with its AES intrinsics off) and {@code jdk-aesni} (with them
 *       on: the hardware limit of the machine).</li>
 * </ul>
 * The peers have one CTR, with a 128-bit counter, and no XCTR: for {@code ctr32}, {@code ctr64}
 * and {@code xctr} they run that CTR, whose cost per block is the same (one block encryption and
 * one XOR; the counter never wraps inside one message here). Scores are operations per second; MB/s = ops/s * length / 10^6.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = {"--add-modules", "jdk.incubator.vector"})
public class GridBenchmark {

    /** Room around the message: offsets up to 128 - 16 fit with a whole tag after the message. */
    static final int SLACK = 128;

    @Param({"engine:nohw", "bc-AESEngine"})
    public String impl;

    @Param({"ctr128"})
    public String op;

    @Param({"16"})
    public int length;

    @Param({"0"})
    public int offset;

    @Param({"128"})
    public int keyBits;

    private byte[] in;
    private byte[] out;
    private byte[] iv;
    private final byte[] aad = new byte[13];
    private Runner runner;

    private interface Runner {
        void run() throws Exception;
    }

    @Setup(Level.Trial)
    public void setUp() throws Exception {
        if (op.startsWith("cbc") && length % 16 != 0) {
            throw new IllegalArgumentException("op " + op + " needs a length that is a multiple of 16, got " + length);
        }
        if (offset < 0 || offset > SLACK - 16) {
            throw new IllegalArgumentException("offset must be in 0.." + (SLACK - 16) + ", got " + offset);
        }
        byte[] key = BenchKeys.key(keyBits);
        in = new byte[length + SLACK];
        out = new byte[length + SLACK];
        for (int i = 0; i < in.length; i++) {
            in[i] = (byte) (i * 31 + 7);
        }
        iv = new byte[op.startsWith("gcm") ? 12 : 16];
        iv[iv.length - 1] = 1;
        if (impl.startsWith("engine:")) {
            runner = aesref(BenchEngines.byName(impl.substring("engine:".length())).expandKey(key));
        } else if (impl.startsWith("bc-")) {
            runner = bouncyCastle(key);
        } else if (impl.equals("jdk-table") || impl.equals("jdk-aesni")) {
            JdkIntrinsics.require(impl.equals("jdk-aesni"), impl);
            runner = jdk(key);
        } else {
            throw new IllegalArgumentException("unknown impl " + impl);
        }
        if (op.equals("gcm-open")) {
            sealOnce(key);
        }
    }

    private Runner aesref(ExpandedKey k) {
        switch (op) {
            case "ctr128", "ctr32", "ctr64", "xctr" -> {
                Ctr.Stream s = Ctr.stream(k, flavour(op), iv);
                return () -> {
                    s.seek(0);
                    s.process(in, offset, out, offset, length);
                };
            }
            case "cbc-encrypt" -> {
                return () -> Cbc.encrypt(k, iv, in, offset, out, offset, length);
            }
            case "cbc-decrypt" -> {
                return () -> Cbc.decrypt(k, iv, in, offset, out, offset, length);
            }
            case "gcm-seal" -> {
                Gcm gcm = Gcm.create(k, 16);
                return () -> {
                    nextIv();
                    gcm.seal(iv, aad, in, offset, length, out, offset);
                };
            }
            case "gcm-open" -> {
                Gcm gcm = Gcm.create(k, 16);
                return () -> gcm.open(iv, aad, in, offset, length + 16, out, offset);
            }
            default -> throw new IllegalArgumentException("unknown op " + op);
        }
    }

    static CounterFlavour flavour(String op) {
        return switch (op) {
            case "ctr128" -> CounterFlavour.CTR128_BE;
            case "ctr32" -> CounterFlavour.CTR32_BE;
            case "ctr64" -> CounterFlavour.CTR64_BE;
            case "xctr" -> CounterFlavour.XCTR;
            default -> throw new IllegalArgumentException("not a counter op: " + op);
        };
    }

    private Runner bouncyCastle(byte[] key) {
        BlockCipher engine = BenchKeys.bouncyCastleEngine(impl);
        switch (op) {
            case "ctr128", "ctr32", "ctr64", "xctr" -> {
                SICBlockCipher ctr = new SICBlockCipher(engine);
                ctr.init(true, new ParametersWithIV(new KeyParameter(key), iv));
                return () -> {
                    ctr.reset();
                    ctr.processBytes(in, offset, length, out, offset);
                };
            }
            case "cbc-encrypt", "cbc-decrypt" -> {
                CBCBlockCipher cbc = new CBCBlockCipher(engine);
                cbc.init(op.equals("cbc-encrypt"), new ParametersWithIV(new KeyParameter(key), iv));
                return () -> {
                    cbc.reset();
                    for (int i = 0; i < length; i += 16) {
                        cbc.processBlock(in, offset + i, out, offset + i);
                    }
                };
            }
            case "gcm-seal", "gcm-open" -> {
                GCMModeCipher gcm = GCMBlockCipher.newInstance(engine);
                boolean seal = op.equals("gcm-seal");
                int inLen = seal ? length : length + 16;
                return () -> {
                    if (seal) {
                        nextIv();
                    }
                    gcm.init(seal, new AEADParameters(new KeyParameter(key), 128, iv, aad));
                    int n = gcm.processBytes(in, offset, inLen, out, offset);
                    gcm.doFinal(out, offset + n);
                };
            }
            default -> throw new IllegalArgumentException("unknown op " + op);
        }
    }

    private Runner jdk(byte[] key) throws Exception {
        SecretKeySpec k = new SecretKeySpec(key, "AES");
        switch (op) {
            case "ctr128", "ctr32", "ctr64", "xctr", "cbc-encrypt", "cbc-decrypt" -> {
                Cipher c = Cipher.getInstance(op.startsWith("cbc") ? "AES/CBC/NoPadding" : "AES/CTR/NoPadding");
                c.init(op.equals("cbc-decrypt") ? Cipher.DECRYPT_MODE : Cipher.ENCRYPT_MODE, k, new IvParameterSpec(iv));
                // doFinal returns the cipher to its initialised state: each call starts at the IV.
                return () -> c.doFinal(in, offset, length, out, offset);
            }
            case "gcm-seal", "gcm-open" -> {
                Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
                boolean seal = op.equals("gcm-seal");
                int inLen = seal ? length : length + 16;
                return () -> {
                    if (seal) {
                        nextIv();
                    }
                    c.init(seal ? Cipher.ENCRYPT_MODE : Cipher.DECRYPT_MODE, k, new GCMParameterSpec(128, iv));
                    c.updateAAD(aad);
                    c.doFinal(in, offset, inLen, out, offset);
                };
            }
            default -> throw new IllegalArgumentException("unknown op " + op);
        }
    }

    /** For gcm-open: the input becomes a sealed message (ciphertext and tag) under the fixed IV. */
    private void sealOnce(byte[] key) throws Exception {
        Cipher c = Cipher.getInstance("AES/GCM/NoPadding", "SunJCE");
        c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "AES"), new GCMParameterSpec(128, iv));
        c.updateAAD(aad);
        byte[] sealed = c.doFinal(in, offset, length);
        System.arraycopy(sealed, 0, in, offset, sealed.length);
        runner.run(); // opens, or throws here if the setup is wrong
    }

    private void nextIv() {
        for (int i = 0; i < 8 && ++iv[i] == 0; i++) {
            // carry into the next byte
        }
    }

    @Benchmark
    public byte[] run() throws Exception {
        runner.run();
        return out;
    }
}
