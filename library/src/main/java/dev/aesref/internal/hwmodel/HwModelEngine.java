package dev.aesref.internal.hwmodel;

import dev.aesref.BlockEngine;
import dev.aesref.ExpandedKey;

/**
 * The {@code hwmodel} engine: AES computed with a Java model of the AES-NI instructions.
 * Encryption is PXOR with round key 0, AESENC with round keys 1..Nr-1 and AESENCLAST with
 * round key Nr; decryption is the same with AESDEC/AESDECLAST over the AESIMC schedule
 * (Intel white paper, section "The AES instructions", figures for encryption and decryption
 * of one block).
 */
public final class HwModelEngine implements BlockEngine {

    @Override
    public String name() {
        return "hwmodel";
    }

    @Override
    public ExpandedKey expandKey(byte[] key) {
        return new HwModelKey(HwModelKeySchedule.expandEncrypt(key));
    }
}
