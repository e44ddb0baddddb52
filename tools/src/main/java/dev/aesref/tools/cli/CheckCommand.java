package dev.aesref.tools.cli;

import dev.aesref.testkit.check.CheckReport;
import dev.aesref.testkit.check.Checker;
import dev.aesref.testkit.check.Target;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.Provider;
import java.security.Security;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code check}: aesref's vectors, counter boundaries and a random differential against another
 * JCA provider's AES ({@link Checker}). Exit code 0 only when nothing mismatched; policy
 * differences are printed but do not fail.
 */
@Command(name = "check", mixinStandardHelpOptions = true,
        description = {"Checks another JCA provider's AES against aesref.",
            "It runs the embedded vector files, CTR counter boundaries at every width and a seeded",
            "random differential. Exit code 0 only if nothing mismatched."})
final class CheckCommand implements Callable<Integer> {

    @Option(names = "--provider", paramLabel = "NAME|CLASS",
            description = "an installed provider's name (e.g. SunJCE; AESREF is aesref's own), or a Provider class"
                    + " with a no-argument constructor")
    String provider;

    @Option(names = "--list", description = "list the transformations aesref can check, and exit")
    boolean list;

    @Option(names = "--jar", paramLabel = "PATH", description = "jars to load the provider class from")
    List<Path> jars = new ArrayList<>();

    @Option(names = "--transformation", paramLabel = "NAME",
            description = "check only these (default: every one aesref knows that the provider offers)")
    List<String> transformations = new ArrayList<>();

    @Option(names = "--seed", description = "seed of the boundary and random cases (default: ${DEFAULT-VALUE})")
    long seed = Checker.DEFAULT_SEED;

    @Option(names = "--random", paramLabel = "N", description = "random cases per transformation (default: ${DEFAULT-VALUE})")
    int random = Checker.DEFAULT_RANDOM;

    @Option(names = "--json", paramLabel = "FILE", description = "write the report as JSON")
    Path json;

    @Option(names = "--junit", paramLabel = "FILE", description = "write the report as JUnit XML")
    Path junit;

    @Option(names = "--verbose", description = "print the first ten mismatches of each transformation, with their inputs")
    boolean verbose;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (list) {
            for (Target t : Target.values()) {
                out.println(t.transformation());
            }
            out.flush();
            return ExitCode.OK;
        }
        if (provider == null) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "--provider is required: an installed provider's name or a Provider class");
        }
        // The reports are checked before the run, so that a long check is never lost to a bad path.
        if (json != null) {
            Outputs.checkFile("--json", json);
        }
        if (junit != null) {
            Outputs.checkFile("--junit", junit);
        }
        Provider p = load();
        List<Target> targets = new ArrayList<>();
        if (transformations.isEmpty()) {
            targets.addAll(List.of(Target.values()));
        } else {
            for (String t : transformations) {
                targets.add(Target.byTransformation(t));
            }
        }
        CheckReport report = Checker.check(p, targets, seed, random, line -> {
            err.println("check: " + line);
            err.flush();
        });
        report.printTable(out, verbose);
        out.flush();
        if (json != null) {
            Files.writeString(json, report.toJson(), StandardCharsets.UTF_8);
        }
        if (junit != null) {
            Files.writeString(junit, report.toJUnitXml(), StandardCharsets.UTF_8);
        }
        return report.passed() ? ExitCode.OK : ExitCode.FAILED;
    }

    private Provider load() {
        if (provider.equalsIgnoreCase(dev.aesref.jca.AesRefProvider.NAME) && jars.isEmpty()) {
            return new dev.aesref.jca.AesRefProvider();
        }
        Provider installed = Security.getProvider(provider);
        if (installed != null && jars.isEmpty()) {
            return installed;
        }
        try {
            URL[] urls = new URL[jars.size()];
            for (int i = 0; i < urls.length; i++) {
                urls[i] = jars.get(i).toUri().toURL();
            }
            ClassLoader loader = new URLClassLoader(urls, CheckCommand.class.getClassLoader());
            Class<?> c = Class.forName(provider, true, loader);
            if (!Provider.class.isAssignableFrom(c)) {
                throw new IllegalArgumentException("--provider: " + provider + " is not a java.security.Provider");
            }
            return (Provider) c.getDeclaredConstructor().newInstance();
        } catch (ClassNotFoundException e) {
            throw new IllegalArgumentException("--provider: no installed provider and no class named " + provider
                    + (jars.isEmpty() ? " (give --jar for a provider outside the class path)" : " in " + jars));
        } catch (MalformedURLException | ReflectiveOperationException e) {
            throw new IllegalArgumentException("--provider: cannot instantiate " + provider + ": " + e);
        }
    }
}
