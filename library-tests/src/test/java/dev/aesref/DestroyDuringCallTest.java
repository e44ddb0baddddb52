package dev.aesref;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.aesref.aead.Aead;
import dev.aesref.aead.CbcHmac;
import dev.aesref.aead.Ccm;
import dev.aesref.aead.Eax;
import dev.aesref.aead.Gcm;
import dev.aesref.aead.GcmSiv;
import dev.aesref.aead.Siv;
import dev.aesref.engines.Engines;
import dev.aesref.fpe.Ff1;
import dev.aesref.harness.Seeds;
import dev.aesref.keywrap.Kw;
import dev.aesref.keywrap.Kwp;
import dev.aesref.mac.Cmac;
import dev.aesref.mac.Gmac;
import dev.aesref.mode.HookedKey;
import dev.aesref.mode.Xts;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;
import javax.security.auth.Destroyable;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * {@code destroy()} at every engine call of every shareable object's calls, before that call
 * reaches the key and after it returns, made deterministic by a {@link HookedKey.Schedule}.
 *
 * <p>The rule ({@code Lifetime}): a call during which {@code destroy()} ran throws
 * {@link IllegalStateException}. A call that writes into the caller's array zeroes its whole
 * output range first, unless it had written nothing; a call that opens, unwraps or verifies releases no plaintext at all. The
 * destroy after an object's last engine call is the case the object's own final check exists for:
 * every key read is done, yet the call must not return. The destroy before an engine call is the
 * case of its error path: the key throws, and the object must zero what it wrote before it throws.
 */
class DestroyDuringCallTest {

    private static final BlockEngine NOHW = Engines.byName("nohw");
    private static final byte MARK = 0x5A;

    /** What a call promises about the caller's array when it throws. */
    private enum Output {
        /**
         * Seals, wraps, encrypts, tags: the whole output range is zeroed, or was never written
         * (a destroy before the first engine call of GCM-SIV's key derivation or of an incremental
         * CMAC's finish throws before the call writes anything).
         */
        ZEROED,
        /** Opens, unwraps, verifies: no byte but the mark the test wrote, or zero. */
        NO_PLAINTEXT,
        /** The call returns a new array, so there is nothing to look at but the exception. */
        NONE
    }

    /** One call of one kind of object. */
    private interface Call {
        void run(Destroyable object, byte[] out) throws Exception;
    }

    private record Case(String name, Function<BlockEngine, Destroyable> make, int outLen, Output output,
                        Call call) {
    }

    /** {@link Ff1} has {@code destroy()} but is not a {@link Destroyable}. */
    private record Ff1Object(Ff1 ff1) implements Destroyable {
        @Override
        public void destroy() {
            ff1.destroy();
        }

        @Override
        public boolean isDestroyed() {
            return ff1.isDestroyed();
        }
    }

    private static final byte[] KEY16 = Seeds.bytes(0xDE57A0L, 16);
    private static final byte[] KEY32 = Seeds.bytes(0xDE57A1L, 32);
    private static final byte[] KEY64 = Seeds.bytes(0xDE57A2L, 64);
    private static final byte[] NONCE12 = Seeds.bytes(0xDE57A3L, 12);
    private static final byte[] NONCE16 = Seeds.bytes(0xDE57A4L, 16);
    private static final byte[] AAD = Seeds.bytes(0xDE57A5L, 21);
    private static final byte[] PLAIN = Seeds.bytes(0xDE57A6L, 50);
    private static final byte[] KEY_DATA = Seeds.bytes(0xDE57A7L, 24);

    private static Case seal(String name, Function<BlockEngine, Aead> make) {
        Aead probe = make.apply(NOHW);
        return new Case(name + " seal", make::apply, probe.sealedLength(PLAIN.length), Output.ZEROED,
                (o, out) -> ((Aead) o).seal(nonceFor(name), AAD, PLAIN, 0, PLAIN.length, out, 0));
    }

    private static Case open(String name, Function<BlockEngine, Aead> make) {
        byte[] sealed = make.apply(NOHW).seal(nonceFor(name), AAD, PLAIN);
        return new Case(name + " open", make::apply, PLAIN.length + 16, Output.NO_PLAINTEXT,
                (o, out) -> ((Aead) o).open(nonceFor(name), AAD, sealed, 0, sealed.length, out, 0));
    }

    private static byte[] nonceFor(String name) {
        return name.startsWith("CBC-HMAC") || name.startsWith("EAX") || name.startsWith("SIV")
                ? NONCE16 : NONCE12;
    }

