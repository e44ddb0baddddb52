package dev.aesref.internal.nohw;

import dev.aesref.CounterFlavour;
import dev.aesref.tools.bench.BenchKeys;
import java.util.concurrent.TimeUnit;
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
 * How fast {@code nohw} could be at all with its S-box circuit as C2 compiles it: the S-box calls
 * alone that an AES-128 CTR call of {@code size} bytes makes, with nothing else (no layout, no
 * linear layer, no counter, no loads of the message), against {@code nohw}'s whole CTR call and
 * the table peers, in one run. The ratio of {@code nohw-sbox-only} to a peer is an upper bound on
 * the ratio any {@code nohw} built on this circuit can reach (docs/engines/nohw.md, "What bounds
 * the scalar engine").
 *
 * <ul>
 *   <li>16 bytes (one block, the short path): ten calls of the circuit on the eight words of a
 *       short batch, one per round.</li>
 *   <li>16384 bytes (1,024 blocks, 64 batches of sixteen): forty calls per batch, four rows times
 *       ten rounds, on the 32 words of a batch.</li>
 * </ul>
 *
 * <p>Run: {@code java -jar target/benchmarks.jar SboxBoundBenchmark}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 2, jvmArgsAppend = {"-XX:+UnlockDiagnosticVMOptions", "-XX:-UseAES",
        "-XX:-UseAESIntrinsics", "-XX:-UseAESCTRIntrinsics"})
public class SboxBoundBenchmark {

    /** "nohw-sbox-only", "nohw" (the whole CTR call), or a Bouncy Castle table engine in CTR. */
    @Param({"nohw-sbox-only", "nohw", "bc-AESEngine", "bc-AESFastEngine", "bc-AESLightEngine"})
    public String impl;

    @Param({"16", "16384"})
    public int size;

    private Runnable runner;
    private byte[] out;

    @Setup(Level.Trial)
    public void setUp() {
        byte[] key = BenchKeys.key(128);
        byte[] iv = new byte[16];
        iv[15] = 1;
        byte[] in = new byte[size];
        out = new byte[size];
        int blocks = size / 16;
        switch (impl) {
            case "nohw-sbox-only" -> {
                long[] keys = NohwKeySchedule.encryptionKeys(NohwKeySchedule.expand(key, 10), 10);
                long[] w = new long[ScalarLayout.WORDS];
                for (int i = 0; i < w.length; i++) {
                    w[i] = 0x9E3779B97F4A7C15L * (i + 1);
                }
                if (blocks <= NohwKey.SHORT_MAX_BLOCKS) {
                    long[] shortKeys = ShortLayout.roundKeys(keys, 10);
                    runner = () -> {
                        for (int r = 0; r < 10; r++) {
                            SboxCircuit.forwardWithout63(w, 0, shortKeys, ShortLayout.WORDS * r);
                        }
                    };
                } else {
                    int batches = blocks / ScalarLayout.BLOCKS;
                    runner = () -> {
                        for (int batch = 0; batch < batches; batch++) {
                            for (int r = 0; r < 10; r++) {
                                for (int row = 0; row < 4; row++) {
                                    SboxCircuit.forwardWithout63(w, 8 * row, keys, ScalarLayout.WORDS * r + 8 * row);
                                }
                            }
                        }
                    };
                }
                // The words feed back into the next call, so nothing here is dead code.
                out = new byte[1];
                Runnable sboxes = runner;
                runner = () -> {
                    sboxes.run();
                    out[0] = (byte) w[3];
                };
            }
            case "nohw" -> {
                NohwKey k = new NohwKey(key);
                runner = () -> k.ctrXorBlocks(CounterFlavour.CTR128_BE, iv, 0, in, 0, out, 0, blocks);
            }
            default -> {
                SICBlockCipher ctr = new SICBlockCipher(BenchKeys.bouncyCastleEngine(impl));
                ctr.init(true, new ParametersWithIV(new KeyParameter(key), iv));
                runner = () -> {
                    ctr.reset();
                    ctr.processBytes(in, 0, size, out, 0);
                };
            }
        }
    }

    @Benchmark
    public byte[] run() {
        runner.run();
        return out;
    }
}
