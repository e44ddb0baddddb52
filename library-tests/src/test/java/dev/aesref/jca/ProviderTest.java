package dev.aesref.jca;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.engines.Engines;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidParameterException;
import java.security.Provider;
import java.security.SecureRandom;
import java.util.ServiceLoader;
import javax.crypto.Cipher;
import javax.crypto.KeyGenerator;
import javax.crypto.SecretKey;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;

/** The provider itself: engines, configure, service names and aliases, KeyGenerator. */
class ProviderTest {

    @Test
    void engineIsASettingDefaultNohw() {
        AesRefProvider p = new AesRefProvider();
        assertEquals("AESREF", p.getName());
        assertEquals("nohw", p.engineName());
        for (String name : Engines.names()) {
            Provider q = p.configure(" " + name + " ");
            assertTrue(q instanceof AesRefProvider);
            assertEquals(name, ((AesRefProvider) q).engineName());
            assertTrue(q.getInfo().contains(name));
        }
        assertEquals("configure: no engine named 'aesni'; known: " + Engines.names(),
                assertThrows(InvalidParameterException.class, () -> p.configure("aesni")).getMessage());
        assertThrows(InvalidParameterException.class, () -> p.configure(null));
        assertThrows(InvalidParameterException.class, () -> new AesRefProvider("no-such-engine"));
    }

    @Test
    void serviceLoaderFindsIt() {
        boolean found = false;
        for (Provider p : ServiceLoader.load(Provider.class)) {
            found |= p instanceof AesRefProvider;
        }
        assertTrue(found, "META-INF/services/java.security.Provider (or module-info provides)");
    }

    private static final java.util.Set<String> NOT_IN_SUNJCE = java.util.Set.of(
            "AES/CCM/NoPadding", "AES/EAX/NoPadding", "AES/GCM-SIV/NoPadding");

    /** Every name and alias SunJCE has for an algorithm AESREF offers reaches AESREF too. */
    @Test
    void namesAndAliasesFollowSunJce() throws Exception {
        Provider mine = new AesRefProvider();
        Provider sun = SideBySide.sunJce();
        int checked = 0;
        for (Provider.Service s : mine.getServices()) {
            Provider.Service peer = sun.getService(s.getType(), s.getAlgorithm());
            if (s.getType().equals("Mac") || NOT_IN_SUNJCE.contains(s.getAlgorithm())) {
                continue; // SunJCE has no CMAC, GMAC, CCM, EAX or GCM-SIV
            }
            if (peer == null) {
                // SunJCE serves these through Cipher.AES with modes; the transformation works.
                assertNotNull(Cipher.getInstance(s.getAlgorithm(), sun), s.getAlgorithm());
                continue;
            }
            for (String alias : aliasesOf(peer)) {
                assertSame(s, mine.getService(s.getType(), alias), s.getType() + "." + alias);
                checked++;
            }
        }
        assertTrue(checked >= 20, "aliases checked: " + checked);
        assertEquals(mine.getService("Mac", "AESCMAC"), mine.getService("Mac", "AES-CMAC"));
        assertEquals(mine.getService("Mac", "AESGMAC"), mine.getService("Mac", "AES-GMAC"));
    }

    private static java.util.List<String> aliasesOf(Provider.Service s) {
        // Service.toString lists "aliases: [a, b]" (no public getter).
        String t = s.toString();
        int i = t.indexOf("aliases: [");
        if (i < 0) {
            return java.util.List.of();
        }
        String list = t.substring(i + 10, t.indexOf(']', i));
        return java.util.Arrays.asList(list.split(", "));
    }

    @Test
    void servicesTakeNoConstructorParameter() throws Exception {
        Provider.Service s = new AesRefProvider().getService("Cipher", "AES/CBC/NoPadding");
        assertThrows(InvalidParameterException.class, () -> s.newInstance("x"));
        assertNotNull(s.newInstance(null));
        assertTrue(s.supportsParameter(new SecretKeySpec(new byte[16], "AES")));
    }

