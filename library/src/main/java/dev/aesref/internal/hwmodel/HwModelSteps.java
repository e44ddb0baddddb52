package dev.aesref.internal.hwmodel;

/**
 * The {@code hwmodel} engine's instructions and the CTR driver models' block functions, for the
 * tools' {@code aesref trace --engine hwmodel} and {@code aesref trace --driver}: the AES-NI
 * round instructions ({@link AesNi}), the register moves of {@link Simd}, the key schedule
 * ({@link HwModelKeySchedule}), and each driver model's public entry and the block functions it
 * calls ({@link BoringCtr32}, {@link GoCtr}, {@link LinuxVaesCtr}).
 *
 * <p>This is the package's one door for the tools (module-info exports the package to them only).
 * Each method is the model's own code, so a broken model shows in the trace. It returns raw
 * arrays, longs and ints, never text: formatting belongs to the tools. A driver method makes the
 * keystream of {@code blocks} zero blocks with a driver built for the call, and destroys the
 * driver before it returns.
 */
public final class HwModelSteps {

    private static final int BLOCK = 16;

    /** Blocks BoringSSL's {@code .Lctr32_loop8} has in flight: {@link BoringCtr32#IN_FLIGHT}. */
    public static final int BORING_IN_FLIGHT = BoringCtr32.IN_FLIGHT;
    /** Vectors the kernel's main loop has in flight: {@link LinuxVaesCtr#VECTORS_PER_ITERATION}. */
    public static final int LINUX_VECTORS_PER_ITERATION = LinuxVaesCtr.VECTORS_PER_ITERATION;

    private HwModelSteps() {}

    // ---- The block engine ------------------------------------------------------------------

    /** The encryption round keys, two longs a register ({@link HwModelKeySchedule#expandEncrypt}). */
    public static long[] encryptionKeys(byte[] key) {
        return HwModelKeySchedule.expandEncrypt(key);
    }

    /** The AESIMC decryption keys of the equivalent inverse cipher ({@link HwModelKeySchedule#decryptionKeys}). */
    public static long[] decryptionKeys(long[] encryptionKeys) {
        return HwModelKeySchedule.decryptionKeys(encryptionKeys);
    }

    /** AESENC: {@code s[sOff..sOff+1]} is the destination, {@code k[kOff..kOff+1]} the key ({@link AesNi#aesenc}). */
    public static void aesenc(long[] s, int sOff, long[] k, int kOff) {
        AesNi.aesenc(s, sOff, k, kOff);
    }

    /** AESENCLAST ({@link AesNi#aesenclast}). */
    public static void aesenclast(long[] s, int sOff, long[] k, int kOff) {
        AesNi.aesenclast(s, sOff, k, kOff);
    }

    /** AESDEC ({@link AesNi#aesdec}). */
    public static void aesdec(long[] s, int sOff, long[] k, int kOff) {
        AesNi.aesdec(s, sOff, k, kOff);
    }

    /** AESDECLAST ({@link AesNi#aesdeclast}). */
    public static void aesdeclast(long[] s, int sOff, long[] k, int kOff) {
        AesNi.aesdeclast(s, sOff, k, kOff);
    }

    /** MOVDQU from memory to a register ({@link Simd#load}). */
    public static void load(byte[] src, int off, long[] r, int ro) {
        Simd.load(src, off, r, ro);
    }

    /** MOVDQU from a register to memory ({@link Simd#store}). */
    public static void store(long[] r, int ro, byte[] dst, int off) {
        Simd.store(r, ro, dst, off);
    }

    /** PXOR ({@link Simd#pxor}). */
    public static void pxor(long[] d, int dOff, long[] s, int sOff) {
        Simd.pxor(d, dOff, s, sOff);
    }

    /** PADDQ ({@link Simd#paddq}). */
    public static void paddq(long[] d, int dOff, long[] s, int sOff) {
        Simd.paddq(d, dOff, s, sOff);
    }

    // ---- BoringSSL ---------------------------------------------------------------------------

    /**
     * {@code CRYPTO_ctr128_encrypt_ctr32} over {@code blocks} zero blocks from {@code iv}
     * ({@link BoringCtr32#process}); the counter block it holds afterwards goes to {@code ivAfter}.
     */
    public static byte[] boringProcess(byte[] key, byte[] iv, int blocks, byte[] ivAfter) {
        BoringCtr32 driver = new BoringCtr32(key, iv);
        try {
            byte[] out = new byte[blocks * BLOCK];
            driver.process(new byte[out.length], 0, out, 0, out.length);
            System.arraycopy(driver.ivec(), 0, ivAfter, 0, BLOCK);
            return out;
        } finally {
            driver.destroy();
        }
    }

