/**
 * aesref as a module: the public API is exported, the engines' insides are not.
 *
 * <p>Exported: the contract ({@code dev.aesref}: {@code BlockEngine}, {@code ExpandedKey},
 * {@code CounterFlavour}, {@code Overlap}, {@code Ranges}), the registry that hands out engines
 * ({@code dev.aesref.engines}), the modes ({@code dev.aesref.mode}, {@code dev.aesref.aead},
 * {@code dev.aesref.mac}, {@code dev.aesref.keywrap}, {@code dev.aesref.fpe}, {@code dev.aesref.pbe}), the JCA
 * provider ({@code dev.aesref.jca}, also provided as a {@code java.security.Provider} service), the
 * test kit for other projects' tests ({@code dev.aesref.testkit}) and the FIPS-197 engine for
 * teaching ({@code dev.aesref.spec}, whose round trace is its point).
 *
 * <p>Not exported, reached only through the registry and the contract: {@code ct} (masks and byte
 * packing), {@code nohw}, {@code vpaes}, {@code hwmodel} (engine internals such as
 * {@code BitsliceLayout}, {@code V128}, {@code Shuffle}, {@code Xmm}, {@code Simd}), {@code gf128}
 * (the GHASH/POLYVAL arithmetic under GCM, GMAC and GCM-SIV), {@code vectors} (the vector readers and
 * suites), {@code timing} (the timing-leak harness of {@code ct-test}), {@code check} (the harness of
 * {@code aesref check}) and {@code cli} (the command
 * line).
 *
 * <p>A new API package gets its {@code exports} line here and in {@code ModuleDescriptorTest};
 * an internal package needs nothing. The jar works on the plain class path too, where this file
 * is ignored (README, "As a module").
 */
module dev.aesref {
    // The command line only; the library never loads picocli, so it is optional at run time.
    requires static info.picocli;
    // The test kit's JUnit 5 argument sources only; ExpectedCtr and CounterBoundaries do not need it.
    requires static org.junit.jupiter.params;
    // The Vector API engine nohw-vector only, when the JVM runs with --add-modules jdk.incubator.vector.
    requires static jdk.incubator.vector;

    exports dev.aesref;
    exports dev.aesref.aead;
    exports dev.aesref.engines;
    exports dev.aesref.fpe;
    exports dev.aesref.jca;
    exports dev.aesref.keywrap;
    exports dev.aesref.mac;
    exports dev.aesref.mode;
    exports dev.aesref.pbe;
    exports dev.aesref.spec;
    exports dev.aesref.testkit;

    provides java.security.Provider with dev.aesref.jca.AesRefProvider;

    // picocli reads the command classes' annotated fields by reflection.
    opens dev.aesref.cli to info.picocli;
}
