package dev.aesref.internal.vectors.suite;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.NoSuchElementException;

/**
 * The registry of vector suites: what the JUnit tests run over every engine and what the command
 * line's {@code selftest} runs.
 */
public final class Suites {

    private static final List<Suite> ALL;

    static {
        List<Suite> all = new ArrayList<>();
        all.add(new Fips197Suite());
        all.add(new Sp80038aSuite());
        all.add(new Rfc3686Suite());
        for (NistMode m : NistMode.values()) {
            all.add(new NistKatSuite(m));
        }
        for (NistMode m : NistMode.values()) {
            all.add(new NistMctSuite(m));
        }
        all.add(new NistGcmSuite());
        all.add(new NistCcmSuite());
        all.add(new NistXtsSuite());
        all.add(new NistKeyWrapSuite());
        all.add(new NistCmacSuite());
        all.add(new CtrEdgeSuite());
        all.add(new XctrSuite(XctrSuite.Source.KERNEL));
        all.add(new XctrSuite(XctrSuite.Source.GOOGLE_HCTR2));
        all.add(new WycheproofCbcPkcs5Suite());
        all.addAll(WycheproofSuites.all());
        ALL = Collections.unmodifiableList(all);
    }

    private Suites() {}

    /** Every suite, embedded ones first. */
    public static List<Suite> all() {
        return ALL;
    }

    /** The suite with this {@link Suite#name()}. */
    public static Suite byName(String name) {
        for (Suite s : ALL) {
            if (s.name().equals(name)) {
                return s;
            }
        }
        throw new NoSuchElementException("no suite named '" + name + "'; known: "
                + ALL.stream().map(Suite::name).toList());
    }
}
