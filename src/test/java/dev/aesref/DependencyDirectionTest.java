package dev.aesref;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The arrows point one way: the contract packages name no engine and not the registry. A class
 * that uses another class names it in its constant pool as {@code dev/aesref/nohw/...}, so the
 * compiled bytes of every class in the package are searched for each engine package's internal
 * name. (An import alone compiles to nothing; a use of an engine type, method or constructor
 * cannot hide from this search.)
 */
class DependencyDirectionTest {

    private static final List<String> FORBIDDEN = List.of(
            "dev/aesref/spec/", "dev/aesref/nohw/", "dev/aesref/vpaes/", "dev/aesref/hwmodel/",
            "dev/aesref/engines/");

    /** The directory the compiled main classes of this package were loaded from. */
    private static Path classesOf(Class<?> c) throws URISyntaxException {
        Path root = Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI());
        assertTrue(Files.isDirectory(root), "expected compiled classes in a directory, got " + root);
        return root.resolve(c.getPackageName().replace('.', '/'));
    }

    private static List<String> violations(Class<?> anchor, int atLeast) throws Exception {
        Path dir = classesOf(anchor);
        List<Path> classes;
        try (Stream<Path> s = Files.list(dir)) {
            classes = s.filter(p -> p.toString().endsWith(".class")).sorted().toList();
        }
        assertTrue(classes.size() >= atLeast, "found only " + classes.size() + " classes in " + dir);
        assertTrue(classes.contains(dir.resolve(anchor.getSimpleName() + ".class")), "the anchor class is among them");
        List<String> found = new ArrayList<>();
        for (Path p : classes) {
            String bytes = read(p);
            for (String f : FORBIDDEN) {
                if (bytes.contains(f)) {
                    found.add(p.getFileName() + " names " + f);
                }
            }
        }
        return found;
    }

    /** The class file as ISO-8859-1 text: every byte one char, so ASCII names match as written. */
    private static String read(Path p) throws IOException {
        return new String(Files.readAllBytes(p), StandardCharsets.ISO_8859_1);
    }

    @Test
    void theRootPackageDependsOnNoEngineAndNotOnTheRegistry() throws Exception {
        assertEquals(List.of(), violations(BlockEngine.class, 5));
    }

    @Test
    void theModesDependOnNoEngineAndNotOnTheRegistry() throws Exception {
        assertEquals(List.of(), violations(dev.aesref.mode.Ctr.class, 8));
    }

    @Test
    void theSearchFindsAnEngineNameWhereThereIsOne() throws Exception {
        // The registry names every engine: the same search must report it.
        Path registry = classesOf(dev.aesref.engines.Engines.class).resolve("Engines.class");
        String bytes = read(registry);
        for (String f : FORBIDDEN.subList(0, 4)) {
            assertTrue(bytes.contains(f), "Engines.class names " + f);
        }
    }
}