    private static List<Case> cases() {
        List<Case> cases = new ArrayList<>();
        List<Object[]> aeads = List.of(
                new Object[] {"GCM", (Function<BlockEngine, Aead>) e -> Gcm.create(e.expandKey(KEY16), 16)},
                new Object[] {"CCM", (Function<BlockEngine, Aead>) e -> Ccm.create(e.expandKey(KEY16), 16)},
                new Object[] {"EAX", (Function<BlockEngine, Aead>) e -> Eax.create(e.expandKey(KEY16), 16)},
                new Object[] {"SIV", (Function<BlockEngine, Aead>) e -> Siv.create(e, KEY32)},
                new Object[] {"GCM-SIV", (Function<BlockEngine, Aead>) e -> GcmSiv.create(e, KEY16)},
                new Object[] {"CBC-HMAC", (Function<BlockEngine, Aead>) e -> CbcHmac.create(e, KEY32)});
        for (Object[] a : aeads) {
            @SuppressWarnings("unchecked")
            Function<BlockEngine, Aead> make = (Function<BlockEngine, Aead>) a[1];
            cases.add(seal((String) a[0], make));
            cases.add(open((String) a[0], make));
        }

        byte[] tweak = Seeds.bytes(0xDE57A8L, 16);
        cases.add(new Case("XTS encrypt", e -> Xts.create(e, KEY64), 100, Output.ZEROED,
                (o, out) -> ((Xts) o).encrypt(tweak, Arrays.copyOf(PLAIN, 100), 0, out, 0, 100)));
        cases.add(new Case("XTS decrypt", e -> Xts.create(e, KEY64), 100, Output.ZEROED,
                (o, out) -> ((Xts) o).decrypt(tweak, Arrays.copyOf(PLAIN, 100), 0, out, 0, 100)));

        byte[] kwWrapped = Kw.create(NOHW.expandKey(KEY16)).wrap(KEY_DATA);
        cases.add(new Case("KW wrap", e -> Kw.create(e.expandKey(KEY16)), 32, Output.ZEROED,
                (o, out) -> ((Kw) o).wrap(KEY_DATA, 0, KEY_DATA.length, out, 0)));
        cases.add(new Case("KW unwrap", e -> Kw.create(e.expandKey(KEY16)), 32, Output.NO_PLAINTEXT,
                (o, out) -> ((Kw) o).unwrap(kwWrapped, 0, kwWrapped.length, out, 0)));
        byte[] kwpData = Arrays.copyOf(KEY_DATA, 21);
        byte[] kwpWrapped = Kwp.create(NOHW.expandKey(KEY16)).wrap(kwpData);
        cases.add(new Case("KWP wrap", e -> Kwp.create(e.expandKey(KEY16)), 32, Output.ZEROED,
                (o, out) -> ((Kwp) o).wrap(kwpData, 0, kwpData.length, out, 0)));
        cases.add(new Case("KWP unwrap", e -> Kwp.create(e.expandKey(KEY16)), 32, Output.NO_PLAINTEXT,
                (o, out) -> ((Kwp) o).unwrap(kwpWrapped, 0, kwpWrapped.length, out, 0)));

        int[] numerals = {3, 1, 4, 1, 5, 9, 2, 6, 5, 3};
        byte[] ff1Tweak = Seeds.bytes(0xDE57A9L, 7);
        cases.add(new Case("FF1 encrypt", e -> new Ff1Object(Ff1.create(e.expandKey(KEY16), 10, 6, 20, 16)),
                0, Output.NONE, (o, out) -> ((Ff1Object) o).ff1.encrypt(ff1Tweak, numerals)));
        cases.add(new Case("FF1 decrypt", e -> new Ff1Object(Ff1.create(e.expandKey(KEY16), 10, 6, 20, 16)),
                0, Output.NONE, (o, out) -> ((Ff1Object) o).ff1.decrypt(ff1Tweak, numerals)));

        byte[] cmacTag = Cmac.create(NOHW.expandKey(KEY16), 16).compute(PLAIN);
        cases.add(new Case("CMAC compute", e -> Cmac.create(e.expandKey(KEY16), 16), 16, Output.ZEROED,
                (o, out) -> ((Cmac) o).compute(PLAIN, 0, PLAIN.length, out, 0)));
        cases.add(new Case("CMAC verify", e -> Cmac.create(e.expandKey(KEY16), 16), 0, Output.NONE,
                (o, out) -> ((Cmac) o).verify(PLAIN, cmacTag)));
        cases.add(new Case("CMAC finish", e -> Cmac.create(e.expandKey(KEY16), 16), 16, Output.ZEROED,
                (o, out) -> {
                    Cmac cmac = (Cmac) o;
                    cmac.update(PLAIN);
                    cmac.finish(out, 0);
                }));

        byte[] gmacTag = Gmac.create(NOHW.expandKey(KEY16), 16).compute(NONCE12, PLAIN);
        cases.add(new Case("GMAC compute", e -> Gmac.create(e.expandKey(KEY16), 16), 0, Output.NONE,
                (o, out) -> ((Gmac) o).compute(NONCE12, PLAIN)));
        cases.add(new Case("GMAC verify", e -> Gmac.create(e.expandKey(KEY16), 16), 0, Output.NONE,
                (o, out) -> ((Gmac) o).verify(NONCE12, PLAIN, gmacTag)));
        cases.add(new Case("GMAC computation", e -> Gmac.create(e.expandKey(KEY16), 16), 0, Output.NONE,
                (o, out) -> {
                    Gmac.Computation c = ((Gmac) o).start(NONCE12);
                    c.update(PLAIN, 0, PLAIN.length);
                    c.finish();
                }));
        cases.add(new Case("GMAC computation verify", e -> Gmac.create(e.expandKey(KEY16), 16), 0, Output.NONE,
                (o, out) -> {
                    Gmac.Computation c = ((Gmac) o).start(NONCE12);
                    c.update(PLAIN, 0, PLAIN.length);
                    c.verify(gmacTag);
                }));
        return cases;
    }

