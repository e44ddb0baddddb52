package dev.aesref.internal.vectors.suite;

import dev.aesref.ExpandedKey;
import dev.aesref.mode.Cbc;
import dev.aesref.mode.Cfb;
import dev.aesref.mode.Ecb;
import dev.aesref.mode.Ofb;
import dev.aesref.internal.vectors.format.BitString;
import dev.aesref.internal.vectors.format.Hex;

/**
 * The six confidentiality modes of the NIST AESAVS files, each bound to the library's mode code:
 * ECB, CBC, CFB1, CFB8, CFB128 and OFB (NIST SP 800-38A, sections 6.1 to 6.4).
 *
 * <p>Data values are {@link BitString}s because CFB1 files hold bit strings; for the other modes
 * they are whole bytes, written in hex.
 */
public enum NistMode {

    ECB("ECB", "ECB", 128),
    CBC("CBC", "CBC", 128),
    CFB1("CFB", "CFB1", 1),
    CFB8("CFB", "CFB8", 8),
    CFB128("CFB", "CFB128", 128),
    OFB("OFB", "OFB", 128);

    private final String directory;
    private final String filePrefix;
    private final int segmentBits;

    NistMode(String directory, String filePrefix, int segmentBits) {
        this.directory = directory;
        this.filePrefix = filePrefix;
        this.segmentBits = segmentBits;
    }

    /** Folder of the KAT/MMT files under {@code vectors/nist-cavp/ciphers/AES/}. */
    public String directory() {
        return directory;
    }

    /** Prefix of the file names, e.g. {@code CFB8} in {@code CFB8VarKey128.rsp}. */
    public String filePrefix() {
        return filePrefix;
    }

    /**
     * Bits processed per step: the CFB segment size s, and 128 for the whole-block modes. It is
     * also the size of one AESAVS Monte Carlo value.
     */
    public int segmentBits() {
        return segmentBits;
    }

    /** Whether records of this mode carry an {@code IV}. */
    public boolean usesIv() {
        return this != ECB;
    }

    /** A {@code PLAINTEXT} or {@code CIPHERTEXT} value of this mode's files. */
    public BitString parse(String value, String what) {
        if (this == CFB1) {
            return BitString.parseBinary(value, what);
        }
        return BitString.ofBytes(Hex.decode(value, what));
    }

    /**
     * Encrypts or decrypts {@code in} from the start of a message with the library's mode code.
     * {@code iv} is ignored by ECB.
     */
    public BitString crypt(ExpandedKey key, byte[] iv, BitString in, boolean encrypt) {
        byte[] src = in.bytes();
        byte[] out = new byte[src.length];
        int len = src.length;
        switch (this) {
            case ECB:
                if (encrypt) {
                    Ecb.encrypt(key, src, 0, out, 0, len);
                } else {
                    Ecb.decrypt(key, src, 0, out, 0, len);
                }
                break;
            case CBC:
                if (encrypt) {
                    Cbc.encrypt(key, iv, src, 0, out, 0, len);
                } else {
                    Cbc.decrypt(key, iv, src, 0, out, 0, len);
                }
                break;
            case CFB1:
                if (encrypt) {
                    Cfb.encrypt1(key, iv, src, out, in.bits());
                } else {
                    Cfb.decrypt1(key, iv, src, out, in.bits());
                }
                break;
            case CFB8:
                if (encrypt) {
                    Cfb.encrypt8(key, iv, src, 0, out, 0, len);
                } else {
                    Cfb.decrypt8(key, iv, src, 0, out, 0, len);
                }
                break;
            case CFB128:
                if (encrypt) {
                    Cfb.encrypt128(key, iv, src, 0, out, 0, len);
                } else {
                    Cfb.decrypt128(key, iv, src, 0, out, 0, len);
                }
                break;
            default: // OFB: encryption and decryption are the same operation
                Ofb.apply(key, iv, src, 0, out, 0, len);
                break;
        }
        return new BitString(out, in.bits());
    }

    /**
     * The 128-bit chaining value after one segment, so that a message can be processed one
     * segment per call: the next call's IV. For CBC and CFB it is the feedback register shifted
     * left by s bits with the ciphertext segment entering on the right (SP 800-38A 6.2, 6.3; for
     * s = 128 the register simply becomes the ciphertext block); for OFB it is the output block
     * {@code O_j = in XOR out} (6.4). ECB has no chaining value and returns {@code register}.
     */
    public byte[] nextRegister(byte[] register, BitString in, BitString out, boolean encrypt) {
        if (this == ECB) {
            return register;
        }
        if (this == OFB) {
            byte[] o = new byte[16];
            for (int k = 0; k < 16; k++) {
                o[k] = (byte) (in.bytes()[k] ^ out.bytes()[k]);
            }
            return o;
        }
        BitString feedback = encrypt ? out : in;
        return shiftIn(register, feedback);
    }

    /**
     * {@code register} shifted left by {@code segment.bits()} bits (1, 8 or 128), {@code segment}
     * on the right.
     */
    static byte[] shiftIn(byte[] register, BitString segment) {
        int s = segment.bits();
        byte[] next = new byte[16];
        if (s % 8 == 0) {
            int n = s / 8;
            System.arraycopy(register, n, next, 0, 16 - n);
            System.arraycopy(segment.bytes(), 0, next, 16 - n, n);
            return next;
        }
        if (s != 1) {
            throw new IllegalArgumentException("segment must be 1 bit or whole bytes, got " + s + " bits");
        }
        for (int k = 0; k < 15; k++) {
            next[k] = (byte) ((register[k] << 1) | ((register[k + 1] >>> 7) & 1));
        }
        next[15] = (byte) ((register[15] << 1) | segment.bit(0));
        return next;
    }
}
