package dev.aesref.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.lang.ArchRule;
import java.util.List;

/**
 * The rules of ARCHITECTURE.md ("What may import what") for a library rooted at {@code root}:
 * {@code dev.aesref} for the real one, another package for the test fixture that breaks them.
 */
final class Layers {

    private Layers() {}

    static List<ArchRule> rules(String root) {
        return List.of(needsOnlyTheJdk(root), theContractKnowsOnlyItself(root), theArrowsPointOneWay(root),
                noPackageCycles(root));
    }

    /** Rule 1: the library needs the JDK and nothing else (the Vector API engines, the incubator module). */
    static ArchRule needsOnlyTheJdk(String root) {
        return noClasses().that().resideInAPackage(root + "..")
                .should().dependOnClassesThat().resideOutsideOfPackages(root + "..", "java..", "javax..",
                        "jdk.incubator.vector..")
                .because("the library has no runtime dependency (ARCHITECTURE.md, rule 1)");
    }

    /** Rule 2: the contract knows no engine, no mode and no registry; only the masks of internal.ct. */
    static ArchRule theContractKnowsOnlyItself(String root) {
        return classes().that().resideInAPackage(root)
                .should().onlyDependOnClassesThat().resideInAnyPackage(root, root + ".internal.ct..", "java..",
                        "javax..")
                .because("the root package defines the contract and knows no engine (rule 2)");
    }

    /**
     * Rules 3 to 5: only the registry names an engine and no engine names another; the modes,
     * MACs and AEADs build on each other in that order; only the provider sits on top of them.
     */
    static ArchRule theArrowsPointOneWay(String root) {
        return layeredArchitecture().consideringOnlyDependenciesInLayers()
                .layer("contract").definedBy(root)
                .layer("support").definedBy(root + ".internal.ct..", root + ".internal.gf128..",
                        root + ".internal.hmac..", root + ".internal.share..")
                .layer("fips197").definedBy(root + ".internal.fips197..")
                .layer("nohw").definedBy(root + ".internal.nohw..")
                .layer("vpaes").definedBy(root + ".internal.vpaes..")
                .layer("hwmodel").definedBy(root + ".internal.hwmodel..")
                .layer("registry").definedBy(root + ".engines..")
                .layer("modes").definedBy(root + ".mode..")
                .layer("macs").definedBy(root + ".mac..")
                .layer("aeads").definedBy(root + ".aead..")
                .layer("keywrap").definedBy(root + ".keywrap..")
                .layer("fpe").definedBy(root + ".fpe..")
                .layer("pbe").definedBy(root + ".pbe..")
                .layer("provider").definedBy(root + ".jca..")
                .whereLayer("fips197").mayOnlyBeAccessedByLayers("registry")
                .whereLayer("nohw").mayOnlyBeAccessedByLayers("registry")
                .whereLayer("vpaes").mayOnlyBeAccessedByLayers("registry")
                .whereLayer("hwmodel").mayOnlyBeAccessedByLayers("registry")
                .whereLayer("registry").mayOnlyBeAccessedByLayers("provider")
                .whereLayer("modes").mayOnlyBeAccessedByLayers("aeads", "pbe", "provider")
                .whereLayer("macs").mayOnlyBeAccessedByLayers("aeads", "provider")
                .whereLayer("aeads").mayOnlyBeAccessedByLayers("provider")
                .whereLayer("keywrap").mayOnlyBeAccessedByLayers("provider")
                .whereLayer("fpe").mayNotBeAccessedByAnyLayer()
                .whereLayer("pbe").mayNotBeAccessedByAnyLayer()
                .whereLayer("provider").mayNotBeAccessedByAnyLayer()
                .because("the arrows point one way (rules 3 to 5)");
    }

    /** Rule 6: no two packages depend on each other, directly or around a loop. */
    static ArchRule noPackageCycles(String root) {
        return slices().matching(root + ".(**)").should().beFreeOfCycles()
                .because("a cycle would make two packages one (rule 6)");
    }
}
