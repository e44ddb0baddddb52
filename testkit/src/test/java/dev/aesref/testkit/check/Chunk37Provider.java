package dev.aesref.testkit.check;

import java.security.Provider;

/**
 * {@link PathBugProvider.Bug#CHUNK_OF_37} as a public class with a no-argument constructor, for
 * {@code aesref check --provider CLASS}: a CTR wrong only when {@code update} is given exactly 37
 * bytes, which the generated cases never do and the fuzzer's do.
 */
public final class Chunk37Provider extends Provider {

    private static final long serialVersionUID = 1L;

    public Chunk37Provider() {
        super("CHUNK-37", "1", "a CTR wrong only on an update of 37 bytes");
        putService(new Service(this, "Cipher", "AES/CTR/NoPadding", PathBugProvider.Faulty.class.getName(), null,
                null) {
            @Override
            public Object newInstance(Object param) {
                return new PathBugProvider.Faulty(PathBugProvider.Bug.CHUNK_OF_37);
            }
        });
    }
}
