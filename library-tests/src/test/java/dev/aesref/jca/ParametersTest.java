package dev.aesref.jca;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.security.AlgorithmParameters;
import java.security.Provider;
import java.security.spec.InvalidParameterSpecException;
import java.util.HexFormat;
import java.util.Random;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;
import org.junit.jupiter.api.Test;

/** AlgorithmParameters.AES and .GCM: encodings compared byte for byte with SunJCE's. */
class ParametersTest {

    private final Provider aesref = new AesRefProvider();
    private final Provider sun = SideBySide.sunJce();

    private static byte[] hex(String s) {
        return HexFormat.of().parseHex(s);
    }

    @Test
    void aesIvEncodingIsSunJces() throws Exception {
        Random r = new Random(20);
        for (int len : new int[] {16, 8, 4}) {
            byte[] iv = new byte[len];
            r.nextBytes(iv);
            AlgorithmParameters mine = AlgorithmParameters.getInstance("AES", aesref);
            AlgorithmParameters peer = AlgorithmParameters.getInstance("AES", sun);
            mine.init(new IvParameterSpec(iv));
            peer.init(new IvParameterSpec(iv));
            assertArrayEquals(peer.getEncoded(), mine.getEncoded());
            assertArrayEquals(peer.getEncoded("ASN.1"), mine.getEncoded("ASN.1"));
            AlgorithmParameters back = AlgorithmParameters.getInstance("AES", aesref);
            back.init(peer.getEncoded(), "ASN.1");
            assertArrayEquals(iv, back.getParameterSpec(IvParameterSpec.class).getIV());
            assertTrue(back.toString().contains(len + " bytes"));
        }
    }

    @Test
    void gcmEncodingIsSunJcesAndRfc5084() throws Exception {
        Random r = new Random(21);
        for (int ivLen : new int[] {12, 16, 1, 127, 128, 300}) {
            for (int tagBits = 96; tagBits <= 128; tagBits += 8) {
                byte[] iv = new byte[ivLen];
                r.nextBytes(iv);
                AlgorithmParameters mine = AlgorithmParameters.getInstance("GCM", aesref);
                AlgorithmParameters peer = AlgorithmParameters.getInstance("GCM", sun);
                mine.init(new GCMParameterSpec(tagBits, iv));
                peer.init(new GCMParameterSpec(tagBits, iv));
                if (SideBySide.SUNJCE_IS_THE_BASELINE) {
                    assertArrayEquals(peer.getEncoded(), mine.getEncoded(), ivLen + "/" + tagBits);
                }
                AlgorithmParameters back = AlgorithmParameters.getInstance("GCM", aesref);
                back.init(peer.getEncoded());
                GCMParameterSpec spec = back.getParameterSpec(GCMParameterSpec.class);
                assertArrayEquals(iv, spec.getIV());
                assertEquals(tagBits, spec.getTLen());
            }
        }
        // RFC 5084 section 3.2: aes-ICVlen DEFAULT 12, so a missing length means 96 bits.
        AlgorithmParameters noLen = AlgorithmParameters.getInstance("GCM", aesref);
        noLen.init(hex("300e040c000102030405060708090a0b"), "DER");
        assertEquals(96, noLen.getParameterSpec(GCMParameterSpec.class).getTLen());
        AlgorithmParameters peer = AlgorithmParameters.getInstance("GCM", sun);
        peer.init(hex("300e040c000102030405060708090a0b"));
        assertEquals(peer.getParameterSpec(GCMParameterSpec.class).getTLen(), 96);
        assertTrue(noLen.toString().contains("96 bits"));
        if (SideBySide.SUNJCE_IS_THE_BASELINE) {
            assertArrayEquals(peer.getEncoded(), noLen.getEncoded(null));
        }
    }

    @Test
    void badEncodingsAreIoExceptions() throws Exception {
        String[] gcm = {
            "",                                     // nothing
            "31020400",                             // SET, not SEQUENCE
            "3002040000",                           // trailing byte after the SEQUENCE
            "30030400",                             // length past the end
            "3004040002010b",                       // truncated / wrong inner length
            "30050400020103",                       // ICVlen 3
            "3005040002011100",                     // ICVlen 17 plus trailing byte
            "300504000201110",                      // odd hex is not reached: see below
            "300604000202000c",                     // ICVlen in two bytes
            "3006040002020c00",                     // two bytes, the first a valid length
            "3006040002010c00",                     // a byte after ICVlen inside the SEQUENCE
            "3081040400",                           // non-minimal long-form length
            "30800400",                             // indefinite length
            "3084000000040400",                     // 4-byte length form
            "300302010c",                           // no nonce
        };
        for (String h : gcm) {
            if (h.length() % 2 != 0) {
                continue;
            }
            AlgorithmParameters p = AlgorithmParameters.getInstance("GCM", aesref);
            assertThrows(IOException.class, () -> p.init(hex(h)), h);
        }
        for (String h : new String[] {"", "0410", "0501", "040100ff", "03010"+"0"}) {
            AlgorithmParameters p = AlgorithmParameters.getInstance("AES", aesref);
            assertThrows(IOException.class, () -> p.init(hex(h)), h);
        }
        AlgorithmParameters p = AlgorithmParameters.getInstance("AES", aesref);
        assertThrows(IOException.class, () -> p.init(hex("0400"), "PEM"));
        AlgorithmParameters g = AlgorithmParameters.getInstance("GCM", aesref);
        assertThrows(IOException.class, () -> g.init(hex("300e040c000102030405060708090a0b"), "XML"));
    }

