package dev.aesref.internal.vectors.suite;

import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.mode.Ctr;
import dev.aesref.internal.vectors.format.CtrVector;

/** The checks every counter-mode known answer gets, whatever file it comes from. */
final class CtrChecks {

    private CtrChecks() {}

    /**
     * Encryption in one call, decryption in one call, and encryption through a stream in chunks of
     * 1, 15, 17 and then 33 bytes at a time (so that partial blocks are carried between calls).
     */
    static void bothDirections(SuiteRun run, ExpandedKey key, CounterFlavour flavour, CtrVector v) {
        int len = v.pt().length;
        byte[] ct = new byte[len];
        Ctr.xor(key, flavour, v.iv(), v.pt(), 0, ct, 0, len);
        run.equal("encrypt", v.ct(), ct);

        byte[] pt = new byte[len];
        Ctr.xor(key, flavour, v.iv(), v.ct(), 0, pt, 0, len);
        run.equal("decrypt", v.pt(), pt);

        byte[] chunked = new byte[len];
        Ctr.Stream s = Ctr.stream(key, flavour, v.iv());
        int[] sizes = {1, 15, 17};
        int pos = 0;
        for (int i = 0; pos < len; i++) {
            int n = Math.min(i < sizes.length ? sizes[i] : 33, len - pos);
            s.process(v.pt(), pos, chunked, pos, n);
            pos += n;
        }
        s.destroy();
        run.equal("encrypt in chunks of 1, 15, 17, 33...", v.ct(), chunked);
    }
}
