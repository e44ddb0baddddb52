package dev.aesref.tools.bench;

import com.sun.management.HotSpotDiagnosticMXBean;
import java.lang.management.ManagementFactory;

/**
 * Whether this JVM runs the JDK's AES on AES-NI: {@code jdk-aesni} must run with the intrinsics
 * on and {@code jdk-table} with them off, and a fork with the other flags fails instead of
 * reporting one under the other's name.
 */
final class JdkIntrinsics {

    /** The fork flags of {@code jdk-table}: SunJCE's all-Java AES (T-tables) and GHASH. */
    static final String[] OFF = {"-XX:+UnlockDiagnosticVMOptions", "-XX:-UseAES", "-XX:-UseAESIntrinsics",
        "-XX:-UseAESCTRIntrinsics", "-XX:-UseGHASHIntrinsics"};

    private JdkIntrinsics() {}

    static boolean on() {
        HotSpotDiagnosticMXBean vm = ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class);
        return Boolean.parseBoolean(vm.getVMOption("UseAESIntrinsics").getValue())
                && Boolean.parseBoolean(vm.getVMOption("UseAESCTRIntrinsics").getValue());
    }

    static void require(boolean wanted, String impl) {
        if (on() != wanted) {
            throw new IllegalStateException(impl + " needs the JDK's AES intrinsics " + (wanted ? "on" : "off")
                    + " in this fork; run the grid through GridPresets, which sets the flags per implementation");
        }
    }
}
