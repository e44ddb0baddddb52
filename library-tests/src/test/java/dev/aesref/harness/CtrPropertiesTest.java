package dev.aesref.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.CounterFlavour;
import java.security.GeneralSecurityException;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;

/**
 * The CTR properties bite: the test kit's boundary list ({@code CounterBoundaries}), run first by
 * {@link CtrProperties}, catches a carry bug that the random trials of before missed, and passes
 * a correct stream of the same shape.
 */
class CtrPropertiesTest {


    /**
     * A CTR128 whose increment skips the carry out of the last byte when the low 16 bits are
     * 0x7FFF (a signed-byte mistake: byte 14 is 0x7F): block 0x..7FFF is followed by 0x..7F00.
     */
    static final class SkippedSignCarry implements CtrUnderTest {
        @Override
        public String name() {
            return "ctr128-skips-carry-at-7fff";
        }

        @Override
        public Set<CounterFlavour> flavours() {
            return Set.of(CounterFlavour.CTR128_BE);
        }

        @Override
        public CtrStream start(byte[] key, CounterFlavour flavour, byte[] iv) {
            Cipher ecb;
            try {
                ecb = Cipher.getInstance("AES/ECB/NoPadding");
                ecb.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "AES"));
            } catch (GeneralSecurityException e) {
                throw new AssertionError(e);
            }
            byte[] counter = iv.clone();
            return new CtrStream() {
                private byte[] ks = new byte[16];
                private int used = 16;

                @Override
                public void process(byte[] in, int inOff, byte[] out, int outOff, int len) {
                    for (int i = 0; i < len; i++) {
                        if (used == 16) {
                            try {
                                ks = ecb.doFinal(counter);
                            } catch (GeneralSecurityException e) {
                                throw new AssertionError(e);
                            }
                            increment();
                            used = 0;
                        }
                        out[outOff + i] = (byte) (in[inOff + i] ^ ks[used++]);
                    }
                }

                private void increment() {
                    boolean skip = counter[14] == 0x7F && counter[15] == (byte) 0xFF;
                    for (int i = 15; i >= 0; i--) {
                        if (++counter[i] != 0 || skip) {
                            return;
                        }
                    }
                }
            };
        }
    }

    @Test
    void theOldDefaultRunMissedTheSkippedSignCarryAndTheBoundaryListCatchesIt() {
        CtrUnderTest broken = new SkippedSignCarry();
        // The run of before: 150 random trials aimed at W = 32, 64, 96, 128 only.
        assertEquals(Optional.empty(), CtrProperties.randomCounterexample(broken, CtrProperties.DEFAULT_SEED,
                CtrProperties.DEFAULT_TRIALS, List.of(32, 64, 96, 128)));
        Optional<String> found = CtrProperties.boundaryCounterexample(broken);
        assertTrue(found.isPresent(), "the boundary list missed the skipped carry");
        assertTrue(found.get().contains("CounterSign16"), found.get());
        assertTrue(CtrProperties.findCounterexample(broken).isPresent());
    }

    @Test
    void theBoundaryListPassesACorrectStreamOfTheSameShape() {
        CtrUnderTest correct = new CtrUnderTest() {
            @Override
            public String name() {
                return "jdk-ctr";
            }

            @Override
            public Set<CounterFlavour> flavours() {
                return Set.of(CounterFlavour.CTR128_BE);
            }

            @Override
            public CtrStream start(byte[] key, CounterFlavour flavour, byte[] iv) {
                try {
                    Cipher ctr = Cipher.getInstance("AES/CTR/NoPadding");
                    ctr.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "AES"),
                            new javax.crypto.spec.IvParameterSpec(iv));
                    return (in, inOff, out, outOff, len) -> {
                        try {
                            ctr.update(in, inOff, len, out, outOff);
                        } catch (GeneralSecurityException e) {
                            throw new AssertionError(e);
                        }
                    };
                } catch (GeneralSecurityException e) {
                    throw new AssertionError(e);
                }
            }
        };
        assertEquals(Optional.empty(), CtrProperties.boundaryCounterexample(correct));
    }
}
