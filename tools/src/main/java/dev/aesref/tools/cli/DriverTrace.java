package dev.aesref.tools.cli;

import dev.aesref.BlockEngine;
import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.engines.Engines;
import dev.aesref.tools.trace.CtrDriverTrace;
import dev.aesref.tools.trace.CtrDriverTrace.Batch;
import dev.aesref.tools.trace.CtrDriverTrace.Driver;
import dev.aesref.tools.trace.CtrDriverTrace.Event;
import dev.aesref.tools.trace.CtrDriverTrace.Trace;
import dev.aesref.testkit.ExpectedCtr;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;

/**
 * {@code aesref trace --driver NAME}: a CTR driver model's request of zero blocks, batch by batch
 * ({@link CtrDriverTrace}). Each lane's counter block is read back from its keystream with the
 * {@code spec} engine's decryption, and each lane's keystream is checked against the reference: the
 * counter as a {@code BigInteger} (iv + i mod 2^128 for CTR; iv XOR LE128(i + 1) for XCTR),
 * encrypted by {@code spec}. The driver's public entry must give the same keystream as its batches,
 * and the counter block it returns must be iv + blocks. Anything that differs is marked and fails.
 */
final class DriverTrace {

    private static final HexFormat HEX = HexFormat.of();
    private static final int BLOCK = 16;

    /** Where each driver starts when no {@code --iv} is given: a few blocks below its wrap. */
    static byte[] defaultIv(Driver driver) {
        return HEX.parseHex(switch (driver) {
            case BORING_CTR32 -> "0000000000000000000000fafffffff6";
            case GO_CTR -> "00000000000000fafffffffffffffff4";
            case LINUX_XCTR_YMM, LINUX_XCTR_ZMM -> "000102030405060708090a0b0c0d0e0f";
            default -> "00000000000000faffffffffffffffde";
        });
    }

    /** How many blocks each driver runs when no {@code --blocks} is given. */
    static int defaultBlocks(Driver driver) {
        return switch (driver) {
            case BORING_CTR32 -> 14;
            case GO_CTR -> 23;
            default -> 40;
        };
    }

    /** One lane, read back and checked. */
    record Lane(int block, String register, byte[] counter, byte[] reference, boolean matches) {}

    /** The trace with every lane read back and checked. */
    record Checked(Trace trace, List<List<Lane>> lanes, boolean entryMatches, boolean ivAfterMatches,
                   byte[] expectedIvAfter, Lane firstUnsplitAfterWrap) {

        boolean matches() {
            return entryMatches && ivAfterMatches
                    && lanes.stream().flatMap(List::stream).allMatch(Lane::matches);
        }
    }

    private DriverTrace() {}

    static Checked run(Driver driver, byte[] key, byte[] iv, int blocks) {
        return check(CtrDriverTrace.run(driver, key, iv, blocks), key);
    }

    /** Reads back and checks every lane of {@code t}, a trace made with {@code key}. */
    static Checked check(Trace t, byte[] key) {
        return check(t, key, Engines.byName("spec"));
    }

    /** {@link #check(Trace, byte[])} with {@code reference} in place of {@code spec}; its key is destroyed after. */
    static Checked check(Trace t, byte[] key, BlockEngine reference) {
        Driver driver = t.driver();
        byte[] iv = t.iv();
        int blocks = t.blocks();
        ExpandedKey spec = reference.expandKey(key);
        try {
            List<List<Lane>> lanes = new ArrayList<>();
            for (Batch b : t.batches()) {
                List<Lane> these = new ArrayList<>();
                for (int j = 0; j < b.used(); j++) {
                    these.add(lane(driver, spec, iv, b.firstBlock() + j, register(driver, b, j),
                            Arrays.copyOfRange(b.keystream(), BLOCK * j, BLOCK * (j + 1))));
                }
                lanes.add(these);
            }
            boolean entryMatches = Arrays.equals(t.viaEntry(), t.viaBatches());
            byte[] expectedIvAfter = t.ivAfter().length == 0 ? new byte[0]
                    : ExpectedCtr.counterBlock(CounterFlavour.CTR128_BE, iv, BigInteger.valueOf(blocks));
            boolean ivAfterMatches = Arrays.equals(t.ivAfter(), expectedIvAfter);
            Lane unsplit = null;
            if (t.unsplit().length > 0) {
                int first = (int) t.batches().stream().filter(b -> b.call() == 1).mapToInt(Batch::used).sum();
                unsplit = lane(driver, spec, iv, first, "",
                        Arrays.copyOfRange(t.unsplit(), BLOCK * first, BLOCK * (first + 1)));
            }
            return new Checked(t, lanes, entryMatches, ivAfterMatches, expectedIvAfter, unsplit);
        } finally {
            spec.destroy();
        }
    }

