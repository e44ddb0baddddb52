/**
 * The aesref library: AES engines behind one contract, the modes, AEADs, MACs, key wrap, FF1,
 * PBES2 and a JCA provider. It needs nothing but the JDK.
 *
 * <p>Exported, the API a user may import: the contract ({@code dev.aesref}: {@code BlockEngine},
 * {@code ExpandedKey}, {@code CounterFlavour}, {@code Overlap}, {@code Ranges}), the registry that
 * hands out engines ({@code dev.aesref.engines}), the modes ({@code dev.aesref.mode},
 * {@code dev.aesref.aead}, {@code dev.aesref.mac}, {@code dev.aesref.keywrap},
 * {@code dev.aesref.fpe}, {@code dev.aesref.pbe}) and the JCA provider ({@code dev.aesref.jca},
 * also provided as a {@code java.security.Provider} service).
 *
 * <p>Everything under {@code dev.aesref.internal} is not exported: the engines ({@code fips197},
 * {@code nohw}, {@code vpaes}, {@code hwmodel}), the masks and byte packing ({@code ct}), the
 * GHASH/POLYVAL arithmetic ({@code gf128}), the HMAC key ({@code hmac}) and the scratch
 * lending that lets threads share a key ({@code share}). Reach an engine
 * through {@code Engines.byName}. The tools (module {@code dev.aesref.tools}) get the engine
 * packages by a qualified export, because {@code aesref trace} shows an engine's own state; no
 * other module can read them (ARCHITECTURE.md, "What may import what", rule 7). In each engine
 * package the tools use one public class, its {@code *Steps} door ({@code SpecSteps},
 * {@code NohwSteps}, {@code VpaesSteps}, {@code HwModelSteps}, and a {@code VectorSteps} for each
 * Vector API tier), which hands out the engine's own steps as arrays and numbers. The trace code
 * that turns them into text lives in the tools ({@code dev.aesref.tools.trace}), not here.
 *
 * <p>A new API package gets its {@code exports} line here and in {@code ModuleDescriptorTest};
 * an internal package needs nothing. The jar works on the plain class path too, where this file
 * is ignored.
 */
module dev.aesref {
    // The Vector API engines only, when the JVM runs with --add-modules jdk.incubator.vector.
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

    // aesref trace (and ct-test's table-AES control) look into the engines through each package's
    // *Steps class (ARCHITECTURE.md, "What may import what", rule 7).
    exports dev.aesref.internal.fips197 to dev.aesref.tools;
    exports dev.aesref.internal.hwmodel to dev.aesref.tools;
    exports dev.aesref.internal.nohw to dev.aesref.tools;
    exports dev.aesref.internal.vpaes to dev.aesref.tools;

    provides java.security.Provider with dev.aesref.jca.AesRefProvider;
}
