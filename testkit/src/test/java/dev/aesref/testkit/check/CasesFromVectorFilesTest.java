package dev.aesref.testkit.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.internal.vectors.source.VectorSource;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The check's known answers: one case for every vector of a family's files (two for a valid
 * Wycheproof cipher test: encryption and decryption), and a copy fed in chunks of
 * {@link VectorCases#CHUNK} bytes of each whose input is longer than one byte. The counts are
 * taken from the files' text (Wycheproof's {@code "tcId"} and {@code "result"} fields, the NIST
 * files' {@code COUNT =} lines), not from the readers {@code VectorCases} uses.
 */
class CasesFromVectorFilesTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "ECB, rsp, ECB",
        "CBC, rsp, CBC",
        "CBC_PKCS5, both ways, wycheproof/aes_cbc_pkcs5_test.json",
        "GCM, both ways, wycheproof/aes_gcm_test.json generated/aes_gcm_counter_wrap_test.json",
        "CCM, both ways, wycheproof/aes_ccm_test.json",
        "EAX, both ways, wycheproof/aes_eax_test.json",
        "GCM_SIV, both ways, wycheproof/aes_gcm_siv_test.json",
        "KW, both ways, wycheproof/aes_wrap_test.json",
        "KWP, both ways, wycheproof/aes_kwp_test.json",
        "CMAC, json, wycheproof/aes_cmac_test.json",
        "GMAC, json, wycheproof/aes_gmac_test.json",
    })
    void oneCaseForEveryVectorOfTheFamilysFilesAndAChunkedCopyOfEachLongerThanAByte(
            Target.Family family, String kind, String files) {
        int vectors = 0;
        for (String file : kind.equals("rsp") ? nistKats(files) : List.of(files.split(" "))) {
            String text = text(file);
            vectors += switch (kind) {
                case "rsp" -> count(text, "(?m)^COUNT = ");
                case "json" -> count(text, "\"tcId\"");
                // a valid test is checked both ways, encryption and decryption; any other only by
                // the decryption (or unwrap) it must refuse or may accept
                default -> count(text, "\"tcId\"") + count(text, "\"result\"\\s*:\\s*\"valid\"");
            };
        }
        List<CheckCase> cases = VectorCases.of(family);
        List<CheckCase> whole = cases.stream().filter(c -> c.chunk() == 0).toList();
        List<CheckCase> chunked = cases.stream().filter(c -> c.chunk() == VectorCases.CHUNK).toList();
        assertEquals(vectors, whole.size(), family + ": the cases fed whole");
        assertEquals(whole.stream().filter(c -> c.input().length > 1).count(), chunked.size(),
                family + ": the chunked copies");
        assertEquals(cases.size(), whole.size() + chunked.size());
    }

    /**
     * A NIST record is checked in its file's direction (its {@code [ENCRYPT]} or {@code [DECRYPT]}
     * section), with an IV exactly where the mode takes one.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"ECB, 0", "CBC, 16"})
    void nistCasesRunInTheirSectionsDirectionWithAnIvWhereTheModeTakesOne(Target.Family family, int ivBytes) {
        int encryptions = 0;
        for (String file : nistKats(family.name())) {
            String text = text(file);
            encryptions += count(text.substring(0, text.indexOf("[DECRYPT]")), "(?m)^COUNT = ");
        }
        List<CheckCase> whole = VectorCases.of(family).stream().filter(c -> c.chunk() == 0).toList();
        assertEquals(encryptions, whole.stream().filter(CheckCase::encrypt).count());
        assertTrue(encryptions > 0 && encryptions < whole.size(), encryptions + " of " + whole.size());
        for (CheckCase c : whole) {
            if (ivBytes == 0) {
                assertNull(c.iv(), c.origin());
            } else {
                assertEquals(ivBytes, c.iv().length, c.origin());
            }
        }
    }

    /** The CAVP known-answer files of a mode: GFSbox, KeySbox, VarKey, VarTxt and MMT, each key size. */
    private static List<String> nistKats(String mode) {
        List<String> files = new java.util.ArrayList<>();
        for (String kind : List.of("GFSbox", "KeySbox", "VarKey", "VarTxt", "MMT")) {
            for (int bits : new int[] {128, 192, 256}) {
                files.add("nist-cavp/ciphers/AES/" + mode + "/" + mode + kind + bits + ".rsp");
            }
        }
        return files;
    }

    private static int count(String text, String regex) {
        return (int) Pattern.compile(regex).matcher(text).results().count();
    }

    private static String text(String file) {
        try (InputStream in = CasesFromVectorFilesTest.class.getResourceAsStream(VectorSource.RESOURCE_PREFIX + file)) {
            if (in == null) {
                throw new AssertionError("no embedded vector file " + file);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
