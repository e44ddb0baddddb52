/**
 * A Java model of AES-NI hardware and of three optimized CTR routines built on it.
 *
 * <p>Registers are longs in arrays their owner zeroes (two per 128-bit register, the low
 * quadword first); {@link dev.aesref.internal.hwmodel.AesNi}, {@link dev.aesref.internal.hwmodel.Simd} and
 * {@link dev.aesref.internal.hwmodel.Vaes} are the instructions as the Intel SDM defines them, each
 * writing its destination register in place. {@link dev.aesref.internal.hwmodel.HwModelKeySchedule}
 * expands keys with the AESKEYGENASSIST sequences of Intel's white paper, and
 * {@link dev.aesref.internal.hwmodel.HwModelEngine} (engine name {@code hwmodel}) encrypts with
 * AESENC/AESENCLAST and decrypts with AESDEC/AESDECLAST.
 *
 * <p>The drivers model the algorithm, batch widths, counter arithmetic and tail handling of real
 * routines: {@link dev.aesref.internal.hwmodel.BoringCtr32}, {@link dev.aesref.internal.hwmodel.GoCtr} and
 * {@link dev.aesref.internal.hwmodel.LinuxVaesCtr}. Each class comment is the one description of what it
 * models; docs/engines/hwmodel.md gives the overview. {@link dev.aesref.internal.hwmodel.HwModelSteps}
 * hands the engine's instructions and the drivers' entries and block functions to the tools, whose
 * {@code aesref trace --driver} runs the drivers batch by batch and {@code aesref trace --engine
 * hwmodel} the engine instruction by instruction.
 */
package dev.aesref.internal.hwmodel;
