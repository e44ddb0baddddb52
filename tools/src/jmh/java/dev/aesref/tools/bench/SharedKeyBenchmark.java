package dev.aesref.tools.bench;

import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.engines.Engines;
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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What sharing one expanded key between threads costs: counter mode on one key from one thread,
 * from two threads at once, and from two threads with a key each, in one JMH run.
 *
 * <p>{@code oneThread} and {@code twoThreadsOneKey} use the same key object ({@link Shared},
 * {@code Scope.Benchmark}); {@code twoThreadsOwnKeys} gives each thread its own key
 * ({@link Own}), which is what a caller had to do before keys could be shared, and what two
 * threads can do at best. Each thread has its own buffers. JMH reports the operations per second
 * of all threads together, so the two-thread scores over {@code oneThread} are the scaling
 * (at most 2 on two cores, less when the machine is busy). The call takes the key's own scratch
 * when no other call holds it, a spare otherwise ({@code internal.share.ScratchPool}).
 *
 * <p>Run: {@code java -jar tools/target/benchmarks.jar SharedKeyBenchmark} (add
 * {@code -jvmArgsAppend --add-modules=jdk.incubator.vector} for the Vector API engines).
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class SharedKeyBenchmark {

    /** The key all threads share. */
    @State(Scope.Benchmark)
    public static class Shared {
        @Param({"nohw", "nohw-vector", "vpaes-vector"})
        public String engine;

        ExpandedKey key;

        @Setup(Level.Trial)
        public void setUp() {
            key = Engines.byName(engine).expandKey(BenchKeys.key(128));
        }

        @TearDown(Level.Trial)
        public void tearDown() {
            key.destroy();
        }
    }

    /** A key of the calling thread's own, of the same engine. */
    @State(Scope.Thread)
    public static class Own {
        ExpandedKey key;

        @Setup(Level.Trial)
        public void setUp(Shared shared) {
            key = Engines.byName(shared.engine).expandKey(BenchKeys.key(128));
        }

        @TearDown(Level.Trial)
        public void tearDown() {
            key.destroy();
        }
    }

    /** The calling thread's buffers. */
    @State(Scope.Thread)
    public static class Buffers {
        @Param({"16", "16384"})
        public int size;

        byte[] in;
        byte[] out;
        final byte[] iv = new byte[16];

        @Setup(Level.Trial)
        public void setUp() {
            in = new byte[size];
            out = new byte[size];
            iv[15] = 1;
        }
    }

    @Benchmark
    @Threads(1)
    public byte[] oneThread(Shared shared, Buffers b) {
        shared.key.ctrXorBlocks(CounterFlavour.CTR128_BE, b.iv, 0, b.in, 0, b.out, 0, b.size / 16);
        return b.out;
    }

    @Benchmark
    @Threads(2)
    public byte[] twoThreadsOneKey(Shared shared, Buffers b) {
        shared.key.ctrXorBlocks(CounterFlavour.CTR128_BE, b.iv, 0, b.in, 0, b.out, 0, b.size / 16);
        return b.out;
    }

    @Benchmark
    @Threads(2)
    public byte[] twoThreadsOwnKeys(Own own, Buffers b) {
        own.key.ctrXorBlocks(CounterFlavour.CTR128_BE, b.iv, 0, b.in, 0, b.out, 0, b.size / 16);
        return b.out;
    }
}
