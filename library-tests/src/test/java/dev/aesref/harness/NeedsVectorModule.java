package dev.aesref.harness;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;

/**
 * Marks a test class that needs the {@code jdk.incubator.vector} module: it uses a class of the
 * module, a class of the library that does, or an engine of the Vector API tier.
 *
 * <p>It is the JUnit tag {@value #TAG}, and the tag is all the build reads (ARCHITECTURE.md,
 * "Conventions that replace configuration"): {@code -Pno-vector-module} leaves these classes out,
 * and so do the library's mutation minions that lack the module; the {@code Vector*} execution,
 * which has it, runs them. {@code engines.VectorModuleTagTest} fails when a class needs the module
 * without the tag, or has the tag without needing the module.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Tag(NeedsVectorModule.TAG)
public @interface NeedsVectorModule {

    /** The tag's name, as the poms name it ({@code vectorModule.tag}). */
    String TAG = "vector-module";
}
