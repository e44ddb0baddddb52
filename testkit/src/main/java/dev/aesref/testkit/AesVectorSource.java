package dev.aesref.testkit;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.params.provider.ArgumentsSource;

/**
 * Feeds a JUnit 5 {@code @ParameterizedTest} with the vectors aesref embeds for one mode, one
 * {@link AesVector} per invocation, read (and hash-checked against vectors/MANIFEST) from the jar:
 *
 * <pre>{@code
 * @ParameterizedTest
 * @AesVectorSource(mode = AesVectorSource.Mode.GCM)
 * void myGcmAgrees(AesVector v) { ... }
 * }</pre>
 *
 * Needs junit-jupiter-params on the test class path; the rest of aesref does not.
 */
@Target({ElementType.METHOD, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
@ArgumentsSource(AesVectorArgumentsProvider.class)
public @interface AesVectorSource {

    /** The vector files, by mode. Each is one file under vectors/. */
    enum Mode {
        /** aesref's CTR counter-boundary vectors, the whole block counting (JDK AES/CTR). */
        CTR("generated/aes_ctr128_be_counter_test.json"),
        /** aesref's counter-boundary vectors with a 64-bit big-endian counter. */
        CTR64_BE("generated/aes_ctr64_be_counter_test.json"),
        /** aesref's counter-boundary vectors with a 32-bit big-endian counter (RFC 3686). */
        CTR32_BE("generated/aes_ctr32_be_counter_test.json"),
        /** aesref's counter-boundary vectors of HCTR2's XCTR. */
        XCTR("generated/aes_xctr_counter_test.json"),
        /** aesref's GCM vectors whose inc32 counter crosses 2^8, ..., 2^32 (16-byte IVs). */
        GCM_COUNTER_WRAP("generated/aes_gcm_counter_wrap_test.json"),
        /** Wycheproof's AES-GCM file (valid and invalid). */
        GCM("wycheproof/aes_gcm_test.json"),
        /** Wycheproof's AES-CCM file. */
        CCM("wycheproof/aes_ccm_test.json"),
        /** Wycheproof's AES-EAX file. */
        EAX("wycheproof/aes_eax_test.json"),
        /** Wycheproof's AES-GCM-SIV file. */
        GCM_SIV("wycheproof/aes_gcm_siv_test.json"),
        /** Wycheproof's AES-CBC with PKCS#5 padding file. */
        CBC_PKCS5("wycheproof/aes_cbc_pkcs5_test.json");

        private final String path;

        Mode(String path) {
            this.path = path;
        }

        /** The file's path under vectors/. */
        public String path() {
            return path;
        }
    }

    /** Which mode's vectors. */
    Mode mode();
}
