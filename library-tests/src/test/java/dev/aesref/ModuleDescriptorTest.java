package dev.aesref;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.harness.LibraryClasses;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The library's compiled {@code module-info.class}, read as the module system reads it: the
 * public API is exported to everyone, everything under {@code dev.aesref.internal} stays inside
 * (the tools alone get the engine packages, by a qualified export), and the library needs no
 * module but the JDK's.
 */
class ModuleDescriptorTest {

    /** Exactly these packages are exported, to everyone. A new API package is added here. */
    private static final Set<String> EXPORTED = Set.of("dev.aesref", "dev.aesref.aead", "dev.aesref.engines",
            "dev.aesref.fpe", "dev.aesref.jca", "dev.aesref.keywrap", "dev.aesref.mac", "dev.aesref.mode",
            "dev.aesref.pbe");

    /** The qualified exports: package to the modules that may read it. */
    private static final Map<String, Set<String>> QUALIFIED = Map.of(
            "dev.aesref.internal.fips197", Set.of("dev.aesref.tools"),
            "dev.aesref.internal.nohw", Set.of("dev.aesref.tools"),
            "dev.aesref.internal.vpaes", Set.of("dev.aesref.tools"),
            "dev.aesref.internal.hwmodel", Set.of("dev.aesref.tools"));

    private static ModuleDescriptor descriptor() {
        return ModuleFinder.of(LibraryClasses.folder()).find("dev.aesref")
                .orElseThrow(() -> new AssertionError("no module dev.aesref in " + LibraryClasses.folder()))
                .descriptor();
    }

    @Test
    void exactlyThePublicApiIsExportedToEveryone() {
        ModuleDescriptor d = descriptor();
        Set<String> everyone = d.exports().stream().filter(e -> !e.isQualified())
                .map(ModuleDescriptor.Exports::source).collect(Collectors.toCollection(TreeSet::new));
        assertEquals(new TreeSet<>(EXPORTED), everyone);
        Map<String, Set<String>> qualified = new TreeMap<>();
        d.exports().stream().filter(ModuleDescriptor.Exports::isQualified)
                .forEach(e -> qualified.put(e.source(), e.targets()));
        assertEquals(new TreeMap<>(QUALIFIED), qualified);
    }

    @Test
    void everyInternalPackageIsInsideTheModuleAndNoneIsExportedToEveryone() {
        ModuleDescriptor d = descriptor();
        Set<String> internal = d.packages().stream().filter(p -> p.startsWith("dev.aesref.internal."))
                .collect(Collectors.toCollection(TreeSet::new));
        assertTrue(internal.containsAll(Set.of("dev.aesref.internal.ct", "dev.aesref.internal.fips197",
                "dev.aesref.internal.gf128", "dev.aesref.internal.hmac", "dev.aesref.internal.hwmodel",
                "dev.aesref.internal.nohw", "dev.aesref.internal.vpaes")), "module packages: " + d.packages());
        Set<String> outside = new TreeSet<>(d.packages());
        outside.removeAll(internal);
        assertEquals(new TreeSet<>(EXPORTED), outside, "a package outside dev.aesref.internal is API and exported");
        assertFalse(d.isOpen(), "the module is not open");
        assertTrue(d.opens().isEmpty(), "nothing is opened for reflection: " + d.opens());
    }

    @Test
    void theLibraryNeedsOnlyTheJdkAndTheVectorApiOnlyStatically() {
        ModuleDescriptor d = descriptor();
        Set<String> requires = d.requires().stream().map(ModuleDescriptor.Requires::name).collect(Collectors.toSet());
        assertEquals(Set.of("java.base", "jdk.incubator.vector"), requires);
        ModuleDescriptor.Requires vector = d.requires().stream()
                .filter(x -> x.name().equals("jdk.incubator.vector")).findFirst().orElseThrow();
        assertEquals(Set.of(ModuleDescriptor.Requires.Modifier.STATIC), vector.modifiers(),
                "the library must resolve without jdk.incubator.vector");
        assertEquals(Set.of("java.security.Provider with [dev.aesref.jca.AesRefProvider]"),
                d.provides().stream().map(p -> p.service() + " with " + p.providers()).collect(Collectors.toSet()));
    }
}
