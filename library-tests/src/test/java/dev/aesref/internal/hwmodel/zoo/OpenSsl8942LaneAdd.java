package dev.aesref.internal.hwmodel.zoo;

import dev.aesref.CounterFlavour;
import dev.aesref.harness.CtrStream;
import java.util.Arrays;
import java.util.Set;

/**
 * OpenSSL PR #8942 ("ppc assembly pack: always increment CTR IV as quadword", 2019): in
 * {@code aes_p8_ctr32_encrypt_blocks} the bulk path (eight blocks at a time) stepped the
 * counter with {@code vadduqm} (one 128-bit add) but the path for fewer than eight blocks used
 * {@code vadduwm} (four 32-bit adds), so the last word wrapped without carrying. The Linux
 * kernel's POWER {@code ctr(aes)} (vmx) used the routine as a full 128-bit counter and its
 * self-test with IV {@code ff..fd} failed. (OpenSSL reverted the change in PR #8958 because
 * its {@code ctr32} contract is a 32-bit counter; the mismatch was the kernel's.)
 *
 * <p>Modelled as that kernel use: a CTR128 stream whose whole-block runs go through a routine
 * with a 128-bit bulk path and a 32-bit-lane tail path, the caller then advancing the IV with
 * a full 128-bit {@code crypto_inc}.
 */
final class OpenSsl8942LaneAdd extends ZooVariant {

    OpenSsl8942LaneAdd() {
        super("openssl-8942-vadduwm-tail", Set.of(CounterFlavour.CTR128_BE));
    }

    @Override
    public CtrStream start(byte[] key, CounterFlavour flavour, byte[] iv) {
        BlockCipher aes = new BlockCipher(key);
        byte[] walkIv = iv.clone();
        return new CtrStream() {
            private byte[] keystream = new byte[16];
            private int used = 16;

            @Override
            public void process(byte[] in, int inOff, byte[] out, int outOff, int len) {
                int pos = 0;
                while (used < 16 && pos < len) {
                    out[outOff + pos] = (byte) (in[inOff + pos] ^ keystream[used++]);
                    pos++;
                }
                int blocks = (len - pos) / 16;
                byte[] ctr = walkIv.clone();
                for (int b = 0; b < blocks; b++) {
                    byte[] ks = aes.encrypt(ctr);
                    for (int i = 0; i < 16; i++) {
                        out[outOff + pos + i] = (byte) (in[inOff + pos + i] ^ ks[i]);
                    }
                    pos += 16;
                    boolean bulk = b < blocks - blocks % 8;
                    if (bulk) {
                        Counters.incrementTail(ctr, 0); // vadduqm
                    } else {
                        Counters.inc32(ctr); // vadduwm: the bug
                    }
                    Counters.incrementTail(walkIv, 0); // the caller's crypto_inc per block
                }
                if (pos < len) {
                    keystream = aes.encrypt(walkIv);
                    Counters.incrementTail(walkIv, 0);
                    used = 0;
                    while (pos < len) {
                        out[outOff + pos] = (byte) (in[inOff + pos] ^ keystream[used++]);
                        pos++;
                    }
                }
                Arrays.fill(ctr, (byte) 0);
            }
        };
    }
}
