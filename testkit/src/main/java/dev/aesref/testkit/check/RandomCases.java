package dev.aesref.testkit.check;

import dev.aesref.BlockEngine;
import dev.aesref.testkit.check.CheckCase.Expect;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * A seeded random differential against aesref ({@link Reference}): random keys of every size the
 * family takes, IVs, associated data and message lengths from 0 to a few blocks, fed whole or in
 * random chunks. Each encryption is also decrypted; for the authenticated families and
 * CBC-PKCS5 a tampered copy (one bit of the tag, of the last semiblock, or a padding byte turned
 * invalid) must be rejected. The same seed gives the same cases.
 */
final class RandomCases {

    private RandomCases() {}

    /**
     * Message lengths above the bulk thresholds seen in providers (1 KiB, 4 KiB, 64 KiB, 1 MiB,
     * the intrinsics' and native code's batch and split sizes) up to 3 MiB, each just past a power
     * of two and rounded up to the family's unit: every {@code count > 0} run also has one
     * encryption and one decryption of each.
     */
    static final int[] LARGE = {1025, 4097, 65537, (1 << 20) + 1, (3 << 20) + 7};

    /**
     * Key wrap stops at the 64 KiB length: it wraps keys, its cost is six block calls per
     * semiblock, and a MiB of it costs seconds per provider without reaching new code.
     */
    static final int KEY_WRAP_LARGEST = 65544;


    /**
     * {@code count} random cases of {@code target}'s family, then the {@link #LARGE} ones up to
     * {@code longest} bytes; the encryptions and decryptions take {@code target}'s
     * {@link InputPath}s in turn, the tampered copies the plain array path.
     */
    static List<CheckCase> of(Target target, long seed, int count, int longest) {
        return of(target, seed, count, longest, Answers.REFERENCE);
    }

    /** The same cases, answered by {@code engine} ({@link Answers#by}). */
    static List<CheckCase> of(Target target, long seed, int count, int longest, BlockEngine engine) {
        return of(target, seed, count, longest, Answers.by(engine));
    }

    private static List<CheckCase> of(Target target, long seed, int count, int longest, Answers answers) {
        Target.Family family = target.family();
        InputPath[] paths = InputPath.of(target);
        Random r = new Random(seed ^ family.ordinal() * 0x9E3779B97F4A7C15L);
        List<CheckCase> out = new ArrayList<>();
        int turn = 0;
        for (int i = 0; i < count + (count > 0 ? LARGE.length : 0); i++) {
            boolean large = i >= count;
            String origin = (large ? "large #" + (i - count) : "random #" + i) + " (seed " + seed + ")";
            byte[] key = BoundaryCases.bytes(r, keyBytes(family, r));
            byte[] iv = iv(family, r);
            if (large && family == Target.Family.CCM) {
                // A 7-byte nonce leaves 8 bytes for the length (SP 800-38C A.1): 13 would stop at 64 KiB.
                iv = Arrays.copyOf(iv, 7);
            }
            byte[] aad = family.hasTagLength() ? BoundaryCases.bytes(r, r.nextInt(3) == 0 ? 0 : r.nextInt(40)) : null;
            int tagBits = tagBits(family, r);
            byte[] in = BoundaryCases.bytes(r, large ? largeLength(family, LARGE[i - count]) : length(family, r));
            // The lengths are compared before rounding: a longest of 4097 keeps ECB's 4112.
            if (large && (LARGE[i - count] > longest
                    || in.length > KEY_WRAP_LARGEST && (family == Target.Family.KW || family == Target.Family.KWP))) {
                continue;
            }
            int chunk = r.nextBoolean() ? 0 : 1 + r.nextInt(20);
            int chunkSeed = r.nextInt(1 << 30);
            byte[] expected = answers.encrypt(family, key, iv, aad, in, tagBits);
            if (family == Target.Family.CMAC || family == Target.Family.GMAC) {
                tagBits = 128;
                out.add(onPath(new CheckCase(origin, true, key, iv, null, in, expected, tagBits, chunk, Expect.OUTPUT),
                        paths[turn++ % paths.length], chunkSeed));
                continue;
            }
            out.add(onPath(new CheckCase(origin, true, key, iv, aad, in, expected, tagBits, chunk, Expect.OUTPUT),
                    paths[turn++ % paths.length], chunkSeed));
            out.add(onPath(new CheckCase(origin + " decrypted", false, key, iv, aad, expected, in, tagBits, chunk,
                    Expect.OUTPUT), paths[turn++ % paths.length], chunkSeed));
            byte[] tampered = tamper(family, iv, expected);
            if (tampered != null) {
                out.add(new CheckCase(origin + " tampered", false, key, iv, aad, tampered, null, tagBits,
                        chunk, Expect.REJECT));
            }
        }
        return out;
    }

