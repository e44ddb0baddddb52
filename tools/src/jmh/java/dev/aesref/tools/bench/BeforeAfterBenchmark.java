package dev.aesref.tools.bench;

import dev.aesref.BlockEngine;
import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.engines.Engines;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.bouncycastle.crypto.engines.AESEngine;
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
 * The engines of this build against the same engines of an earlier build, in one JMH run, so
 * that a refactoring can show it did not cost speed.
 *
 * <p>The earlier build is the library's compiled classes in another checkout
 * ({@code library/target/classes}; {@code target/classes} before the split into modules), named
 * by {@code -Daesref.bench.before=DIR} (JMH passes it to the forks with {@code -jvmArgsAppend}).
 * Its classes are loaded by their own class loader, whose parent is the platform loader, so the
 * two {@code dev.aesref} packages cannot see each other. Both sides call
 * {@code ExpandedKey.ctrXorBlocks(CTR128_BE, ...)} on whole blocks ({@code ctr}), or
 * {@code ExpandedKey.decryptBlocks} ({@code decrypt}), or {@code BlockEngine.expandKey}
 * ({@code expandKey}, where {@code size} plays no part); the earlier build's methods are
 * reached through {@link MethodHandle}s adapted once to an exact type, which adds a few
 * nanoseconds per call against work of at least a microsecond. Bouncy Castle's
 * {@code AESEngine} in CTR runs in the same run as the table-AES yardstick of
 * {@link CtrBenchmark}.
 *
 * <p>Run, from the reactor's root: {@code java -jar tools/target/benchmarks.jar BeforeAfterBenchmark
 * -jvmArgsAppend -Daesref.bench.before=../old/library/target/classes}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class BeforeAfterBenchmark {

    /** "now:NAME" or "before:NAME" for an engine of either build, or "bc-AESEngine". */
    @Param({"now:spec", "before:spec", "now:nohw", "before:nohw", "now:vpaes", "before:vpaes",
            "now:vpaes-1x", "before:vpaes-1x", "now:hwmodel", "before:hwmodel", "bc-AESEngine"})
    public String impl;

    @Param({"16", "1420", "16384"})
    public int size;

    private byte[] in;
    private byte[] out;
    private byte[] iv;
    private int blocks;
    private byte[] key;
    private BlockEngine nowEngine;
    private ExpandedKey now;
    private MethodHandle beforeExpandKey;
    private MethodHandle beforeDestroy;
    private MethodHandle before;
    private MethodHandle beforeDecrypt;
    private Object beforeFlavour;
    private SICBlockCipher bc;
    private AESEngine bcBlock;

    @Setup(Level.Trial)
    public void setUp() throws Throwable {
        key = BenchKeys.key(128);
        iv = new byte[16];
        iv[15] = 1;
        in = new byte[size];
        out = new byte[size];
        blocks = size / 16;
        if (impl.startsWith("now:")) {
            nowEngine = Engines.byName(impl.substring("now:".length()));
            now = nowEngine.expandKey(key);
        } else if (impl.startsWith("before:")) {
            setUpBefore(impl.substring("before:".length()), key);
        } else if (impl.equals("bc-AESEngine")) {
            bc = new SICBlockCipher(new AESEngine());
            bc.init(true, new ParametersWithIV(new KeyParameter(key), iv));
            bcBlock = new AESEngine();
            bcBlock.init(false, new KeyParameter(key));
        } else {
            throw new IllegalArgumentException("unknown impl " + impl);
        }
    }

    private void setUpBefore(String engine, byte[] key) throws Throwable {
        String dir = System.getProperty("aesref.bench.before");
        if (dir == null) {
            throw new IllegalStateException("set -Daesref.bench.before to the earlier build's "
                    + "target/classes directory (with -jvmArgsAppend)");
        }
        URL url = Path.of(dir).toUri().toURL();
        ClassLoader loader = new URLClassLoader(new URL[] {url}, ClassLoader.getPlatformClassLoader());
        MethodHandles.Lookup lookup = MethodHandles.publicLookup();
        Class<?> engines = registry(loader);
        Class<?> blockEngine = Class.forName("dev.aesref.BlockEngine", true, loader);
        Class<?> expandedKey = Class.forName("dev.aesref.ExpandedKey", true, loader);
        Class<?> flavour = Class.forName("dev.aesref.CounterFlavour", true, loader);
        Object e = lookup.findStatic(engines, "byName", MethodType.methodType(blockEngine, String.class))
                .invoke(engine);
        beforeExpandKey = lookup.findVirtual(blockEngine, "expandKey", MethodType.methodType(expandedKey, byte[].class))
                .bindTo(e)
                .asType(MethodType.methodType(Object.class, byte[].class));
        beforeDestroy = lookup.findVirtual(expandedKey, "destroy", MethodType.methodType(void.class))
                .asType(MethodType.methodType(void.class, Object.class));
        Object k = beforeExpandKey.invoke(key);
        beforeFlavour = flavour.getField("CTR128_BE").get(null);
        before = lookup.findVirtual(expandedKey, "ctrXorBlocks", MethodType.methodType(void.class,
                        flavour, byte[].class, long.class, byte[].class, int.class, byte[].class, int.class, int.class))
                .bindTo(k)
                .asType(MethodType.methodType(void.class,
                        Object.class, byte[].class, long.class, byte[].class, int.class, byte[].class, int.class, int.class));
        beforeDecrypt = lookup.findVirtual(expandedKey, "decryptBlocks", MethodType.methodType(void.class,
                        byte[].class, int.class, byte[].class, int.class, int.class))
                .bindTo(k);
    }

    @Benchmark
    public byte[] ctr() throws Throwable {
        if (now != null) {
            now.ctrXorBlocks(CounterFlavour.CTR128_BE, iv, 0, in, 0, out, 0, blocks);
        } else if (before != null) {
            before.invokeExact(beforeFlavour, iv, 0L, in, 0, out, 0, blocks);
        } else {
            bc.reset();
            bc.processBytes(in, 0, blocks * 16, out, 0);
        }
        return out;
    }

    /**
     * ECB decryption of the whole blocks ({@code ExpandedKey.decryptBlocks}), for changes that
     * touch the inverse cipher; Bouncy Castle's {@code AESEngine} decrypts block by block.
     */
    @Benchmark
    public byte[] decrypt() throws Throwable {
        if (now != null) {
            now.decryptBlocks(in, 0, out, 0, blocks);
        } else if (before != null) {
            beforeDecrypt.invokeExact(in, 0, out, 0, blocks);
        } else {
            for (int b = 0; b < blocks; b++) {
                bcBlock.processBlock(in, 16 * b, out, 16 * b);
            }
        }
        return out;
    }

    /**
     * Key expansion ({@code BlockEngine.expandKey}), the expanded key destroyed right after;
     * Bouncy Castle's {@code AESEngine.init} expands its key on each call.
     */
    @Benchmark
    public Object expandKey() throws Throwable {
        if (nowEngine != null) {
            ExpandedKey k = nowEngine.expandKey(key);
            k.destroy();
            return k;
        } else if (beforeExpandKey != null) {
            Object k = (Object) beforeExpandKey.invokeExact(key);
            beforeDestroy.invokeExact(k);
            return k;
        } else {
            bcBlock.init(true, new KeyParameter(key));
            return bcBlock;
        }
    }

    /** The registry of the earlier build: {@code dev.aesref.engines.Engines}, or {@code dev.aesref.Engines} before it moved. */
    private static Class<?> registry(ClassLoader loader) throws ClassNotFoundException {
        try {
            return Class.forName("dev.aesref.engines.Engines", true, loader);
        } catch (ClassNotFoundException movedSince) {
            return Class.forName("dev.aesref.Engines", true, loader);
        }
    }
}