    @Test
    void wrongSpecsAreRefused() throws Exception {
        AlgorithmParameters aes = AlgorithmParameters.getInstance("AES", aesref);
        assertThrows(InvalidParameterSpecException.class, () -> aes.init(new GCMParameterSpec(128, new byte[12])));
        aes.init(new IvParameterSpec(new byte[16]));
        assertThrows(InvalidParameterSpecException.class, () -> aes.getParameterSpec(GCMParameterSpec.class));
        assertThrows(IOException.class, () -> aes.getEncoded("PEM"));
        AlgorithmParameters gcm = AlgorithmParameters.getInstance("GCM", aesref);
        assertThrows(InvalidParameterSpecException.class, () -> gcm.init(new IvParameterSpec(new byte[16])));
        gcm.init(new GCMParameterSpec(64, new byte[12]));
        assertThrows(InvalidParameterSpecException.class, () -> gcm.getParameterSpec(IvParameterSpec.class));
        // JDK 17's SunJCE encodes every GCM tag length, the 8-byte one too.
        assertArrayEquals(hex("3011040c000000000000000000000000020108"), gcm.getEncoded());
        if (SideBySide.SUNJCE_IS_THE_BASELINE) {
            AlgorithmParameters sunGcm = AlgorithmParameters.getInstance("GCM", sun);
            sunGcm.init(new GCMParameterSpec(64, new byte[12]));
            assertArrayEquals(sunGcm.getEncoded(), gcm.getEncoded());
        }
        AlgorithmParameters small = AlgorithmParameters.getInstance("GCM", aesref);
        small.init(new GCMParameterSpec(24, new byte[12]));
        assertThrows(IOException.class, small::getEncoded);
        AlgorithmParameters odd = AlgorithmParameters.getInstance("GCM", aesref);
        odd.init(new GCMParameterSpec(100, new byte[12]));
        assertThrows(IOException.class, odd::getEncoded);
        AlgorithmParameters big = AlgorithmParameters.getInstance("GCM", aesref);
        big.init(new GCMParameterSpec(136, new byte[12]));
        assertThrows(IOException.class, big::getEncoded);
        assertThrows(IOException.class, () -> gcm.getEncoded("PEM"));
    }

    /** No spec at all, and a request for no class, are refused as specs, not NullPointerExceptions. */
    @Test
    void nullSpecsAreRefusedAsSpecs() throws Exception {
        for (String name : new String[] {"AES", "GCM"}) {
            AlgorithmParameters p = AlgorithmParameters.getInstance(name, aesref);
            InvalidParameterSpecException e = assertThrows(InvalidParameterSpecException.class,
                    () -> p.init((java.security.spec.AlgorithmParameterSpec) null));
            assertTrue(e.getMessage().endsWith("got null"), e.getMessage());
            p.init(name.equals("AES") ? new IvParameterSpec(new byte[16]) : new GCMParameterSpec(128, new byte[12]));
            e = assertThrows(InvalidParameterSpecException.class, () -> p.getParameterSpec(null));
            assertTrue(e.getMessage().endsWith("not null"), e.getMessage());
        }
        AlgorithmParameters gcm = AlgorithmParameters.getInstance("GCM", aesref);
        gcm.init(new GCMParameterSpec(104, new byte[7]));
        assertEquals("GCM parameters: iv of 7 bytes, tag of 104 bits", gcm.toString());
        assertArrayEquals(hex("30"+"0c"+"0407"+"00000000000000"+"02010d"), gcm.getEncoded("DER"));
        // The shortest and the longest tag of SP 800-38D, 4 and 16 bytes, both ways; 17 is refused.
        AlgorithmParameters four = AlgorithmParameters.getInstance("GCM", aesref);
        four.init(new GCMParameterSpec(32, new byte[1]));
        assertArrayEquals(hex("3006040100020104"), four.getEncoded());
        for (int icv : new int[] {4, 16}) {
            AlgorithmParameters back = AlgorithmParameters.getInstance("GCM", aesref);
            back.init(hex("300504000201" + String.format("%02x", icv)));
            assertEquals(icv * 8, back.getParameterSpec(GCMParameterSpec.class).getTLen());
        }
        assertThrows(IOException.class,
                () -> AlgorithmParameters.getInstance("GCM", aesref).init(hex("30050400020111")));
    }
}