    private static CheckCase onPath(CheckCase c, InputPath path, int chunkSeed) {
        return switch (path) {
            case ARRAY, REUSE -> c.on(path, c.chunk());
            case VARIED_CHUNKS -> c.on(path, chunkSeed);
            default -> c.on(path, 0);
        };
    }

    /** {@code n} rounded up to the family's unit: a block for ECB and CBC, a semiblock for KW. */
    static int largeLength(Target.Family family, int n) {
        int unit = switch (family) {
            case ECB, CBC -> 16;
            case KW -> 8;
            default -> 1;
        };
        return (n + unit - 1) / unit * unit;
    }

    /**
     * A copy that a correct decryption must reject, or {@code null} for the unauthenticated modes.
     * For the AEADs and key wrap any bit flip must fail the tag; flipping the last byte's low bit
     * is used. For CBC-PKCS5 bit 4 of the byte that lands on the last padding byte is flipped: the
     * pad value p in 1..16 becomes p ^ 16, which is 0 or above 16 and never valid
     * (RFC 5652 section 6.3). That byte is the IV's last byte for a one-block message, which this
     * method cannot change, so those messages get no tampered copy.
     */
    static byte[] tamper(Target.Family family, byte[] iv, byte[] ct) {
        byte[] t = ct.clone();
        if (family.authenticated()) {
            t[t.length - 1] ^= 1;
            return t;
        }
        if (family == Target.Family.CBC_PKCS5 && t.length >= 32) {
            t[t.length - 17] ^= 0x10;
            return t;
        }
        return null;
    }

    static int keyBytes(Target.Family family, Random r) {
        if (family == Target.Family.GCM_SIV) {
            return r.nextBoolean() ? 16 : 32; // RFC 8452 defines AES-128 and AES-256 only
        }
        return 16 + 8 * r.nextInt(3);
    }

    static byte[] iv(Target.Family family, Random r) {
        return switch (family) {
            case ECB, KW, KWP, CMAC -> null;
            case CBC, CBC_PKCS5 -> BoundaryCases.bytes(r, 16);
            case CTR -> {
                byte[] iv = BoundaryCases.bytes(r, 16);
                if (r.nextInt(4) == 0) {
                    // a counter a few blocks below a carry out of one or more whole bytes
                    int carried = 1 + r.nextInt(16);
                    for (int j = 16 - carried; j < 16; j++) {
                        iv[j] = (byte) 0xFF;
                    }
                    iv[15] = (byte) (0xFF - r.nextInt(3));
                }
                yield iv;
            }
            case GCM, GMAC -> BoundaryCases.bytes(r, r.nextInt(8) == 0 ? 1 + r.nextInt(32) : 12);
            case CCM -> BoundaryCases.bytes(r, 7 + r.nextInt(7)); // SP 800-38C A.1: 7..13 bytes
            case EAX -> BoundaryCases.bytes(r, r.nextInt(4) == 0 ? 1 + r.nextInt(32) : 16);
            case GCM_SIV -> BoundaryCases.bytes(r, 12); // RFC 8452: 96-bit nonces only
        };
    }

    static int tagBits(Target.Family family, Random r) {
        return switch (family) {
            case GCM -> r.nextInt(4) == 0 ? 96 + 8 * r.nextInt(4) : 128; // SP 800-38D 5.2.1.2
            case CCM -> 32 + 16 * r.nextInt(7); // SP 800-38C A.1: 4, 6, ..., 16 bytes
            case EAX, GCM_SIV -> 128;
            default -> 0;
        };
    }

    static int length(Target.Family family, Random r) {
        return switch (family) {
            case ECB, CBC -> 16 * r.nextInt(7);
            case KW -> 16 + 8 * r.nextInt(6); // SP 800-38F: at least two semiblocks
            case KWP -> 1 + r.nextInt(64);
            default -> r.nextInt(100);
        };
    }
}
