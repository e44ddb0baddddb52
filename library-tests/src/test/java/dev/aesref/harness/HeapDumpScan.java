package dev.aesref.harness;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Searches a heap dump for key material: runs {@link HeapProbe} in a fresh JVM, then looks for
 * every 8-byte piece of the given round keys in the dump, in three byte orders (as written, as
 * a little-endian {@code long} stores it, and as two little-endian {@code int} words store it).
 * The dump includes unreachable objects ({@code dumpHeap(file, false)}), because an array that
 * nothing references any more still holds its bytes until the collector reuses the memory.
 */
public final class HeapDumpScan {

    private HeapDumpScan() {}

    /**
     * Runs the probe for {@code engine} and returns a description of every needle found in the
     * dump. {@code roundKeys} is the key schedule as bytes; every 8-byte window starting at a
     * multiple of 4 is a needle.
     */
    public static List<String> find(String engine, int keyBytes, long seed, byte[] roundKeys,
                                    Path dir) throws IOException, InterruptedException {
        return find(engine, keyBytes, seed, null, Map.of("round-key", roundKeys), dir);
    }

    /**
     * Runs the probe's {@code scenario} ({@link WipeScenarios}; null for the block-interface run)
     * for {@code engine} and returns a description of every needle found in the dump. Each named
     * secret gives the needles of {@link #find(String, int, long, byte[], Path)}: every 8-byte
     * window starting at a multiple of 4, in three byte orders.
     */
    public static List<String> find(String engine, int keyBytes, long seed, String scenario,
                                    Map<String, byte[]> secrets, Path dir)
            throws IOException, InterruptedException {
        Path dump = dir.resolve(engine + "-" + keyBytes + (scenario == null ? "" : "-" + scenario) + ".hprof");
        Files.deleteIfExists(dump);
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        List<String> command = new ArrayList<>(List.of(java.toString(), "-Xmx256m"));
        if (scenario != null) {
            // No collection at all in the child: a young collection between the wipe and the dump
            // (the Vector API engines allocate per call until C2 compiles them) would reclaim the
            // dead copies this test looks for, and a leak would pass unseen.
            command.addAll(List.of("-XX:+UnlockExperimentalVMOptions", "-XX:+UseEpsilonGC"));
        }
        if (dev.aesref.internal.ct.IncubatorModule.present()) {
            // The child offers the same engines as this JVM (nohw-vector needs the module).
            command.addAll(List.of("--add-modules", dev.aesref.internal.ct.IncubatorModule.NAME));
        }
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), HeapProbe.class.getName(), engine,
                Integer.toString(keyBytes), Long.toString(seed), dump.toString()));
        if (scenario != null) {
            command.add(scenario);
        }
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes());
        if (!p.waitFor(120, TimeUnit.SECONDS) || p.exitValue() != 0) {
            throw new AssertionError("heap probe for " + engine + " failed: " + output);
        }
        Map<Long, String> needles = new HashMap<>();
        secrets.forEach((name, bytes) -> addNeedles(name, bytes, needles));
        byte[] heap = Files.readAllBytes(dump);
        Files.delete(dump);
        List<String> found = new ArrayList<>();
        ByteBuffer b = ByteBuffer.wrap(heap).order(ByteOrder.BIG_ENDIAN);
        for (int i = 0; i + 8 <= heap.length; i++) {
            String hit = needles.get(b.getLong(i));
            if (hit != null) {
                found.add(hit + " at dump offset " + i);
                if (found.size() >= 20) {
                    break;
                }
            }
        }
        return found;
    }

    private static void addNeedles(String name, byte[] secret, Map<Long, String> needles) {
        for (int off = 0; off + 8 <= secret.length; off += 4) {
            ByteBuffer be = ByteBuffer.wrap(secret, off, 8).order(ByteOrder.BIG_ENDIAN);
            long asWritten = be.getLong(off);
            String where = name + " bytes " + off + ".." + (off + 7);
            // The dump is read as big-endian longs, so a needle is the 8 bytes as they would lie in
            // memory, read big-endian.
            needles.put(asWritten, where + " as written");
            needles.put(Long.reverseBytes(asWritten), where + " as a little-endian long");
            int hi = be.getInt(off);
            int lo = be.getInt(off + 4);
            long twoInts = ((long) Integer.reverseBytes(hi) << 32) | (Integer.reverseBytes(lo) & 0xFFFFFFFFL);
            needles.put(twoInts, where + " as two little-endian ints");
        }
    }
}
