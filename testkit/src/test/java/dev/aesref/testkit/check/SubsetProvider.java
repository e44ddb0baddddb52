package dev.aesref.testkit.check;

import java.security.Provider;
import java.util.Arrays;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A real provider cut down to a few transformations: the services {@code getInstance} asks for by
 * one of their names, and nothing else. The ciphers are the real provider's own (their
 * {@code getProvider()} names it), so a test of the checker's adapter can run on a peer's real
 * behaviour without paying for every transformation the peer offers. Only transformations that
 * the peer registers under their full name can be kept (SunJCE's CTR, for one, is its "AES"
 * service, which would bring ECB and CBC along).
 */
final class SubsetProvider extends Provider {

    private final Provider real;
    private final Set<String> kept;

    private SubsetProvider(Provider real, Set<String> kept) {
        super(real.getName() + "-SUBSET", "1", real.getName() + " with only " + kept);
        this.real = real;
        this.kept = kept;
    }

    static Provider of(Provider real, Target... targets) {
        return new SubsetProvider(real, Arrays.stream(targets)
                .map(t -> t.transformation().toUpperCase(Locale.ROOT)).collect(Collectors.toUnmodifiableSet()));
    }

    @Override
    public Service getService(String type, String algorithm) {
        return kept.contains(algorithm.toUpperCase(Locale.ROOT)) ? real.getService(type, algorithm) : null;
    }

    @Override
    public Set<Service> getServices() {
        return real.getServices().stream()
                .filter(s -> kept.contains(s.getAlgorithm().toUpperCase(Locale.ROOT)))
                .collect(Collectors.toUnmodifiableSet());
    }
}
