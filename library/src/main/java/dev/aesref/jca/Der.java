package dev.aesref.jca;

import java.io.ByteArrayOutputStream;
import dev.aesref.internal.ct.ConstantTime;
import java.io.IOException;

/**
 * The little DER (ITU-T X.690, section 10) the parameter encodings need: OCTET STRING, INTEGER
 * (non-negative, small) and SEQUENCE, definite lengths in the shortest form. Parsing is strict:
 * a wrong tag, a non-minimal length or trailing bytes is an {@link IOException}, as
 * {@code AlgorithmParametersSpi.engineInit(byte[])} declares.
 */
final class Der {

    static final int INTEGER = 0x02;
    static final int OCTET_STRING = 0x04;
    static final int SEQUENCE = 0x30;

    private Der() {}

    /** Tag, length and contents. */
    static byte[] tlv(int tag, byte[] contents) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(tag);
        int len = contents.length;
        if (len < 0x80) {
            out.write(len);
        } else {
            int bytes = len < 0x100 ? 1 : len < 0x10000 ? 2 : len < 0x1000000 ? 3 : 4;
            out.write(0x80 | bytes);
            for (int i = bytes - 1; i >= 0; i--) {
                out.write(len >>> (8 * i));
            }
        }
        out.write(contents, 0, len);
        return out.toByteArray();
    }

    /** A small non-negative INTEGER, 0..127: one content byte. */
    static byte[] integer(int value) {
        return tlv(INTEGER, new byte[] {(byte) value});
    }

    /** A reader over one encoding. */
    static final class Reader {
        private final byte[] in;
        private int pos;
        private final int end;

        Reader(byte[] in) {
            this(in, 0, in.length);
        }

        private Reader(byte[] in, int pos, int end) {
            this.in = in;
            this.pos = pos;
            this.end = end;
        }

        boolean atEnd() {
            return pos == end;
        }

        /** The contents of the next element, which must carry {@code tag}. */
        byte[] read(int tag) throws IOException {
            int len = header(tag);
            byte[] contents = new byte[len];
            System.arraycopy(in, pos, contents, 0, len);
            pos += len;
            return contents;
        }

        /** A reader over the contents of the next element, which must carry {@code tag}. */
        Reader enter(int tag) throws IOException {
            int len = header(tag);
            Reader inner = new Reader(in, pos, pos + len);
            pos += len;
            return inner;
        }

        /** The next element's tag, or -1 at the end. */
        int peek() {
            return atEnd() ? -1 : publicByte(pos);
        }

        void expectEnd() throws IOException {
            if (!atEnd()) {
                throw new IOException("DER: " + (end - pos) + " bytes after the last element");
            }
        }

        /**
         * Byte {@code i} of the encoding as a public value: what is parsed here is an
         * AlgorithmParameters encoding (an IV, a tag length), public by the JCA's design, and its
         * tags and lengths must steer the parse.
         */
        private int publicByte(int i) {
            return ConstantTime.declassify(in[i] & 0xFF, "AlgorithmParameters encodings are public");
        }

        private int header(int tag) throws IOException {
            if (end - pos < 2) {
                throw new IOException("DER: truncated element, expected tag 0x" + Integer.toHexString(tag));
            }
            int got = publicByte(pos++);
            if (got != tag) {
                throw new IOException("DER: expected tag 0x" + Integer.toHexString(tag) + ", got 0x"
                        + Integer.toHexString(got));
            }
            int first = publicByte(pos++);
            int len;
            if (first < 0x80) {
                len = first;
            } else {
                int bytes = first & 0x7F;
                if (bytes == 0 || bytes > 3 || end - pos < bytes) {
                    throw new IOException("DER: unsupported or truncated length form 0x"
                            + Integer.toHexString(first));
                }
                len = 0;
                for (int i = 0; i < bytes; i++) {
                    len = (len << 8) | publicByte(pos++);
                }
                if (len < 0x80 || (len >>> (8 * (bytes - 1))) == 0) {
                    throw new IOException("DER: length " + len + " not in its shortest form");
                }
            }
            if (len > end - pos) {
                throw new IOException("DER: length " + len + " runs past the end (" + (end - pos)
                        + " bytes left)");
            }
            return len;
        }
    }
}
