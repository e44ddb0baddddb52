package dev.aesref.mode;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.BlockEngine;
import dev.aesref.CounterFlavour;
import dev.aesref.ExpandedKey;
import dev.aesref.engines.Engines;
import dev.aesref.harness.Seeds;
import dev.aesref.testkit.conformance.SharedUse;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import javax.crypto.Cipher;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;

/**
 * One {@link Xts}, and one key under the static modes, shared by four threads: every output is
 * the one an independent oracle computed beforehand (XTS: {@link NaiveXts}; CBC and CTR: the
 * JDK). A {@link Ctr.Stream} refuses a second thread that calls while the first is inside, and an
 * {@link Xts} destroyed during a call throws with its output zeroed. On the {@code nohw} engine,
 * whose keys are shareable.
 */
class ModeSharingTest {

    private static final int THREADS = 4;
    private static final int ROUNDS = 300;
    private static final BlockEngine NOHW = Engines.byName("nohw");

    /** One call's inputs and the oracle's answer. */
    private record Case(boolean encrypt, byte[] tweak, byte[] in, byte[] expected) {}

    @Test
    void oneXtsServesFourThreads() throws Exception {
        SplittableRandom rnd = Seeds.random(0x58545321L);
        byte[] key = Seeds.bytes(rnd, 32);
        Xts shared = Xts.create(NOHW, key);
        Case[][] cases = new Case[THREADS][ROUNDS];
        for (int t = 0; t < THREADS; t++) {
            for (int r = 0; r < ROUNDS; r++) {
                boolean encrypt = rnd.nextBoolean();
                byte[] tweak = Seeds.bytes(rnd, 16);
                byte[] in = Seeds.bytes(rnd, 16 + rnd.nextInt(96));
                byte[] expected = encrypt ? NaiveXts.encrypt(key, tweak, in) : NaiveXts.decrypt(key, tweak, in);
                cases[t][r] = new Case(encrypt, tweak, in, expected);
            }
        }
        SharedUse.Outcome outcome = SharedUse.run(THREADS, ROUNDS, 60, (t, r) -> {
            Case c = cases[t][r];
            byte[] out = c.encrypt ? shared.encrypt(c.tweak, c.in) : shared.decrypt(c.tweak, c.in);
            return Arrays.equals(c.expected, out);
        });
        assertEquals(0, outcome.wrong(), outcome.describe());
    }

    @Test
    void oneKeyServesTheStaticModesOnFourThreads() throws Exception {
        SplittableRandom rnd = Seeds.random(0x53544154L);
        byte[] key = Seeds.bytes(rnd, 16);
        ExpandedKey shared = NOHW.expandKey(key);
        Case[][] cases = new Case[THREADS][ROUNDS];
        for (int t = 0; t < THREADS; t++) {
            for (int r = 0; r < ROUNDS; r++) {
                boolean cbc = rnd.nextBoolean();
                byte[] iv = Seeds.bytes(rnd, 16);
                byte[] in = Seeds.bytes(rnd, 16 * (1 + rnd.nextInt(20)));
                Cipher jdk = Cipher.getInstance(cbc ? "AES/CBC/NoPadding" : "AES/CTR/NoPadding");
                jdk.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "AES"), new IvParameterSpec(iv));
                cases[t][r] = new Case(cbc, iv, in, jdk.doFinal(in));
            }
        }
        SharedUse.Outcome outcome = SharedUse.run(THREADS, ROUNDS, 60, (t, r) -> {
            Case c = cases[t][r];
            byte[] out = new byte[c.in.length];
            if (c.encrypt) {
                Cbc.encrypt(shared, c.tweak, c.in, 0, out, 0, c.in.length);
            } else {
                Ctr.xor(shared, CounterFlavour.CTR128_BE, c.tweak, c.in, 0, out, 0, c.in.length);
            }
            return Arrays.equals(c.expected, out);
        });
        assertEquals(0, outcome.wrong(), outcome.describe());
    }

    @Test
    void aCtrStreamRefusesASecondThread() throws Exception {
        byte[] key = Seeds.bytes(0x43545231L, 16);
        byte[] iv = Seeds.bytes(0x43545232L, 16);
        byte[] in = Seeds.bytes(0x43545233L, 100);
        HookedKey hooked = new HookedKey(NOHW.expandKey(key));
        Ctr.Stream stream = Ctr.stream(hooked, CounterFlavour.CTR128_BE, iv);
        Throwable[] second = new Throwable[3];
        hooked.arm(0, () -> {
            second[0] = HookedKey.onAnotherThread(() -> stream.process(new byte[16], 0, new byte[16], 0, 16));
            second[1] = HookedKey.onAnotherThread(() -> stream.seek(3));
            second[2] = HookedKey.onAnotherThread(stream::destroy);
        });
        byte[] out = new byte[100];
        stream.process(in, 0, out, 0, 100);
        assertTrue(hooked.fired());
        for (Throwable e : second) {
            assertInstanceOf(IllegalStateException.class, e);
            assertTrue(e.getMessage().contains("single-threaded"), e.getMessage());
        }
        Cipher jdk = Cipher.getInstance("AES/CTR/NoPadding");
        jdk.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "AES"), new IvParameterSpec(iv));
        assertArrayEquals(jdk.doFinal(in), out, "the first call's output");
        assertEquals(100, stream.position(), "the refused calls moved the stream");
        assertTrue(!stream.isDestroyed(), "the refused destroy() destroyed the stream");
    }

    @Test
    void anXtsDestroyedDuringACallThrowsWithItsOutputZeroed() throws Exception {
        List<HookedKey> keys = new ArrayList<>();
        BlockEngine hooking = new BlockEngine() {
            @Override
            public String name() {
                return "nohw, hooked";
            }

            @Override
            public ExpandedKey expandKey(byte[] key) {
                HookedKey k = new HookedKey(NOHW.expandKey(key));
                keys.add(k);
                return k;
            }
        };
        byte[] key = Seeds.bytes(0x58545344L, 32);
        Xts xts = Xts.create(hooking, key);
        HookedKey dataKey = keys.get(0);
        byte[] tweak = new byte[16];
        byte[] in = Seeds.bytes(0x58545345L, 100); // six full blocks and a partial one
        // The data key's first call is the whole blocks; the destroy comes before it.
        Throwable[] destroy = new Throwable[1];
        dataKey.arm(0, () -> destroy[0] = HookedKey.onAnotherThread(xts::destroy));
        byte[] out = new byte[100];
        Arrays.fill(out, (byte) 0x5A);
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> xts.encrypt(tweak, in, 0, out, 0, 100));
        assertTrue(dataKey.fired());
        assertEquals(null, destroy[0], "destroy() from another thread failed");
        assertTrue(e.getMessage().contains("destroyed"), e.getMessage());
        assertArrayEquals(new byte[100], out, "output left after a destroy during the call");
        assertTrue(xts.isDestroyed());
        assertArrayEquals(new byte[Xts.BATCH_BLOCKS * 16], xts.tweakScratchForTest());
        assertArrayEquals(new byte[16], xts.blockScratchForTest());
    }
}
