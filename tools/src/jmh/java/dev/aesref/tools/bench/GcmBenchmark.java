package dev.aesref.tools.bench;

import dev.aesref.engines.Engines;
import dev.aesref.ExpandedKey;
import dev.aesref.aead.Gcm;
import java.util.concurrent.TimeUnit;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.bouncycastle.crypto.engines.AESEngine;
import org.bouncycastle.crypto.modes.GCMBlockCipher;
import org.bouncycastle.crypto.modes.GCMModeCipher;
import org.bouncycastle.crypto.params.AEADParameters;
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
 * AES-128-GCM seal and open (96-bit IV, 16-byte tag, 13 bytes of AAD) for every aesref engine,
 * the JDK's {@code AES/GCM/NoPadding} and Bouncy Castle's {@code GCMBlockCipher}, in one run.
 *
 * <p>The fork switches off the JDK's AES, AES-CTR and GHASH intrinsics, so the JDK peer runs its
 * all-Java AES (T-tables) and GHASH; the flags do not touch aesref or Bouncy Castle. Each seal
 * uses a fresh IV (the JDK and Bouncy Castle refuse to encrypt twice under one IV), so the JDK and
 * Bouncy Castle peers pay a re-initialisation per message, as a real caller does; aesref's
 * {@link Gcm} keeps H across messages. Each open verifies and decrypts the same message.
 *
 * <p>Scores are operations per second; MB/s = ops/s * size / 10^6.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = {"-XX:+UnlockDiagnosticVMOptions", "-XX:-UseAES",
        "-XX:-UseAESIntrinsics", "-XX:-UseGHASHIntrinsics", "-XX:-UseAESCTRIntrinsics"})
public class GcmBenchmark {

    /** "engine:NAME" for a registered engine, "jdk-java" or "bc-GCMBlockCipher". */
    @Param({"engine:spec", "engine:nohw", "engine:vpaes", "engine:vpaes-1x", "engine:hwmodel",
        "jdk-java", "bc-GCMBlockCipher"})
    public String impl;

    @Param({"16", "1420", "16384"})
    public int size;

    private final byte[] aad = new byte[13];
    private byte[] in;
    private byte[] sealed;
    private byte[] out;
    private byte[] iv;
    private byte[] key;
    private Gcm gcm;
    private Cipher jdk;
    private GCMModeCipher bc;

    @Setup(Level.Trial)
    public void setUp() throws Exception {
        key = BenchKeys.key(128);
        iv = new byte[12];
        in = new byte[size];
        out = new byte[size + 16];
        if (impl.startsWith("engine:")) {
            ExpandedKey k = Engines.byName(impl.substring("engine:".length())).expandKey(key);
            gcm = Gcm.create(k, 16);
        } else if (impl.equals("jdk-java")) {
            jdk = Cipher.getInstance("AES/GCM/NoPadding");
        } else if (impl.equals("bc-GCMBlockCipher")) {
            bc = GCMBlockCipher.newInstance(AESEngine.newInstance());
        } else {
            throw new IllegalArgumentException("unknown impl " + impl);
        }
        sealed = seal().clone();
    }

    private void nextIv() {
        for (int i = 0; i < 8 && ++iv[i] == 0; i++) {
            // carry into the next byte
        }
    }

    @Benchmark
    public byte[] seal() throws Exception {
        nextIv();
        if (gcm != null) {
            gcm.seal(iv, aad, in, 0, size, out, 0);
        } else if (jdk != null) {
            jdk.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "AES"),
                    new GCMParameterSpec(128, iv));
            jdk.updateAAD(aad);
            jdk.doFinal(in, 0, size, out, 0);
        } else {
            bc.init(true, new AEADParameters(new KeyParameter(key), 128, iv, aad));
            int n = bc.processBytes(in, 0, size, out, 0);
            bc.doFinal(out, n);
        }
        return out;
    }

    @Benchmark
    public byte[] open() throws Exception {
        if (gcm != null) {
            gcm.open(iv, aad, sealed, 0, sealed.length, out, 0);
        } else if (jdk != null) {
            jdk.init(Cipher.DECRYPT_MODE, new SecretKeySpec(key, "AES"),
                    new GCMParameterSpec(128, iv));
            jdk.updateAAD(aad);
            jdk.doFinal(sealed, 0, sealed.length, out, 0);
        } else {
            bc.init(false, new AEADParameters(new KeyParameter(key), 128, iv, aad));
            int n = bc.processBytes(sealed, 0, sealed.length, out, 0);
            bc.doFinal(out, n);
        }
        return out;
    }
}
