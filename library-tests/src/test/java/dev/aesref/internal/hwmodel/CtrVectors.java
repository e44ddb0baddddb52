package dev.aesref.internal.hwmodel;

import dev.aesref.internal.vectors.format.CtrJson;
import dev.aesref.internal.vectors.format.CtrVector;
import dev.aesref.internal.vectors.source.VectorSource;
import java.util.ArrayList;
import java.util.List;

/**
 * The external CTR and XCTR vectors the driver tests use: Linux testmgr.h
 * {@code aes_ctr_tv_template} and {@code aes_xctr_tv_template}, and google/hctr2's XCTR files.
 * They are read through {@link VectorSource}, as the harness reads them: checked against
 * {@code vectors/MANIFEST}, parsed once and cached, and a missing file fails naming it.
 */
final class CtrVectors {

    /** One vector: key, iv, plaintext, ciphertext, and (CTR only) the counter after. */
    static final class Vector {
        final String name;
        final byte[] key;
        final byte[] iv;
        final byte[] pt;
        final byte[] ct;
        final byte[] ivOut;

        private Vector(CtrVector v) {
            this.name = v.source();
            this.key = v.key();
            this.iv = v.iv();
            this.pt = v.pt();
            this.ct = v.ct();
            this.ivOut = v.ivOut();
        }

        @Override
        public String toString() {
            return name;
        }
    }

    private CtrVectors() {}

    private static List<Vector> wrap(List<CtrVector> vectors) {
        return vectors.stream().map(Vector::new).toList();
    }

    /** Linux aes_ctr_tv_template: 5 vectors, 128-bit big-endian counter, with iv_out. */
    static List<Vector> kernelCtr() {
        return wrap(VectorSource.current().load("ctr-edge/ctr_kernel_testmgr.json", CtrJson.KERNEL));
    }

    /** Linux aes_xctr_tv_template: 18 vectors. */
    static List<Vector> kernelXctr() {
        return wrap(VectorSource.current().load("xctr/xctr_kernel_testmgr.json", CtrJson.KERNEL));
    }

    /** google/hctr2 XCTR_AES128/192/256.json: 180 vectors. */
    static List<Vector> googleXctr() {
        List<Vector> out = new ArrayList<>();
        for (String bits : new String[] {"128", "192", "256"}) {
            out.addAll(wrap(VectorSource.current().load("xctr/google-hctr2/XCTR_AES" + bits + ".json",
                    CtrJson.GOOGLE_HCTR2)));
        }
        return out;
    }
}
