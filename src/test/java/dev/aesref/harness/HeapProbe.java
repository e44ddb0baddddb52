package dev.aesref.harness;

import com.sun.management.HotSpotDiagnosticMXBean;
import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.engines.Engines;
import dev.aesref.mode.Cbc;
import dev.aesref.mode.Ctr;
import dev.aesref.mode.CounterReuse;
import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The child process of {@link HeapDumpScan}: in a fresh JVM, makes a key of one engine from a
 * seed, uses it through the block interface, CTR and a failing PKCS#7 decryption, destroys
 * everything, wipes its own copy of the key, and writes a heap dump that includes unreachable
 * objects. The parent then searches the dump for the round keys.
 *
 * <p>Arguments: engine name, key length in bytes, seed, dump file.
 */
public final class HeapProbe {

    private HeapProbe() {}

    public static void main(String[] args) throws Exception {
        String engine = args[0];
        int keyBytes = Integer.parseInt(args[1]);
        long seed = Long.parseLong(args[2]);
        String dump = args[3];
        run(engine, keyBytes, seed);
        HotSpotDiagnosticMXBean bean = ManagementFactory.newPlatformMXBeanProxy(
                ManagementFactory.getPlatformMBeanServer(),
                "com.sun.management:type=HotSpotDiagnostic", HotSpotDiagnosticMXBean.class);
        bean.dumpHeap(dump, false); // false: dead objects too; unreachable is not gone
    }

    /** The probe's key: {@code n} bytes from {@code seed}, the same for parent and child. */
    public static byte[] key(long seed, int n) {
        byte[] k = new byte[n];
        new SplittableRandom(seed).nextBytes(k);
        return k;
    }

    private static void run(String engine, int keyBytes, long seed) {
        byte[] raw = key(seed, keyBytes);
        ExpandedKey key = Engines.byName(engine).expandKey(raw);
        Arrays.fill(raw, (byte) 0);
        byte[] data = new byte[40 * 16 + 7];
        new SplittableRandom(seed ^ 1).nextBytes(data);
        byte[] out = new byte[data.length];
        byte[] iv = new byte[16];
        key.encryptBlocks(data, 0, out, 0, 40);
        key.decryptBlocks(out, 0, out, 0, 40);
        key.encryptBlocks(data, 0, out, 0, 1);
        key.decryptBlocks(out, 0, out, 0, 1);
        key.ctrXorBlocks(CounterFlavour.CTR32_BE, iv, 5, data, 0, out, 0, 33);
        key.ctrXorBlocks(CounterFlavour.XCTR, iv, 0, data, 0, out, 0, 3);
        Ctr.Stream s = Ctr.stream(key, CounterFlavour.CTR128_BE, iv, CounterReuse.REFUSE);
        s.process(data, 0, out, 0, 23);
        s.process(data, 23, out, 23, data.length - 23);
        s.destroy();
        try {
            Cbc.decryptPkcs7(key, iv, Arrays.copyOf(data, 64));
        } catch (Exception expected) {
            // bad padding (almost surely): the unverified plaintext must be gone too
        }
        key.destroy();
        Arrays.fill(data, (byte) 0);
        Arrays.fill(out, (byte) 0);
    }
}
