package dev.aesref.internal.ct;

/**
 * Whether the Vector API ({@code jdk.incubator.vector}) is in this JVM. It is an incubator
 * module, so the JVM resolves it only when asked ({@code --add-modules jdk.incubator.vector});
 * without it, no class of this package that uses it is ever loaded, and the {@code nohw-vector}
 * engine is not offered.
 */
public final class IncubatorModule {

    /** The module's name. */
    public static final String NAME = "jdk.incubator.vector";

    private IncubatorModule() {}

    /** Whether the module is in the boot layer, so that {@code nohw-vector} can run. */
    public static boolean present() {
        return ModuleLayer.boot().findModule(NAME).isPresent();
    }
}
