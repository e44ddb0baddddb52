package dev.aesref.architecture;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;
import dev.aesref.harness.LibraryClasses;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The layers of ARCHITECTURE.md, checked with ArchUnit on the library's compiled classes. The
 * same rules, built for the package {@code dev.aesref.architecture.fixture} instead of
 * {@code dev.aesref}, are run on a small copy of the layout in which each rule is broken once
 * ({@code fixture/}): every rule must report its break there, so that a rule which no longer
 * matches anything cannot pass unnoticed.
 */
class ArchitectureTest {

    @Test
    void theLibraryFollowsEveryRule() {
        JavaClasses library = new ClassFileImporter().importPath(LibraryClasses.folder());
        assertTrue(library.size() > 120, "imported only " + library.size() + " classes");
        for (ArchRule rule : Layers.rules("dev.aesref")) {
            rule.check(library);
        }
    }

    @Test
    void eachRuleReportsTheFixtureWrittenToBreakIt() throws Exception {
        Path testClasses = Path.of(ArchitectureTest.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        JavaClasses fixture = new ClassFileImporter()
                .importPath(testClasses.resolve("dev/aesref/architecture/fixture"));
        String root = "dev.aesref.architecture.fixture";
        List<String> reports = new ArrayList<>();
        for (ArchRule rule : Layers.rules(root)) {
            EvaluationResult r = rule.evaluate(fixture);
            assertTrue(r.hasViolation(), "rule passed the fixture written to break it: " + rule.getDescription());
            reports.add(String.join("\n", r.getFailureReport().getDetails()));
        }
        assertTrue(reports.get(0).contains("fixture.fpe.NeedsJunit"), reports.get(0));
        assertTrue(reports.get(1).contains("fixture.ContractNamingTheRegistry"), reports.get(1));
        assertTrue(reports.get(2).contains("fixture.mode.ModeNamingAnEngine"), reports.get(2));
        assertTrue(reports.get(2).contains("fixture.internal.vpaes.EngineNamingAnEngine"), reports.get(2));
        assertTrue(reports.get(2).contains("fixture.mac.MacNamingAnAead"), reports.get(2));
        assertTrue(reports.get(3).contains("fixture.keywrap.CycleA"), reports.get(3));
        // The registry naming every engine is what the registry is for: no violation starts there.
        for (String report : reports) {
            for (String line : report.lines().toList()) {
                assertFalse(line.matches("^\\S+ <dev\\.aesref\\.architecture\\.fixture\\.engines\\.Registry[.<].*"), line);
            }
        }
    }
}
