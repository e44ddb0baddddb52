package dev.aesref.build.pit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import java.util.jar.Attributes;
import java.util.jar.JarFile;
import org.junit.jupiter.api.Test;

/**
 * The built jar, as pitest-maven sees it. Run by the {@code packaged-jar} execution (pom.xml),
 * after {@code package}, with the jar in place of {@code target/classes}.
 *
 * <p>pitest-maven puts a plugin on the minions' class path only when the jar's manifest names the
 * plugin's Maven coordinates: {@code Implementation-Vendor} its groupId and
 * {@code Implementation-Title} its artifactId ({@code org.pitest.maven.DependencyFilter}). A jar
 * that names anything else still loads in PIT's own process, so nothing fails; but the minions do
 * without it, and pitest-junit5-plugin runs every covering test class in full before each minion's
 * first mutant.
 */
class PackagedJarTest {

    @Test
    void theManifestNamesTheCoordinatesThatPitestMavenMatches() throws IOException {
        String jar = ListingPluginFactory.class.getProtectionDomain().getCodeSource().getLocation().getPath();
        assertTrue(jar.endsWith(".jar"), "run against the built jar, not " + jar);

        try (JarFile file = new JarFile(jar)) {
            Properties coordinates = new Properties();
            try (InputStream in = file.getInputStream(
                    file.getJarEntry("META-INF/maven/dev.aesref/aesref-pit-plugin/pom.properties"))) {
                coordinates.load(in);
            }
            Attributes manifest = file.getManifest().getMainAttributes();
            assertEquals(coordinates.getProperty("groupId"), manifest.getValue("Implementation-Vendor"),
                    "Implementation-Vendor");
            assertEquals(coordinates.getProperty("artifactId"), manifest.getValue("Implementation-Title"),
                    "Implementation-Title");
        }
    }
}
