package dev.aesref.testkit.check;

import java.util.ArrayList;
import java.util.List;

/**
 * The case a fuzzer's input stands for: every choice a check case has (transformation, key size,
 * nonce, tag length, lengths, direction, a tampered byte, the input path, the chunking) read from
 * the input by {@link FuzzRandom}, with {@link RandomCases}' rules of what each mode allows and
 * {@link Reference}'s answer ({@link Answers#REFERENCE}), so that whatever the provider does is
 * judged exactly as a generated case is.
 */
final class FuzzCases {

    private FuzzCases() {}

    /**
     * Message lengths past the usual ones reach this: above a few KiB the code paths repeat (and
     * a CCM nonce of 13 bytes, which leaves 2 for the length, takes up to 64 KiB).
     */
    static final int LONGEST = 4096;

    /**
     * The one case {@code input} makes among {@code targets} (not empty), and its target. The
     * first byte chooses the target and the rest the case, so that the same input on the one
     * target it chose (a case file's replay) is the same case. {@code answers} gives its expected
     * output ({@link Answers#REFERENCE} in every fuzz run).
     */
    static Choice of(List<Target> targets, byte[] input, Answers answers) {
        FuzzRandom r = new FuzzRandom(input);
        Target target = targets.get(r.nextByte() % targets.size());
        Target.Family family = target.family();
        byte[] key = BoundaryCases.bytes(r, RandomCases.keyBytes(family, r));
        byte[] iv = RandomCases.iv(family, r);
        int tagBits = RandomCases.tagBits(family, r);
        byte[] aad = family.hasTagLength() ? BoundaryCases.bytes(r, r.nextInt(80)) : null;
        int length = r.nextInt(8) == 0
                ? RandomCases.largeLength(family, 100 + r.nextInt(LONGEST - 100)) : RandomCases.length(family, r);
        byte[] plain = BoundaryCases.bytes(r, length);
        int direction = r.nextInt(3);
        int tamperedBit = r.nextInt(1 << 20);
        InputPath[] paths = InputPath.of(target);
        InputPath path = paths[r.nextInt(paths.length)];
        int chunk = r.nextBoolean() ? 0 : 1 + r.nextInt(40);
        int chunkSeed = r.nextInt(1 << 30);
        boolean fixedChunks = chunk > 0 && (path == InputPath.ARRAY || path == InputPath.REUSE);
        String origin = "fuzz input of " + input.length + " bytes" + (fixedChunks ? ", update " + chunk
                + " bytes at a time," : "");
        byte[] sealed = answers.encrypt(family, key, iv, aad, plain, tagBits);
        boolean mac = target.serviceType().equals("Mac");
        CheckCase c;
        if (mac || direction == 0) {
            c = new CheckCase(origin, true, key, iv, mac ? null : aad, plain, sealed, mac ? 128 : tagBits, chunk,
                    CheckCase.Expect.OUTPUT);
        } else if (direction == 2 && family.authenticated()) {
            byte[] tampered = sealed.clone();
            int bit = tamperedBit % (8 * tampered.length);
            tampered[bit / 8] ^= (byte) (1 << (bit % 8));
            c = new CheckCase(origin + " tampered at bit " + bit, false, key, iv, aad, tampered, null, tagBits, chunk,
                    CheckCase.Expect.REJECT);
        } else {
            c = new CheckCase(origin + " decrypted", false, key, iv, aad, sealed, plain, tagBits, chunk,
                    CheckCase.Expect.OUTPUT);
        }
        return new Choice(target, c.on(path, path == InputPath.VARIED_CHUNKS ? chunkSeed
                : path == InputPath.ARRAY || path == InputPath.REUSE ? chunk : 0));
    }

    /** A case and the transformation it is put to. */
    record Choice(Target target, CheckCase checkCase) {}

    /** The transformations of {@code candidates} that {@code provider} offers. */
    static List<Target> offered(java.security.Provider provider, List<Target> candidates) {
        List<Target> out = new ArrayList<>();
        for (Target t : candidates) {
            if (Checker.offers(provider, t)) {
                out.add(t);
            }
        }
        return out;
    }
}