    /** The register and lane block {@code j} of batch {@code b} is made in. */
    private static String register(Driver driver, Batch b, int j) {
        int lanes = driver.lanes();
        return switch (lanes) {
            case 1 -> "xmm" + j;
            case 2 -> "ymm" + j / 2 + "[" + j % 2 + "]";
            default -> "zmm" + j / 4 + "[" + j % 4 + "]";
        };
    }

    private static Lane lane(Driver driver, ExpandedKey spec, byte[] iv, int block, String register,
                             byte[] keystream) {
        byte[] input = new byte[BLOCK];
        spec.decryptBlocks(keystream, 0, input, 0, 1);
        byte[] expectedInput = ExpectedCtr.counterBlock(driver.xctr() ? CounterFlavour.XCTR : CounterFlavour.CTR128_BE,
                iv, BigInteger.valueOf(block));
        byte[] reference = new byte[BLOCK];
        spec.encryptBlocks(expectedInput, 0, reference, 0, 1);
        boolean matches = Arrays.equals(reference, keystream);
        return driver.xctr()
                ? new Lane(block, register, xor(input, iv), xor(expectedInput, iv), matches)
                : new Lane(block, register, input, expectedInput, matches);
    }

    private static byte[] xor(byte[] a, byte[] b) {
        byte[] out = new byte[BLOCK];
        for (int k = 0; k < BLOCK; k++) {
            out[k] = (byte) (a[k] ^ b[k]);
        }
        return out;
    }

    static List<String> text(byte[] key, Checked c) {
        Trace t = c.trace();
        Driver d = t.driver();
        List<String> out = new ArrayList<>();
        out.add("driver " + d.traceName());
        out.add("  models " + d.models());
        out.add("key    " + HEX.formatHex(key));
        out.add((d.xctr() ? "iv     " : "ctr    ") + HEX.formatHex(t.iv()));
        out.add("input  " + t.blocks() + " block(s) of zeros, so the output is the keystream");
        out.add("");
        String counterHead = d.xctr() ? "i as LE128 (from the keystream)" : "counter block (from the keystream)";
        List<Event> events = t.events();
        events.stream().filter(e -> e.afterBlock() < 0).forEach(e -> wrap("", e.what(), out));
        for (int i = 0; i < t.batches().size(); i++) {
            Batch b = t.batches().get(i);
            out.add("");
            out.add(String.format(Locale.ROOT, "batch %d: %s", i + 1, b.path()));
            out.add("  " + b.shape());
            out.add(String.format(Locale.ROOT, "  block register  %-34s check", counterHead));
            for (Lane l : c.lanes().get(i)) {
                out.add(String.format(Locale.ROOT, "  %5d %-9s %s  %s", l.block(), l.register(),
                        HEX.formatHex(l.counter()), l.matches() ? "= ok" : "^^ " + HEX.formatHex(l.reference())));
                int block = l.block();
                events.stream().filter(e -> e.afterBlock() == block).forEach(e -> wrap("  -- ", e.what(), out));
            }
            if (!b.fastPathWouldMake().isEmpty()) {
                out.add("  the fast path (PADDQ, no carry into ivhi) would have made:");
                for (int j = 0; j < b.fastPathWouldMake().size(); j++) {
                    byte[] fast = b.fastPathWouldMake().get(j);
                    byte[] right = c.lanes().get(i).get(j).counter();
                    out.add(String.format(Locale.ROOT, "  %5d %-9s %s  %s", b.firstBlock() + j, "xmm" + j,
                            HEX.formatHex(fast), Arrays.equals(fast, right) ? "(same)" : "(wrong: no carry)"));
                }
            }
        }
        out.add("");
        if (c.firstUnsplitAfterWrap() != null) {
            Lane u = c.firstUnsplitAfterWrap();
            out.add("without the split, one call of the block function over the whole request makes");
            out.add(String.format(Locale.ROOT, "  block %d from %s,", u.block(), HEX.formatHex(u.counter())));
            out.add(String.format(Locale.ROOT, "  not from %s:", HEX.formatHex(u.reference())));
            out.add("  its counter arithmetic alone does not carry, which is why the caller splits");
        }
        out.add("the driver's entry " + (c.entryMatches() ? "gives the same keystream as its batches"
                : "gives a DIFFERENT keystream from its batches"));
        if (c.trace().ivAfter().length > 0) {
            out.add("counter block after the request " + HEX.formatHex(c.trace().ivAfter())
                    + (c.ivAfterMatches() ? " = iv + blocks" : " ^^ expected " + HEX.formatHex(c.expectedIvAfter())));
        }
        long bad = c.lanes().stream().flatMap(List::stream).filter(l -> !l.matches()).count();
        out.add(c.matches() ? "every block matches the BigInteger reference (" + t.blocks() + " blocks)"
                : bad + " of " + t.blocks() + " blocks differ from the BigInteger reference"
                        + (c.entryMatches() && c.ivAfterMatches() ? "" : "; see above"));
        return out;
    }