    @TestFactory
    Stream<DynamicTest> destroyAtEveryEngineCallMakesTheCallThrowWithNothingReleased() {
        return cases().stream().map(c -> DynamicTest.dynamicTest(c.name(), () -> destroyEverywhere(c)));
    }

    private static void destroyEverywhere(Case c) throws Exception {
        // How many engine calls the call makes, undisturbed; and that it succeeds then.
        HookedKey.Schedule dry = new HookedKey.Schedule();
        Destroyable probe = c.make().apply(HookedKey.engine(NOHW, dry));
        int before = dry.calls();
        c.call().run(probe, marked(c));
        int calls = dry.calls() - before;
        assertTrue(calls > 0, c.name() + " made no engine call, so nothing here tests it");

        for (int k = 0; k < calls; k++) {
            for (boolean after : new boolean[] {false, true}) {
                String where = c.name() + ", destroy " + (after ? "after" : "before") + " engine call "
                        + (k + 1) + " of " + calls;
                HookedKey.Schedule schedule = new HookedKey.Schedule();
                Destroyable object = c.make().apply(HookedKey.engine(NOHW, schedule));
                Throwable[] destroyFailed = new Throwable[1];
                schedule.arm(schedule.calls() + k, after,
                        () -> destroyFailed[0] = HookedKey.onAnotherThread(object::destroy));
                byte[] out = marked(c);
                IllegalStateException e;
                try {
                    c.call().run(object, out);
                    fail(where + ": the call returned");
                    return;
                } catch (IllegalStateException thrown) {
                    e = thrown;
                }
                assertTrue(schedule.fired(), where + ": the hook never ran");
                assertNull(destroyFailed[0], where + ": destroy() failed");
                assertTrue(object.isDestroyed(), where);
                assertTrue(e.getMessage().contains("destroyed"), where + ": " + e.getMessage());
                checkOutput(c, out, where);
            }
        }
    }

    private static byte[] marked(Case c) {
        byte[] out = new byte[c.outLen()];
        Arrays.fill(out, MARK);
        return out;
    }

    private static void checkOutput(Case c, byte[] out, String where) {
        switch (c.output()) {
            case ZEROED -> assertTrue(Arrays.equals(new byte[c.outLen()], out) || Arrays.equals(marked(c), out),
                    where + ": output neither zeroed nor untouched: " + java.util.HexFormat.of().formatHex(out));
            case NO_PLAINTEXT -> {
                for (int i = 0; i < out.length; i++) {
                    if (out[i] != 0 && out[i] != MARK) {
                        fail(where + ": byte " + i + " of the output was written: "
                                + java.util.HexFormat.of().formatHex(out));
                    }
                }
            }
            case NONE -> assertEquals(0, out.length);
        }
    }
}
