package dev.aesref.internal.nohw;

import dev.aesref.CounterFlavour;
import java.util.concurrent.TimeUnit;
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
 * nohw CTR with every call forced onto one path: the four-block short batches or the
 * sixteen-block batches, at block counts around the multiples of four. Where the short path
 * stops winning is {@link NohwKey#SHORT_MAX_BLOCKS}. It lives in the engine's package to reach
 * the key's package-private constructor.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class ShortPathBenchmark {

    /** "short" (every call in four-block batches) or "wide" (every call in sixteen-block ones). */
    @Param({"short", "wide"})
    public String path;

    @Param({"1", "4", "5", "8", "9", "12", "13", "16"})
    public int blocks;

    @Param({"128"})
    public int keyBits;

    private NohwKey key;
    private byte[] iv;
    private byte[] in;
    private byte[] out;

    @Setup(Level.Trial)
    public void setUp() {
        byte[] k = dev.aesref.tools.bench.BenchKeys.key(keyBits);
        key = new NohwKey(k, path.equals("short") ? Integer.MAX_VALUE : 0);
        iv = new byte[16];
        iv[15] = 1;
        in = new byte[16 * blocks];
        out = new byte[16 * blocks];
    }

    @Benchmark
    public byte[] ctr() {
        key.ctrXorBlocks(CounterFlavour.CTR128_BE, iv, 0, in, 0, out, 0, blocks);
        return out;
    }
}
