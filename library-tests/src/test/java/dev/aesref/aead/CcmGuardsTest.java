package dev.aesref.aead;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.aesref.engines.Engines;
import dev.aesref.harness.Residue;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * CCM checks the input range itself, before its CBC-MAC chain starts: a refused seal leaves no
 * chaining value (key-dependent) behind in the chain.
 */
class CcmGuardsTest {

    @Test
    void aRefusedSealLeavesTheChainEmpty() {
        Ccm ccm = Ccm.create(Engines.byName("nohw").expandKey(new byte[16]), 16);
        assertThrows(IndexOutOfBoundsException.class,
                () -> ccm.seal(new byte[7], new byte[5], new byte[5], 1, 5, new byte[40], 0));
        List<String> chain = Residue.nonZeroArrays(ccm).stream().filter(p -> p.startsWith("Ccm.cbcMac.y")).toList();
        assertEquals(List.of(), chain, "CBC-MAC chaining value left after a refused seal");
    }
}
