package dev.aesref.build.pit;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.AbstractTestDescriptor;
import org.junit.platform.launcher.TestIdentifier;

/**
 * The tests of each test class as the first minion of a PIT run listed them, kept in a directory
 * for the minions after it.
 *
 * <p>Why: listing a class means running it through JUnit with its bodies skipped, which still
 * builds every parameterized invocation and dynamic test: about 1.3 s of each minion's 2.1 s
 * start, measured on the library's gate (2026-12-07), and a gate starts one minion per mutated
 * class and one more after each time-out (about 330 in all). Within one PIT run every minion lists
 * the same class the same way: the same test classes, tag filters and included methods, and no
 * mutant is in place yet when a minion lists.
 *
 * <p>The directory is PIT's for one run: the coverage phase, which runs before any mutation
 * minion of the run, empties it ({@link ListingTestFinder}). A file holds one class's tests, by
 * JUnit unique id and display name, and appears whole: it is written beside and moved into place,
 * so that two minions listing the same class at once leave one of their two equal listings.
 */
final class ListingCache {

    /** The system property naming the directory; without it there is no cache. */
    static final String DIRECTORY = "aesref.pit.listingCache";

    private final Path dir;

    private ListingCache(Path dir) {
        this.dir = dir;
    }

    /** The cache in the directory {@link #DIRECTORY} names, or none. */
    static Optional<ListingCache> fromSystemProperty() {
        String dir = System.getProperty(DIRECTORY, "");
        return dir.isEmpty() ? Optional.empty() : Optional.of(in(Path.of(dir)));
    }

    static ListingCache in(Path dir) {
        return new ListingCache(dir);
    }

    /** Deletes every class's listing. */
    void clear() {
        if (!Files.isDirectory(dir)) {
            return;
        }
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir)) {
            for (Path file : files) {
                Files.delete(file);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot empty the listing cache " + dir, e);
        }
    }

    /** The tests listed for {@code testClass} earlier in this run, if any. */
    Optional<List<TestIdentifier>> read(Class<?> testClass) {
        Path file = file(testClass);
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        try (DataInputStream in = new DataInputStream(Files.newInputStream(file))) {
            int count = in.readInt();
            List<TestIdentifier> tests = new ArrayList<>(count);
            for (int i = 0; i < count; i++) {
                String uniqueId = readString(in);
                String displayName = readString(in);
                tests.add(TestIdentifier.from(new ListedTest(UniqueId.parse(uniqueId), displayName)));
            }
            return Optional.of(tests);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the listing " + file, e);
        }
    }

    /** Keeps the tests listed for {@code testClass}. */
    void write(Class<?> testClass, List<TestIdentifier> tests) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            out.writeInt(tests.size());
            for (TestIdentifier test : tests) {
                writeString(out, test.getUniqueId());
                writeString(out, test.getDisplayName());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Path file = file(testClass);
        try {
            Files.createDirectories(dir);
            Path partial = Files.createTempFile(dir, testClass.getName(), ".partial");
            Files.write(partial, bytes.toByteArray());
            Files.move(partial, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the listing " + file, e);
        }
    }

    private Path file(Class<?> testClass) {
        return dir.resolve(testClass.getName() + ".tests");
    }

    private static void writeString(DataOutputStream out, String s) throws IOException {
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        out.writeInt(b.length);
        out.write(b);
    }

    private static String readString(DataInputStream in) throws IOException {
        byte[] b = new byte[in.readInt()];
        in.readFully(b);
        return new String(b, StandardCharsets.UTF_8);
    }

    /**
     * A listed test as JUnit names it, which is all a minion needs of it: pitest-junit5-plugin's
     * unit runs a test by its unique id and describes it by that id and its display name.
     */
    private static final class ListedTest extends AbstractTestDescriptor {
        ListedTest(UniqueId uniqueId, String displayName) {
            super(uniqueId, displayName);
        }

        @Override
        public Type getType() {
            return Type.TEST;
        }
    }
}
