package dev.aesref.harness;

import com.sun.management.HotSpotDiagnosticMXBean;
import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.engines.Engines;
import dev.aesref.internal.hwmodel.BoringCtr32;
import dev.aesref.internal.hwmodel.GoCtr;
import dev.aesref.internal.hwmodel.LinuxVaesCtr;
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
 * objects. The parent then searches the dump for the round keys. For {@code hwmodel} it also
 * uses and destroys the package's three CTR driver models, which expand the same key themselves.
 *
 * <p>Arguments: engine name, key length in bytes, seed, dump file, and optionally a case of
 * {@link WipeScenarios}, which then replaces the block-interface run.
 */
public final class HeapProbe {

    private HeapProbe() {}

    public static void main(String[] args) throws Exception {
        String engine = args[0];
        int keyBytes = Integer.parseInt(args[1]);
        long seed = Long.parseLong(args[2]);
        String dump = args[3];
        if (args.length > 4) {
            WipeScenarios.run(args[4], engine, keyBytes, seed);
        } else {
            run(engine, keyBytes, seed);
        }
        HotSpotDiagnosticMXBean bean = ManagementFactory.newPlatformMXBeanProxy(
                ManagementFactory.getPlatformMBeanServer(),
                "com.sun.management:type=HotSpotDiagnostic", HotSpotDiagnosticMXBean.class);
        bean.dumpHeap(dump, false); // false: dead objects too; unreachable is not gone
    }

    /** The probe's key: {@code n} bytes from {@code seed}, the same for parent and child. */
    public static byte[] key(long seed, int n) {
        return Seeds.bytes(seed, n);
    }

    private static void run(String engine, int keyBytes, long seed) {
        byte[] raw = key(seed, keyBytes);
        ExpandedKey key = Engines.byName(engine).expandKey(raw);
        byte[] data = new byte[40 * 16 + 7];
        new SplittableRandom(seed ^ 1).nextBytes(data);
        byte[] out = new byte[data.length];
        byte[] iv = new byte[16];
        if (engine.equals("hwmodel")) {
            hwmodelDrivers(raw, data, out);
        }
        Arrays.fill(raw, (byte) 0);
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

    /** Each driver model through every path (batches, tails, partial blocks, a wrap), destroyed. */
    private static void hwmodelDrivers(byte[] raw, byte[] data, byte[] out) {
        byte[] nearWrap = new byte[16];
        Arrays.fill(nearWrap, 8, 16, (byte) 0xFF);
        BoringCtr32 boring = new BoringCtr32(raw, nearWrap);
        boring.process(data, 0, out, 0, 23);
        boring.process(data, 23, out, 23, data.length - 23);
        boring.ctr32EncryptBlocks(data, 0, out, 0, 11, nearWrap);
        boring.destroy();
        GoCtr go = new GoCtr(raw, nearWrap);
        go.xorKeyStream(out, 0, data, 0, 5);
        go.xorKeyStream(out, 5, data, 5, data.length - 5);
        go.destroy();
        for (int bits : new int[] {256, 512}) {
            LinuxVaesCtr linux = new LinuxVaesCtr(raw, bits);
            linux.ctrCrypt(nearWrap.clone(), data, 0, out, 0, data.length, 48);
            linux.xctrCrypt(nearWrap, data, 0, out, 0, data.length, 4096);
            linux.destroy();
        }
    }
}