    /** One call of {@code aes_hw_ctr32_encrypt_blocks} over {@code blocks} zero blocks ({@link BoringCtr32#ctr32EncryptBlocks}). */
    public static byte[] boringBlocks(byte[] key, byte[] ivec, int blocks) {
        BoringCtr32 driver = new BoringCtr32(key, ivec);
        try {
            byte[] out = new byte[blocks * BLOCK];
            driver.ctr32EncryptBlocks(new byte[out.length], 0, out, 0, blocks, ivec);
            return out;
        } finally {
            driver.destroy();
        }
    }

    /** Registers the tail of {@code n} blocks uses ({@link BoringCtr32#registersFor}). */
    public static int boringRegistersFor(int n) {
        return BoringCtr32.registersFor(n);
    }

    // ---- Go ----------------------------------------------------------------------------------

    /** {@code XORKeyStream} over {@code blocks} zero blocks from {@code iv} ({@link GoCtr#xorKeyStream}). */
    public static byte[] goXorKeyStream(byte[] key, byte[] iv, int blocks) {
        GoCtr driver = new GoCtr(key, iv);
        try {
            byte[] out = new byte[blocks * BLOCK];
            driver.xorKeyStream(out, 0, new byte[out.length], 0, out.length);
            return out;
        } finally {
            driver.destroy();
        }
    }

    /**
     * {@code ctrBlocksNAsm} for N = {@code n} (1, 2, 4 or 8) from the counter {@code hi || lo}
     * ({@link GoCtr#ctrBlocks}, {@link GoCtr#ctrBlocks8}).
     */
    public static byte[] goBlocks(byte[] key, int n, long lo, long hi) {
        GoCtr driver = new GoCtr(key, new byte[BLOCK]);
        try {
            byte[] out = new byte[n * BLOCK];
            if (n == 8) {
                driver.ctrBlocks8(out, 0, new byte[out.length], 0, lo, hi);
            } else {
                driver.ctrBlocks(n, out, 0, new byte[out.length], 0, lo, hi);
            }
            return out;
        } finally {
            driver.destroy();
        }
    }

    // ---- Linux -------------------------------------------------------------------------------

    /**
     * The kernel's {@code ctr(aes)} request over {@code blocks} zero blocks with vectors of
     * {@code vectorBits} ({@link LinuxVaesCtr#ctrCrypt}); {@code iv} is advanced as the kernel does.
     */
    public static byte[] linuxCtrCrypt(byte[] key, int vectorBits, byte[] iv, int blocks) {
        LinuxVaesCtr driver = new LinuxVaesCtr(key, vectorBits);
        try {
            byte[] out = new byte[blocks * BLOCK];
            driver.ctrCrypt(iv, new byte[out.length], 0, out, 0, out.length, out.length);
            return out;
        } finally {
            driver.destroy();
        }
    }

    /** The kernel's {@code xctr(aes)} request over {@code blocks} zero blocks ({@link LinuxVaesCtr#xctrCrypt}). */
    public static byte[] linuxXctrCrypt(byte[] key, int vectorBits, byte[] iv, int blocks) {
        LinuxVaesCtr driver = new LinuxVaesCtr(key, vectorBits);
        try {
            byte[] out = new byte[blocks * BLOCK];
            driver.xctrCrypt(iv, new byte[out.length], 0, out, 0, out.length, out.length);
            return out;
        } finally {
            driver.destroy();
        }
    }

    /** One call of {@code aes_ctr64_crypt} from the counter {@code hi || lo} ({@link LinuxVaesCtr#ctr64Crypt}). */
    public static byte[] linuxCtr64(byte[] key, int vectorBits, int blocks, long lo, long hi) {
        LinuxVaesCtr driver = new LinuxVaesCtr(key, vectorBits);
        try {
            byte[] out = new byte[blocks * BLOCK];
            driver.ctr64Crypt(new byte[out.length], 0, out, 0, out.length, lo, hi);
            return out;
        } finally {
            driver.destroy();
        }
    }

    /** One call of {@code aes_xctr_crypt} with the counter starting at {@code ctr} ({@link LinuxVaesCtr#xctrAsm}). */
    public static byte[] linuxXctr(byte[] key, int vectorBits, byte[] iv, int blocks, long ctr) {
        LinuxVaesCtr driver = new LinuxVaesCtr(key, vectorBits);
        try {
            byte[] out = new byte[blocks * BLOCK];
            driver.xctrAsm(new byte[out.length], 0, out, 0, out.length, iv, ctr);
            return out;
        } finally {
            driver.destroy();
        }
    }

    /** Vectors the tail of {@code remaining} bytes makes with vectors of {@code vl} bytes ({@link LinuxVaesCtr#tailVectors}). */
    public static int linuxTailVectors(int remaining, int vl) {
        return LinuxVaesCtr.tailVectors(remaining, vl);
    }
}
