package dev.aesref;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The compiled {@code module-info.class} (read from the directory the main classes were loaded
 * from, as the module system would read it) exports the public API and nothing else: the
 * contract, the registry, the modes, the AEAD interface and the spec engine. Engine internals,
 * the constant-time helpers, the vector readers and the command line stay inside.
 */
class ModuleDescriptorTest {

    /** Exactly these packages are exported, to everyone. A new API package is added here. */
    private static final Set<String> EXPORTED = Set.of(
            "dev.aesref", "dev.aesref.aead", "dev.aesref.engines", "dev.aesref.fpe", "dev.aesref.jca", "dev.aesref.keywrap",
            "dev.aesref.mac", "dev.aesref.mode", "dev.aesref.pbe", "dev.aesref.spec", "dev.aesref.testkit");

    /** Internal packages that must exist in the module and must not be exported. */
    private static final Set<String> INTERNAL = Set.of(
            "dev.aesref.check", "dev.aesref.ct", "dev.aesref.nohw", "dev.aesref.vpaes", "dev.aesref.hwmodel",
            "dev.aesref.gf128", "dev.aesref.hmac", "dev.aesref.vectors.format", "dev.aesref.vectors.source",
            "dev.aesref.vectors.suite", "dev.aesref.timing", "dev.aesref.cli");

    private static ModuleDescriptor descriptor() throws Exception {
        Path classes = Path.of(BlockEngine.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        return ModuleFinder.of(classes).find("dev.aesref")
                .orElseThrow(() -> new AssertionError("no module dev.aesref in " + classes))
                .descriptor();
    }

    @Test
    void exactlyThePublicApiIsExportedToEveryone() throws Exception {
        ModuleDescriptor d = descriptor();
        assertEquals(new TreeSet<>(EXPORTED),
                d.exports().stream().map(ModuleDescriptor.Exports::source).collect(Collectors.toCollection(TreeSet::new)));
        for (ModuleDescriptor.Exports e : d.exports()) {
            assertTrue(!e.isQualified(), e + " is exported to everyone, not to chosen modules");
        }
    }

    @Test
    void theInternalsAreInsideTheModuleAndHidden() throws Exception {
        ModuleDescriptor d = descriptor();
        assertTrue(d.packages().containsAll(INTERNAL), "module packages: " + d.packages());
        assertTrue(d.packages().containsAll(EXPORTED), "module packages: " + d.packages());
        assertTrue(!d.isOpen(), "the module is not open");
    }

    @Test
    void onlyPicocliJunitParamsAndTheVectorApiAreRequiredAndOnlyStatically() throws Exception {
        ModuleDescriptor d = descriptor();
        Set<String> requires = d.requires().stream().map(ModuleDescriptor.Requires::name).collect(Collectors.toSet());
        assertEquals(Set.of("java.base", "info.picocli", "org.junit.jupiter.params", "jdk.incubator.vector"), requires);
        for (String optional : List.of("info.picocli", "org.junit.jupiter.params", "jdk.incubator.vector")) {
            ModuleDescriptor.Requires r = d.requires().stream()
                    .filter(x -> x.name().equals(optional)).findFirst().orElseThrow();
            assertEquals(Set.of(ModuleDescriptor.Requires.Modifier.STATIC), r.modifiers(),
                    "the library must resolve without " + optional);
        }
        // The command line's annotated fields are read by picocli's reflection, and by nothing else.
        assertEquals(Set.of("dev.aesref.cli to [info.picocli]"),
                d.opens().stream().map(o -> o.source() + " to " + o.targets()).collect(Collectors.toSet()));
    }
}
