package dev.aesref.mac;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.BlockEngine;
import dev.aesref.engines.Engines;
import dev.aesref.harness.Seeds;
import dev.aesref.mode.HookedKey;
import dev.aesref.testkit.conformance.SharedUse;
import java.util.Arrays;
import java.util.SplittableRandom;
import javax.crypto.AEADBadTagException;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.bouncycastle.crypto.engines.AESEngine;
import org.bouncycastle.crypto.macs.CMac;
import org.bouncycastle.crypto.params.KeyParameter;
import org.junit.jupiter.api.Test;

/**
 * One {@link Cmac} and one {@link Gmac} shared by four threads: every tag is the one an
 * independent oracle computed beforehand (CMAC: Bouncy Castle; GMAC: the JDK's GCM with the
 * message as additional data), every verification of a right tag passes and of a wrong one fails.
 * The running states fed in pieces (CMAC's incremental message, {@link CbcMac},
 * {@link Gmac.Computation}) refuse a second thread that calls while the first is inside. On the
 * {@code nohw} engine, whose keys are shareable.
 */
class MacSharingTest {

    private static final int THREADS = 4;
    private static final int ROUNDS = 300;
    private static final BlockEngine NOHW = Engines.byName("nohw");

    /** One call's inputs and the oracle's tag. */
    private record Case(byte[] iv, byte[] message, byte[] tag, boolean verify) {}

    private static byte[] bcCmac(byte[] key, byte[] message) {
        CMac bc = new CMac(AESEngine.newInstance(), 128);
        bc.init(new KeyParameter(key));
        bc.update(message, 0, message.length);
        byte[] tag = new byte[16];
        bc.doFinal(tag, 0);
        return tag;
    }

