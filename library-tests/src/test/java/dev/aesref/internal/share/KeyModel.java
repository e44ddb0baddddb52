package dev.aesref.internal.share;

import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import java.util.Arrays;
import java.util.HexFormat;
import org.jetbrains.kotlinx.lincheck.paramgen.IntGen;
import org.jetbrains.lincheck.datastructures.Operation;
import org.jetbrains.lincheck.datastructures.Param;

/**
 * One shared expanded key as Lincheck sees it: operations that encrypt, decrypt and run counter
 * mode on one of three inputs, and {@code destroy()}. Lincheck runs the operations from two
 * threads and accepts a run only if its results are those of some order of the operations one
 * at a time: that is what "the single-thread bytes" means for a shared key.
 *
 * <p>The results are the states a call may end in. A call returns its output as hex, or
 * "refused" when it threw {@link IllegalStateException} leaving its output zeroed or unwritten,
 * which in some order is the refusal of a call after {@code destroy()}. Anything else (wrong
 * bytes, or a refusal that leaves other bytes behind) is a state that no order gives, and
 * Lincheck reports it with the interleaving that produced it.
 */
@Param(name = "input", gen = IntGen.class, conf = "0:2")
abstract class KeyModel {

    private static final byte[] KEY = HexFormat.of().parseHex("000102030405060708090a0b0c0d0e0f");
    private static final byte MARK = 0x5A;

    private final ExpandedKey key = newKey(KEY.clone());

    /** The key under test, made from {@code raw}. */
    abstract ExpandedKey newKey(byte[] raw);

    private static byte[] input(int which) {
        byte[] in = new byte[16];
        Arrays.fill(in, (byte) (0x11 * which));
        return in;
    }

    @Operation
    public String encrypt(@Param(name = "input") int which) {
        return call(out -> key.encryptBlocks(input(which), 0, out, 0, 1));
    }

    @Operation
    public String decrypt(@Param(name = "input") int which) {
        return call(out -> key.decryptBlocks(input(which), 0, out, 0, 1));
    }

    @Operation
    public String ctr(@Param(name = "input") int which) {
        byte[] iv = new byte[16];
        Arrays.fill(iv, 12, 16, (byte) 0xFF);
        return call(out -> key.ctrXorBlocks(CounterFlavour.CTR32_BE, iv, which, input(which), 0, out, 0, 1));
    }

    @Operation
    public void destroy() {
        key.destroy();
    }

    private interface Block {
        void into(byte[] out);
    }

    private static String call(Block op) {
        byte[] out = new byte[16];
        Arrays.fill(out, MARK);
        try {
            op.into(out);
        } catch (IllegalStateException e) {
            byte[] unwritten = new byte[16];
            Arrays.fill(unwritten, MARK);
            boolean clean = Arrays.equals(out, new byte[16]) || Arrays.equals(out, unwritten);
            return clean ? "refused" : "refused, leaving " + HexFormat.of().formatHex(out);
        }
        return HexFormat.of().formatHex(out);
    }
}
