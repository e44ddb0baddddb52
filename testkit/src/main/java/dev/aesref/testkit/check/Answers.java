package dev.aesref.testkit.check;

import dev.aesref.BlockEngine;

/**
 * Where a generated case's expected output comes from, with {@link Reference#encrypt}'s signature:
 * the ciphertext (with the tag appended, for the AEADs), wrapped key, or full 16-byte MAC tag.
 */
interface Answers {

    byte[] encrypt(Target.Family family, byte[] key, byte[] iv, byte[] aad, byte[] in, int tagBits);

    /** What every check and fuzz run uses: {@link Reference}'s choice of engine. */
    Answers REFERENCE = Reference::encrypt;

    /**
     * The same answers from {@code engine} instead ({@code spec}, {@link Reference}'s choice, takes
     * most of the time of a small run): for the tests of what is drawn and how it is run, which are
     * not about the answers.
     */
    static Answers by(BlockEngine engine) {
        return (family, key, iv, aad, in, tagBits) -> Reference.encrypt(engine, family, key, iv, aad, in, tagBits);
    }
}