    /** Wraps {@code text} to 80 columns, the first line after {@code prefix}, the rest indented. */
    static void wrap(String prefix, String text, List<String> out) {
        StringBuilder line = new StringBuilder(prefix);
        String indent = " ".repeat(prefix.length() + 2);
        int start = prefix.length(); // where this line's words start: a line without one is not cut
        for (String word : text.split(" ")) {
            if (line.length() + word.length() + 1 > 80 && line.length() > start) {
                out.add(line.toString().stripTrailing());
                line = new StringBuilder(indent);
                start = indent.length();
            }
            line.append(word).append(' ');
        }
        out.add(line.toString().stripTrailing());
    }

    static String json(byte[] key, Checked c) {
        Trace t = c.trace();
        StringBuilder sb = new StringBuilder();
        sb.append("{\n  \"driver\": ").append(EngineTrace.quote(t.driver().traceName()))
                .append(",\n  \"models\": ").append(EngineTrace.quote(t.driver().models()))
                .append(",\n  \"key\": ").append(EngineTrace.quote(HEX.formatHex(key)))
                .append(",\n  \"iv\": ").append(EngineTrace.quote(HEX.formatHex(t.iv())))
                .append(",\n  \"blocks\": ").append(t.blocks())
                .append(",\n  \"matches\": ").append(c.matches())
                .append(",\n  \"entryMatchesBatches\": ").append(c.entryMatches())
                .append(",\n  \"ivAfter\": ").append(t.ivAfter().length == 0 ? "null"
                        : EngineTrace.quote(HEX.formatHex(t.ivAfter())))
                .append(",\n  \"events\": [");
        for (int i = 0; i < t.events().size(); i++) {
            Event e = t.events().get(i);
            sb.append(i == 0 ? "\n" : ",\n").append("    {\"afterBlock\": ").append(e.afterBlock())
                    .append(", \"what\": ").append(EngineTrace.quote(e.what())).append('}');
        }
        sb.append("\n  ],\n  \"batches\": [");
        for (int i = 0; i < t.batches().size(); i++) {
            Batch b = t.batches().get(i);
            sb.append(i == 0 ? "\n" : ",\n").append("    {\"call\": ").append(b.call())
                    .append(", \"firstBlock\": ").append(b.firstBlock())
                    .append(", \"made\": ").append(b.made())
                    .append(", \"shape\": ").append(EngineTrace.quote(b.shape()))
                    .append(", \"path\": ").append(EngineTrace.quote(b.path()))
                    .append(", \"lanes\": [");
            List<Lane> lanes = c.lanes().get(i);
            for (int j = 0; j < lanes.size(); j++) {
                Lane l = lanes.get(j);
                sb.append(j == 0 ? "" : ", ").append("{\"block\": ").append(l.block())
                        .append(", \"register\": ").append(EngineTrace.quote(l.register()))
                        .append(", \"counter\": ").append(EngineTrace.quote(HEX.formatHex(l.counter())))
                        .append(", \"reference\": ").append(EngineTrace.quote(HEX.formatHex(l.reference())))
                        .append(", \"keystream\": ").append(EngineTrace.quote(
                                HEX.formatHex(b.keystream(), BLOCK * j, BLOCK * (j + 1))))
                        .append(", \"matches\": ").append(l.matches()).append('}');
            }
            sb.append("], \"fastPathWouldMake\": [");
            for (int j = 0; j < b.fastPathWouldMake().size(); j++) {
                sb.append(j == 0 ? "" : ", ").append(EngineTrace.quote(HEX.formatHex(b.fastPathWouldMake().get(j))));
            }
            sb.append("]}");
        }
        sb.append("\n  ]");
        if (c.firstUnsplitAfterWrap() != null) {
            Lane u = c.firstUnsplitAfterWrap();
            sb.append(",\n  \"unsplit\": {\"block\": ").append(u.block())
                    .append(", \"counter\": ").append(EngineTrace.quote(HEX.formatHex(u.counter())))
                    .append(", \"reference\": ").append(EngineTrace.quote(HEX.formatHex(u.reference()))).append('}');
        }
        sb.append("\n}\n");
        return sb.toString();
    }
}
