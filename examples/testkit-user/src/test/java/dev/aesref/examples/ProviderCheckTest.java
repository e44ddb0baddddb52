package dev.aesref.examples;

import dev.aesref.testkit.check.Checker;
import dev.aesref.testkit.check.Target;
import dev.aesref.testkit.conformance.ProviderConformance;
import java.security.Provider;
import java.security.Security;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

/**
 * What a project with its own JCA provider would write to run {@code aesref check} in
 * {@code mvn test}: one test per transformation and input path. The provider here is the JDK's
 * SunJCE; a project passes its own ({@code new MyProvider()}).
 */
class ProviderCheckTest {

    @TestFactory
    Stream<DynamicNode> sunJceAgainstAesref() {
        Provider provider = Security.getProvider("SunJCE");
        // GCM and CTR must be tested; SunJCE's key wrap crashes with NegativeArraySizeException on a
        // ciphertext shorter than a semiblock (a JDK bug), so crashes are listed, not failed.
        Checker.Options options = Checker.Options.defaults()
                .withRequired(Set.of(Target.GCM, Target.CTR))
                .withCrashesFail(false);
        return ProviderConformance.tests(provider, options);
    }
}
