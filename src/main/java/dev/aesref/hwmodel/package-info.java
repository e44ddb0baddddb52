/**
 * A Java model of AES-NI hardware and of three optimized CTR routines built on it.
 *
 * <p>{@link dev.aesref.hwmodel.Xmm} is a 128-bit register in the Intel SDM's byte order;
 * {@link dev.aesref.hwmodel.AesNi} and {@link dev.aesref.hwmodel.Simd} are the instructions
 * as the SDM defines them, and {@link dev.aesref.hwmodel.WideReg} the 256- and 512-bit VAES
 * registers. The S-box inside is computed from its definition (GF(2^8) inverse and affine map)
 * with masks, never looked up. {@link dev.aesref.hwmodel.KeySchedule} expands keys with the
 * AESKEYGENASSIST sequences of Intel's white paper, and {@link dev.aesref.hwmodel.HwModelEngine}
 * (engine name {@code hwmodel}) encrypts with AESENC/AESENCLAST and decrypts with
 * AESDEC/AESDECLAST.
 *
 * <p>The drivers model the algorithm, batch widths, counter arithmetic and tail handling of real
 * routines: {@link dev.aesref.hwmodel.BoringCtr32} (BoringSSL {@code aes_hw_ctr32_encrypt_blocks}
 * and {@code CRYPTO_ctr128_encrypt_ctr32}), {@link dev.aesref.hwmodel.GoCtr} (Go's
 * {@code ctrBlocks8} with its overflow-aware fast path and {@code XORKeyStreamAt}) and
 * {@link dev.aesref.hwmodel.LinuxVaesCtr} (Linux VAES CTR and XCTR with the glue's split at
 * the 64-bit carry). See docs/engines/hwmodel.md.
 */
package dev.aesref.hwmodel;
