package dev.aesref.hwmodel;

import dev.aesref.vectors.CtrVector;
import dev.aesref.vectors.CtrVectorFiles;
import dev.aesref.vectors.VectorRoot;
import java.util.ArrayList;
import java.util.List;

/**
 * The external CTR and XCTR vectors the driver tests use: Linux testmgr.h
 * {@code aes_ctr_tv_template} and {@code aes_xctr_tv_template}, and google/hctr2's XCTR files.
 * They are read through {@link CtrVectorFiles}, the harness's reader: checked against
 * {@code vectors/MANIFEST}, parsed once and cached, and a missing directory fails with how to get it.
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
        return wrap(CtrVectorFiles.loadKernel(VectorRoot.SHARED, "ctr-edge/ctr_kernel_testmgr.json"));
    }

    /** Linux aes_xctr_tv_template: 18 vectors. */
    static List<Vector> kernelXctr() {
        return wrap(CtrVectorFiles.loadKernel(VectorRoot.SHARED, "xctr/xctr_kernel_testmgr.json"));
    }

    /** google/hctr2 XCTR_AES128/192/256.json: 180 vectors. */
    static List<Vector> googleXctr() {
        List<Vector> out = new ArrayList<>();
        for (String bits : new String[] {"128", "192", "256"}) {
            out.addAll(wrap(CtrVectorFiles.loadGoogleHctr2(VectorRoot.SHARED,
                    "xctr/google-hctr2/XCTR_AES" + bits + ".json")));
        }
        return out;
    }
}
