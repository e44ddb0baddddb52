package dev.aesref.internal.fips197;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;

/**
 * The FIPS-197 engine written as the standard reads: a 4x4 State, the S-box computed from its
 * definition, KeyExpansion, Cipher and Inverse Cipher of sections 5.1 to 5.3. It is the
 * project's readable reference and is slow on purpose; see the package documentation.
 */
public final class SpecEngine implements BlockEngine {

    @Override
    public String name() {
        return "spec";
    }

    @Override
    public ExpandedKey expandKey(byte[] key) {
        return new SpecKey(SpecKeySchedule.keyExpansion(key));
    }
}
