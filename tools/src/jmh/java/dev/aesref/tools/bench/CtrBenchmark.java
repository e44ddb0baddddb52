package dev.aesref.tools.bench;

import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.engines.Engines;
import java.util.concurrent.TimeUnit;
import javax.crypto.Cipher;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.bouncycastle.crypto.BlockCipher;
import org.bouncycastle.crypto.modes.SICBlockCipher;
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
 * AES-CTR throughput of every aesref engine against table-AES peers, in one run.
 *
 * <p>Peers: Bouncy Castle's {@code AESEngine} through {@code SICBlockCipher}, and the JDK's
 * {@code AES/CTR/NoPadding} with the AES intrinsics switched off (so it runs its table AES). The
 * intrinsics flags are set for every fork, which only affects the JDK peer.
 *
 * <p>Scores are operations per second; MB/s = ops/s * size / 10^6.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = {"-XX:+UnlockDiagnosticVMOptions", "-XX:-UseAES",
        "-XX:-UseAESIntrinsics", "-XX:-UseAESCTRIntrinsics"})
public class CtrBenchmark {

    /**
     * "engine:NAME" for a registered engine, "bc-AESEngine" or "bc-AESFastEngine" (Bouncy
     * Castle's table AES), or "jdk-table" (the JDK without its AES intrinsics).
     */
    @Param({"engine:spec", "engine:nohw", "engine:vpaes", "engine:vpaes-1x", "bc-AESEngine", "bc-AESFastEngine", "jdk-table"})
    public String impl;

    @Param({"16", "64", "256", "1420", "16384"})
    public int size;

    @Param({"128", "256"})
    public int keyBits;

    private byte[] in;
    private byte[] out;
    private byte[] iv;
    private Runner runner;

    private interface Runner {
        void run() throws Exception;
    }

    @Setup(Level.Trial)
    public void setUp() throws Exception {
        byte[] key = BenchKeys.key(keyBits);
        iv = new byte[16];
        iv[15] = 1;
        in = new byte[size];
        out = new byte[size];
        if (impl.startsWith("engine:")) {
            ExpandedKey k = BenchEngines.byName(impl.substring("engine:".length())).expandKey(key);
            int blocks = size / 16;
            runner = () -> k.ctrXorBlocks(CounterFlavour.CTR128_BE, iv, 0, in, 0, out, 0, blocks);
        } else if (impl.startsWith("bc-")) {
            BlockCipher engine = BenchKeys.bouncyCastleEngine(impl);
            SICBlockCipher ctr = new SICBlockCipher(engine);
            ctr.init(true, new ParametersWithIV(new KeyParameter(key), iv));
            runner = () -> {
                ctr.reset();
                ctr.processBytes(in, 0, size, out, 0);
            };
        } else if (impl.equals("jdk-table")) {
            Cipher c = Cipher.getInstance("AES/CTR/NoPadding");
            c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "AES"), new IvParameterSpec(iv));
            // doFinal returns the cipher to its initialised state, so each call restarts the stream.
            runner = () -> c.doFinal(in, 0, size, out, 0);
        } else {
            throw new IllegalArgumentException("unknown impl " + impl);
        }
    }

    @Benchmark
    public byte[] ctr() throws Exception {
        runner.run();
        return out;
    }
}
