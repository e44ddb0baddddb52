package dev.aesref.harness;

import dev.aesref.BlockEngine;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where the library's compiled classes are, for the tests that read class files rather than
 * load classes (the constant-time checker, the module descriptor, the layer rules).
 *
 * <p>The build passes {@code -Daesref.library.classes=library/target/classes}
 * (library-tests/pom.xml); without it (a test run from an IDE) the folder the contract was loaded
 * from is used, when it is a folder.
 */
public final class LibraryClasses {

    private LibraryClasses() {}

    /** The folder of the library's class files. */
    public static Path folder() {
        String set = System.getProperty("aesref.library.classes", "");
        Path dir;
        if (!set.isEmpty()) {
            dir = Path.of(set);
        } else {
            try {
                dir = Path.of(BlockEngine.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            } catch (URISyntaxException e) {
                throw new IllegalStateException(e);
            }
        }
        if (!Files.isDirectory(dir.resolve("dev/aesref"))) {
            throw new IllegalStateException("no library classes in " + dir
                    + ": set -Daesref.library.classes to library/target/classes");
        }
        return dir;
    }
}