    @Test
    void keyGeneratorFollowsSunJce() throws Exception {
        Provider mine = new AesRefProvider();
        KeyGenerator sun = KeyGenerator.getInstance("AES", SideBySide.sunJce());
        KeyGenerator kg = KeyGenerator.getInstance("AES", mine);
        if (SideBySide.SUNJCE_IS_THE_BASELINE) {
            assertEquals(sun.generateKey().getEncoded().length, kg.generateKey().getEncoded().length,
                    "default size");
        }
        assertEquals(AesKeyGenerator.DEFAULT_KEY_BITS / 8, kg.generateKey().getEncoded().length);
        for (int bits : new int[] {128, 192, 256}) {
            kg.init(bits);
            SecretKey k = kg.generateKey();
            assertEquals("AES", k.getAlgorithm());
            assertEquals(bits / 8, k.getEncoded().length);
            kg.init(bits, new SecureRandom());
            assertEquals(bits / 8, kg.generateKey().getEncoded().length);
        }
        kg.init(new SecureRandom());
        assertEquals(32, kg.generateKey().getEncoded().length, "keeps the size, takes the random");
        for (int bad : new int[] {0, 64, 127, 512}) {
            assertThrows(InvalidParameterException.class, () -> kg.init(bad));
            assertThrows(InvalidParameterException.class, () -> sun.init(bad));
        }
        assertThrows(InvalidAlgorithmParameterException.class, () -> kg.init(new IvParameterSpec(new byte[16])));
        // Two keys differ (a generator that returns a constant would pass everything else).
        kg.init(128);
        assertTrue(!java.util.Arrays.equals(kg.generateKey().getEncoded(), kg.generateKey().getEncoded()));
        assertArrayEquals(new byte[0], new byte[0]);
    }

    /**
     * Every service the README lists is registered and can be instantiated, under its name and,
     * for the size-fixed ones, under its NIST OID (CSOR, 2.16.840.1.101.3.4.1: aes128 .1 ECB,
     * .2 CBC, .5 wrap, .8 wrap-pad; aes192 the same plus 20, aes256 plus 40).
     */
    @Test
    void everyListedServiceIsThere() throws Exception {
        Provider p = new AesRefProvider();
        java.util.List<String> ciphers = new java.util.ArrayList<>(java.util.List.of("AES",
                "AES/ECB/NoPadding", "AES/ECB/PKCS5Padding", "AES/CBC/NoPadding", "AES/CBC/PKCS5Padding",
                "AES/CTR/NoPadding", "AES/KW/NoPadding", "AES/KWP/NoPadding", "AES/GCM/NoPadding",
                "AES/CCM/NoPadding", "AES/EAX/NoPadding", "AES/GCM-SIV/NoPadding"));
        String arc = "2.16.840.1.101.3.4.1.";
        int[] base = {0, 20, 40};
        int[] bits = {128, 192, 256};
        for (int i = 0; i < 3; i++) {
            String[][] fixed = {{"ECB/NoPadding", "1"}, {"CBC/NoPadding", "2"}, {"KW/NoPadding", "5"},
                {"KWP/NoPadding", "8"}};
            for (String[] f : fixed) {
                String name = "AES_" + bits[i] + "/" + f[0];
                ciphers.add(name);
                String oid = arc + (base[i] + Integer.parseInt(f[1]));
                assertEquals(name, p.getService("Cipher", oid).getAlgorithm(), oid);
                assertEquals(name, p.getService("Cipher", "OID." + oid).getAlgorithm(), oid);
            }
        }
        assertEquals("AES", p.getService("Cipher", "2.16.840.1.101.3.4.1").getAlgorithm());
        for (String t : ciphers) {
            assertNotNull(p.getService("Cipher", t), t);
            assertNotNull(Cipher.getInstance(t, p), t);
        }
        for (String mac : new String[] {"AESCMAC", "AESGMAC"}) {
            assertNotNull(javax.crypto.Mac.getInstance(mac, p), mac);
        }
        assertNotNull(KeyGenerator.getInstance("AES", p));
        assertNotNull(java.security.AlgorithmParameters.getInstance("AES", p));
        assertNotNull(java.security.AlgorithmParameters.getInstance("GCM", p));
        assertEquals(ciphers.size() + 5, p.getServices().size(), "no service more, none less");
    }
}
