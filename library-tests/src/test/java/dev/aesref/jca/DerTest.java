package dev.aesref.jca;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.Arrays;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/**
 * The DER subset of {@link Der} against X.690 section 10 (definite lengths, shortest form): the
 * headers it writes at each length boundary, and the exact error of each malformed header.
 * Expected headers are written out by hand from X.690 8.1.3.
 */
class DerTest {

    private static byte[] hex(String s) {
        return HexFormat.of().parseHex(s);
    }

    private static byte[] cat(byte[] a, byte[] b) {
        byte[] c = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, c, a.length, b.length);
        return c;
    }

    @Test
    void headersAtEachLengthBoundary() throws Exception {
        int[] lengths = {0, 127, 128, 255, 256, 65535, 65536, 0xFFFFFF, 0x1000000};
        String[] headers = {"0400", "047f", "048180", "0481ff", "04820100", "0482ffff",
            "0483010000", "0483ffffff", "048401000000"};
        for (int i = 0; i < lengths.length; i++) {
            byte[] contents = new byte[lengths[i]];
            Arrays.fill(contents, (byte) 0x5C);
            byte[] tlv = Der.tlv(Der.OCTET_STRING, contents);
            byte[] header = hex(headers[i]);
            assertArrayEquals(header, Arrays.copyOf(tlv, header.length), "length " + lengths[i]);
            assertEquals(header.length + lengths[i], tlv.length);
            if (header.length <= 5) { // the reader takes up to three length bytes
                Der.Reader r = new Der.Reader(tlv);
                assertArrayEquals(contents, r.read(Der.OCTET_STRING), "read back " + lengths[i]);
                r.expectEnd();
                assertEquals(-1, r.peek());
            }
        }
        assertArrayEquals(hex("02010c"), Der.integer(12));
    }

    private static void refused(String expected, byte[] encoding) {
        IOException e = assertThrows(IOException.class, () -> {
            Der.Reader r = new Der.Reader(encoding);
            r.read(Der.OCTET_STRING);
            r.expectEnd();
        });
        assertEquals(expected, e.getMessage());
    }

    @Test
    void eachMalformedHeaderHasItsOwnError() {
        refused("DER: truncated element, expected tag 0x4", new byte[0]);
        refused("DER: truncated element, expected tag 0x4", hex("04"));
        refused("DER: expected tag 0x4, got 0x5", hex("0501"));
        refused("DER: unsupported or truncated length form 0x80", hex("048000"));
        refused("DER: unsupported or truncated length form 0x84", hex("0484000000"));
        refused("DER: unsupported or truncated length form 0x82", hex("048201"));
        refused("DER: length 127 not in its shortest form", cat(hex("04817f"), new byte[127]));
        refused("DER: length 128 not in its shortest form", cat(hex("04820080"), new byte[128]));
        refused("DER: length 255 not in its shortest form", cat(hex("04830000ff"), new byte[255]));
        refused("DER: length 3 runs past the end (2 bytes left)", hex("0403aabb"));
        refused("DER: 1 bytes after the last element", hex("0400ff"));
        refused("DER: length 256 runs past the end (0 bytes left)", hex("04820100"));
        // A second element with one byte left: truncated, also past the start of the array.
        Der.Reader r = new Der.Reader(hex("040004"));
        IOException e = assertThrows(IOException.class, () -> {
            r.read(Der.OCTET_STRING);
            r.read(Der.OCTET_STRING);
        });
        assertEquals("DER: truncated element, expected tag 0x4", e.getMessage());
    }

    @Test
    void theSmallestElementsAreRead() throws Exception {
        assertEquals(0, new Der.Reader(hex("0400")).read(Der.OCTET_STRING).length);
        assertArrayEquals(new byte[] {(byte) 0xff}, new Der.Reader(hex("0401ff")).read(Der.OCTET_STRING));
        Der.Reader seq = new Der.Reader(hex("30050400020110")).enter(Der.SEQUENCE);
        assertEquals(Der.OCTET_STRING, seq.peek());
        assertEquals(0, seq.read(Der.OCTET_STRING).length);
        assertEquals(Der.INTEGER, seq.peek());
        assertArrayEquals(new byte[] {0x10}, seq.read(Der.INTEGER));
        assertTrue(seq.atEnd());
    }

    /** A GCM SEQUENCE of 255 bytes whose length is written in two bytes instead of one. */
    @Test
    void aNonMinimalLengthIsRefusedEvenWhenTheContentsAreComplete() {
        byte[] body = cat(cat(hex("0481f9"), new byte[249]), hex("02010c"));
        assertEquals(255, body.length);
        byte[] minimal = cat(hex("3081ff"), body);
        byte[] padded = cat(hex("308200ff"), body);
        GcmParameters ok = new GcmParameters();
        org.junit.jupiter.api.Assertions.assertDoesNotThrow(() -> ok.engineInit(minimal));
        IOException e = assertThrows(IOException.class, () -> new GcmParameters().engineInit(padded));
        assertEquals("DER: length 255 not in its shortest form", e.getMessage());
    }
}
