package dev.aesref.testkit.check;

import java.security.Provider;

/**
 * {@link PathBugProvider.Bug#REFUSES_EVERYTHING} as a public class with a no-argument
 * constructor, for {@code aesref check --provider CLASS}: a CTR that refuses every case, which
 * must leave a check, or a fuzz run, untested rather than passed.
 */
public final class RefusingProvider extends Provider {

    private static final long serialVersionUID = 1L;

    public RefusingProvider() {
        super("REFUSING", "1", "a CTR that refuses every parameter set");
        putService(new Service(this, "Cipher", "AES/CTR/NoPadding", PathBugProvider.Faulty.class.getName(), null,
                null) {
            @Override
            public Object newInstance(Object param) {
                return new PathBugProvider.Faulty(PathBugProvider.Bug.REFUSES_EVERYTHING);
            }
        });
    }
}
