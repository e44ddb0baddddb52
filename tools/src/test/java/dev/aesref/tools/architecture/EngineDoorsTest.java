package dev.aesref.tools.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;
import dev.aesref.tools.trace.SpecTrace;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The tools reach an engine package of the library only through its one door, the package's
 * {@code *Steps} class (and the types nested in it): the library's module descriptor exports the
 * engine packages to the tools for {@code aesref trace}, and this rule keeps that export narrow
 * (ARCHITECTURE.md, "What may import what", rule 7). The rule is also run on a fixture that breaks
 * it once, so that a rule which no longer matches anything cannot pass unnoticed.
 */
class EngineDoorsTest {

    static final Set<String> ENGINE_PACKAGES = Set.of("dev.aesref.internal.fips197", "dev.aesref.internal.nohw",
            "dev.aesref.internal.vpaes", "dev.aesref.internal.hwmodel");

    /** A class of an engine package that is not a door ({@code *Steps}) nor nested in one. */
    static final DescribedPredicate<JavaClass> PAST_THE_DOOR = DescribedPredicate.describe(
            "engine classes other than the *Steps doors",
            c -> ENGINE_PACKAGES.contains(c.getPackageName()) && !c.getName().matches(".*\\.[A-Za-z0-9]*Steps(\\$.*)?"));

    static ArchRule rule(String root) {
        return noClasses().that().resideInAPackage(root + "..").should().dependOnClassesThat(PAST_THE_DOOR);
    }

    @Test
    void theToolsUseOnlyTheDoors() throws Exception {
        Path classes = Path.of(SpecTrace.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        JavaClasses tools = new ClassFileImporter().importPath(classes);
        assertTrue(tools.size() > 40, "imported only " + tools.size() + " classes");
        assertTrue(tools.contain(SpecTrace.class), "the traces are among the classes checked");
        rule("dev.aesref.tools").check(tools);
    }

    @Test
    void theRuleReportsTheFixtureWrittenToBreakIt() throws Exception {
        Path testClasses = Path.of(EngineDoorsTest.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        JavaClasses fixture = new ClassFileImporter()
                .importPath(testClasses.resolve("dev/aesref/tools/architecture/fixture"));
        EvaluationResult r = rule("dev.aesref.tools.architecture.fixture").evaluate(fixture);
        List<String> details = r.getFailureReport().getDetails();
        assertEquals(1, details.size(), String.join("\n", details));
        assertTrue(details.get(0).contains("ReachesPastTheDoor.pastTheDoor()"), details.get(0));
        assertTrue(details.get(0).contains("Gf256.xtime"), details.get(0));
    }
}