    private static byte[] jdkGmac(byte[] key, byte[] iv, byte[] message) throws Exception {
        Cipher gcm = Cipher.getInstance("AES/GCM/NoPadding");
        gcm.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "AES"), new GCMParameterSpec(128, iv));
        gcm.updateAAD(message);
        return gcm.doFinal();
    }

    /**
     * Four threads on one CMAC; thread 0 feeds its messages in two pieces through the
     * incremental calls, the others use the one-shot calls, which never wait for it (thread 1
     * the two-piece one).
     */
    @Test
    void oneCmacServesFourThreads() {
        SplittableRandom rnd = Seeds.random(0x434D4143L);
        byte[] key = Seeds.bytes(rnd, 16);
        Cmac shared = Cmac.create(NOHW.expandKey(key), 16);
        Case[][] cases = new Case[THREADS][ROUNDS];
        for (int t = 0; t < THREADS; t++) {
            for (int r = 0; r < ROUNDS; r++) {
                byte[] message = Seeds.bytes(rnd, rnd.nextInt(100));
                cases[t][r] = new Case(null, message, bcCmac(key, message), rnd.nextBoolean());
            }
        }
        SharedUse.Outcome outcome = SharedUse.run(THREADS, ROUNDS, 60, (t, r) -> {
            Case c = cases[t][r];
            if (t == 0) {
                int half = c.message.length / 2;
                shared.update(c.message, 0, half);
                shared.update(c.message, half, c.message.length - half);
                if (c.verify) {
                    shared.finishVerify(c.tag);
                    return true;
                }
                return Arrays.equals(c.tag, shared.finish());
            }
            if (t == 1) {
                // The two-piece one-shot call, split anywhere.
                int split = r % (c.message.length + 1);
                byte[] tag = new byte[16];
                shared.compute(c.message, 0, split, c.message, split, c.message.length - split, tag, 0);
                return Arrays.equals(c.tag, tag);
            }
            if (c.verify) {
                shared.verify(c.message, c.tag);
                byte[] wrong = c.tag.clone();
                wrong[r % 16] ^= 1;
                try {
                    shared.verify(c.message, wrong);
                    return false;
                } catch (AEADBadTagException expected) {
                    return true;
                }
            }
            return Arrays.equals(c.tag, shared.compute(c.message));
        });
        assertEquals(0, outcome.wrong(), outcome.describe());
    }

    /** Four threads on one GMAC, each with one-shot calls and computations of its own. */
    @Test
    void oneGmacServesFourThreads() throws Exception {
        SplittableRandom rnd = Seeds.random(0x474D4143L);
        byte[] key = Seeds.bytes(rnd, 16);
        Gmac shared = Gmac.create(NOHW.expandKey(key), 16);
        Case[][] cases = new Case[THREADS][ROUNDS];
        for (int t = 0; t < THREADS; t++) {
            for (int r = 0; r < ROUNDS; r++) {
                byte[] iv = Seeds.bytes(rnd, rnd.nextBoolean() ? 12 : 1 + rnd.nextInt(30));
                byte[] message = Seeds.bytes(rnd, rnd.nextInt(100));
                cases[t][r] = new Case(iv, message, jdkGmac(key, iv, message), rnd.nextBoolean());
            }
        }
        SharedUse.Outcome outcome = SharedUse.run(THREADS, ROUNDS, 60, (t, r) -> {
            Case c = cases[t][r];
            switch (r % 3) {
                case 0:
                    return Arrays.equals(c.tag, shared.compute(c.iv, c.message));
                case 1:
                    shared.verify(c.iv, c.message, c.tag);
                    return true;
                default:
                    Gmac.Computation computation = shared.start(c.iv);
                    int half = c.message.length / 2;
                    computation.update(c.message, 0, half);
                    computation.update(c.message, half, c.message.length - half);
                    return Arrays.equals(c.tag, computation.finish());
            }
        });
        assertEquals(0, outcome.wrong(), outcome.describe());
    }

    private static void assertRefused(Throwable e) {
        assertInstanceOf(IllegalStateException.class, e);
        assertTrue(e.getMessage().contains("single-threaded"), e.getMessage());
    }

    @Test
    void cmacIncrementalCallsRefuseASecondThreadButNotTheOneShotCalls() throws Exception {
        byte[] key = Seeds.bytes(0x434D4131L, 16);
        byte[] message = Seeds.bytes(0x434D4132L, 40);
        HookedKey hooked = new HookedKey(NOHW.expandKey(key));
        Cmac cmac = Cmac.create(hooked, 16);
        Throwable[] second = new Throwable[4];
        byte[][] oneShot = new byte[1][];
        // The update enciphers a block once the 17th byte arrives: the hook runs inside it.
        hooked.arm(0, () -> {
            second[0] = HookedKey.onAnotherThread(() -> cmac.update(new byte[3]));
            second[1] = HookedKey.onAnotherThread(cmac::reset);
            second[2] = HookedKey.onAnotherThread(() -> cmac.finish(new byte[16], 0));
            second[3] = HookedKey.onAnotherThread(() -> cmac.finishVerify(new byte[16]));
            Throwable e = HookedKey.onAnotherThread(() -> oneShot[0] = cmac.compute(message));
            assertEquals(null, e, "a one-shot call waited for or was refused by the incremental one");
        });
        cmac.update(message);
        assertTrue(hooked.fired());
        for (Throwable e : second) {
            assertRefused(e);
        }
        assertArrayEquals(bcCmac(key, message), oneShot[0], "the one-shot call's tag");
        assertArrayEquals(bcCmac(key, message), cmac.finish(), "the first thread's message");
    }

    @Test
    void aCbcMacChainRefusesASecondThread() throws Exception {
        byte[] key = Seeds.bytes(0x43424331L, 16);
        HookedKey hooked = new HookedKey(NOHW.expandKey(key));
        CbcMac chain = new CbcMac(hooked);
        Throwable[] second = new Throwable[3];
        hooked.arm(0, () -> {
            second[0] = HookedKey.onAnotherThread(() -> chain.update(new byte[3], 0, 3));
            second[1] = HookedKey.onAnotherThread(chain::reset);
            second[2] = HookedKey.onAnotherThread(chain::destroy);
        });
        chain.update(new byte[32], 0, 32);
        assertTrue(hooked.fired());
        for (Throwable e : second) {
            assertRefused(e);
        }
        byte[] y = new byte[16];
        chain.finish(y, 0, 16);
        // CBC-MAC of two zero blocks: E(E(0)); the JDK's AES as the oracle.
        Cipher ecb = Cipher.getInstance("AES/ECB/NoPadding");
        ecb.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "AES"));
        assertArrayEquals(ecb.doFinal(ecb.doFinal(new byte[16])), y);
    }

    @Test
    void aGmacComputationRefusesASecondThread() throws Exception {
        byte[] key = Seeds.bytes(0x474D4131L, 16);
        byte[] iv = Seeds.bytes(0x474D4132L, 12);
        byte[] message = Seeds.bytes(0x474D4133L, 50);
        HookedKey hooked = new HookedKey(NOHW.expandKey(key));
        Gmac gmac = Gmac.create(hooked, 16);
        Gmac.Computation computation = gmac.start(iv);
        computation.update(message, 0, message.length);
        Throwable[] second = new Throwable[3];
        // finish() encrypts J0 for the tag: the hook runs inside it.
        hooked.arm(0, () -> {
            second[0] = HookedKey.onAnotherThread(() -> computation.update(new byte[1], 0, 1));
            second[1] = HookedKey.onAnotherThread(computation::finish);
            second[2] = HookedKey.onAnotherThread(computation::destroy);
        });
        byte[] tag = computation.finish();
        assertTrue(hooked.fired());
        for (Throwable e : second) {
            assertRefused(e);
        }
        assertArrayEquals(jdkGmac(key, iv, message), tag);
    }
}
