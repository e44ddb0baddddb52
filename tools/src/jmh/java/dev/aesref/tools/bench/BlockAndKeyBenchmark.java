package dev.aesref.tools.bench;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;
import dev.aesref.engines.Engines;
import java.util.concurrent.TimeUnit;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;
import org.bouncycastle.crypto.BlockCipher;
import org.bouncycastle.crypto.params.KeyParameter;
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
 * The grid's two operations without a message length: one block encrypted on its own (the
 * latency of a single block, as a caller of {@code encryptBlocks(.., 1)} sees it) and key
 * expansion. Same implementations as {@link GridBenchmark}, run through {@link GridPresets}.
 *
 * <p>{@code expandKey} is what each API does to take a new key: aesref's {@code
 * BlockEngine.expandKey} followed by {@code destroy()} (the key object is allocated: that is the
 * API), Bouncy Castle's {@code init}, the JDK's {@code Cipher.init} for {@code AES/ECB/NoPadding}.
 * Each call takes the other of two keys: SunJCE skips the expansion when it is given the key it
 * already holds, and a fixed key would measure that shortcut. Scores are operations per second.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = {"--add-modules", "jdk.incubator.vector"})
public class BlockAndKeyBenchmark {

    @Param({"engine:nohw", "bc-AESEngine"})
    public String impl;

    @Param({"128"})
    public int keyBits;

    private final byte[] block = new byte[16];
    private byte[] key;
    private byte[][] keys;
    private SecretKeySpec[] jdkKeys;
    private int next;
    private BlockEngine engine;
    private ExpandedKey expanded;
    private BlockCipher bc;
    private Cipher jdk;
    private SecretKeySpec jdkKey;

    @Setup(Level.Trial)
    public void setUp() throws Exception {
        key = BenchKeys.key(keyBits);
        byte[] other = key.clone();
        other[0] ^= 1;
        keys = new byte[][] {key, other};
        jdkKeys = new SecretKeySpec[] {new SecretKeySpec(key, "AES"), new SecretKeySpec(other, "AES")};
        if (impl.startsWith("engine:")) {
            engine = BenchEngines.byName(impl.substring("engine:".length()));
            expanded = engine.expandKey(key);
        } else if (impl.startsWith("bc-")) {
            bc = BenchKeys.bouncyCastleEngine(impl);
            bc.init(true, new KeyParameter(key));
        } else if (impl.equals("jdk-table") || impl.equals("jdk-aesni")) {
            JdkIntrinsics.require(impl.equals("jdk-aesni"), impl);
            jdk = Cipher.getInstance("AES/ECB/NoPadding");
            jdkKey = new SecretKeySpec(key, "AES");
            jdk.init(Cipher.ENCRYPT_MODE, jdkKey);
        } else {
            throw new IllegalArgumentException("unknown impl " + impl);
        }
    }

    @Benchmark
    public byte[] encryptBlock() throws Exception {
        if (expanded != null) {
            expanded.encryptBlocks(block, 0, block, 0, 1);
        } else if (bc != null) {
            bc.processBlock(block, 0, block, 0);
        } else {
            jdk.doFinal(block, 0, 16, block, 0);
        }
        return block;
    }

    @Benchmark
    public Object expandKey() throws Exception {
        next ^= 1;
        if (engine != null) {
            ExpandedKey k = engine.expandKey(keys[next]);
            k.destroy();
            return k;
        } else if (bc != null) {
            bc.init(true, new KeyParameter(keys[next]));
            return bc;
        } else {
            jdk.init(Cipher.ENCRYPT_MODE, jdkKeys[next]);
            return jdk;
        }
    }
}
