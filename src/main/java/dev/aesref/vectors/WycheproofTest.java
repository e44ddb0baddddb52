package dev.aesref.vectors;

import java.util.List;

/**
 * One test of a Wycheproof {@code IndCpaTest} group (C2SP {@code testvectors_v1},
 * {@code ind_cpa_test_schema_v1.json}): a key, an IV, a message and its ciphertext.
 *
 * @param source file and JSON path of the test, for messages
 * @param result {@link Result#VALID}: encryption of msg gives ct and decryption of ct gives msg;
 *     {@link Result#INVALID}: decrypting ct must be rejected; {@link Result#ACCEPTABLE}: either
 */
public record WycheproofTest(String source, int tcId, String comment, byte[] key, byte[] iv,
                             byte[] msg, byte[] ct, Result result, List<String> flags) {

    /** Wycheproof's verdict on a test. */
    public enum Result {
        VALID, INVALID, ACCEPTABLE;

        /** The value of a test's {@code result} field. */
        static Result parse(String s, String where) {
            switch (s) {
                case "valid":
                    return VALID;
                case "invalid":
                    return INVALID;
                case "acceptable":
                    return ACCEPTABLE;
                default:
                    throw new VectorFileException(where + ".result: expected valid, invalid or"
                            + " acceptable, got '" + s + "'");
            }
        }
    }

    /** "file tcId n (comment)" for messages. */
    public String describe() {
        return source + " tcId " + tcId + " (" + comment + ")";
    }
}
