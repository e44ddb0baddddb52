/**
 * The aesref tools: the command line ({@code aesref selftest}, {@code check}, {@code trace},
 * {@code ct-test}, {@code vectors}), the timing-leak harness behind {@code ct-test} and the
 * performance report generator. Nothing here is API; the runnable jar built from this module is
 * the only artifact that carries picocli.
 */
module dev.aesref.tools {
    requires dev.aesref;
    requires dev.aesref.testkit;
    requires info.picocli;
    // check --fuzz only (JazzerRun), static so that the other commands run without Jazzer on the
    // module path. Jazzer's jars name no module: these names are their file names.
    requires static jazzer;
    requires static jazzer.api;
    // The performance report's charts only (dev.aesref.tools.report).
    requires static org.jfree.jfreechart;
    requires static java.desktop;

    // picocli reads the command classes' annotated fields by reflection.
    opens dev.aesref.tools.cli to info.picocli;
}
