package dev.aesref.jca;

import dev.aesref.BlockEngine;
import dev.aesref.engines.Engines;
import java.security.InvalidParameterException;
import java.security.NoSuchAlgorithmException;
import java.security.Provider;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.function.Function;

/**
 * The JCA provider {@code AESREF}: aesref's AES, modes, key wraps and MACs behind
 * {@link javax.crypto.Cipher}, {@link javax.crypto.Mac}, {@link javax.crypto.KeyGenerator} and
 * {@link java.security.AlgorithmParameters}, so that other projects' tests can use aesref as an
 * oracle, or another provider can be tested side by side with it.
 *
 * <p>The AES engine is a setting of the provider: {@code new AesRefProvider("vpaes")}, or
 * {@code Security.getProvider("AESREF").configure("vpaes")}, which returns a new provider (the
 * JCA's contract for {@link Provider#configure}); the default is {@code nohw}. The names are
 * those of {@link Engines#names()}.
 *
 * <p>Every service is a {@link Provider.Service} whose {@link Provider.Service#newInstance}
 * constructs its SPI directly: no reflection, so the provider works on the module path and in
 * an image without reflection configuration. Names, aliases and OIDs follow SunJCE's (JDK 17),
 * so that a transformation that names SunJCE's algorithm finds this one. The list is in README,
 * "As a JCA provider".
 */
public final class AesRefProvider extends Provider {

    private static final long serialVersionUID = 1L;

    /** The provider's name. */
    public static final String NAME = "AESREF";

    /**
     * aesref's version, the reactor's {@code <version>} (for example {@code 0.1.0-SNAPSHOT}); the
     * provider's {@link #getVersionStr()} and {@code aesref --version} print it.
     */
    public static final String VERSION = readVersion();

    /** The engine used when none is given. */
    public static final String DEFAULT_ENGINE = "nohw";

    /** NIST's arc for AES, {@code aes} in RFC 3565 section 4.1 / CSOR. */
    private static final String AES_OID = "2.16.840.1.101.3.4.1";

    private final String engineName;

    /** A provider over the default engine, {@value #DEFAULT_ENGINE}. */
    public AesRefProvider() {
        this(DEFAULT_ENGINE);
    }

    /**
     * A provider over the engine named {@code engineName} (one of {@link Engines#names()}).
     *
     * @throws InvalidParameterException if no engine has that name
     */
    public AesRefProvider(String engineName) {
        super(NAME, VERSION, "aesref: constant-time reference AES (engine " + engineName + ")");
        this.engineName = checkEngine(engineName);
        registerBlockCiphers();
        registerKeyWraps();
        registerAeadCiphers();
        registerMacs();
        registerOthers();
    }

    private static String readVersion() {
        java.util.Properties p = new java.util.Properties();
        try (var in = AesRefProvider.class.getResourceAsStream("version.properties")) {
            if (in == null) {
                throw new IllegalStateException("dev/aesref/jca/version.properties is missing from the jar");
            }
            p.load(in);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return p.getProperty("version");
    }

    /**
     * A new provider over the engine {@code configArg} names (surrounding spaces ignored).
     *
     * @throws InvalidParameterException if no engine has that name
     */
    @Override
    public Provider configure(String configArg) {
        if (configArg == null) {
            throw new InvalidParameterException("configure needs an engine name, one of " + Engines.names());
        }
        return new AesRefProvider(configArg.trim());
    }

    /** The name of the engine this provider's services use. */
    public String engineName() {
        return engineName;
    }

    private static String checkEngine(String name) {
        try {
            return Engines.byName(name).name();
        } catch (NoSuchElementException e) {
            throw new InvalidParameterException("configure: " + e.getMessage());
        }
    }

    private BlockEngine engine() {
        return Engines.byName(engineName);
    }

    private void registerBlockCiphers() {
        // Cipher.getInstance("AES") is ECB with PKCS5Padding, as in SunJCE.
        cipher("AES", oid(-1), p -> new BlockModeCipher(p, engine(), false, true, 0));
        cipher("AES/ECB/NoPadding", List.of(), p -> new BlockModeCipher(p, engine(), false, false, 0));
        cipher("AES/ECB/PKCS5Padding", List.of(), p -> new BlockModeCipher(p, engine(), false, true, 0));
        cipher("AES/CBC/NoPadding", List.of(), p -> new BlockModeCipher(p, engine(), true, false, 0));
        cipher("AES/CBC/PKCS5Padding", List.of(), p -> new BlockModeCipher(p, engine(), true, true, 0));
        cipher("AES/CTR/NoPadding", List.of(), p -> new CtrCipher(p, engine()));
        // CSOR arcs: aes128-ECB .1, aes128-CBC .2, aes192 +20, aes256 +40.
        for (int bits = 128; bits <= 256; bits += 64) {
            int bytes = bits / 8;
            int arc = (bits - 128) / 64 * 20;
            cipher("AES_" + bits + "/ECB/NoPadding", oid(arc + 1),
                    p -> new BlockModeCipher(p, engine(), false, false, bytes));
            cipher("AES_" + bits + "/CBC/NoPadding", oid(arc + 2),
                    p -> new BlockModeCipher(p, engine(), true, false, bytes));
        }
    }

    private void registerKeyWraps() {
        cipher("AES/KW/NoPadding", List.of("AESWrap"), p -> new KeyWrapCipher(p, engine(), false, 0));
        cipher("AES/KWP/NoPadding", List.of("AESWrapPad"), p -> new KeyWrapCipher(p, engine(), true, 0));
        // CSOR arcs: id-aes128-wrap .5, id-aes128-wrap-pad .8 (RFC 5649 section 6), +20, +40.
        for (int bits = 128; bits <= 256; bits += 64) {
            int bytes = bits / 8;
            int arc = (bits - 128) / 64 * 20;
            List<String> kw = new ArrayList<>(oid(arc + 5));
            kw.add("AESWrap_" + bits);
            cipher("AES_" + bits + "/KW/NoPadding", kw, p -> new KeyWrapCipher(p, engine(), false, bytes));
            List<String> kwp = new ArrayList<>(oid(arc + 8));
            kwp.add("AESWrapPad_" + bits);
            cipher("AES_" + bits + "/KWP/NoPadding", kwp, p -> new KeyWrapCipher(p, engine(), true, bytes));
        }
    }

    /**
     * The AEAD ciphers, over one base ({@link AeadCipherSpi}): decryption holds back every byte
     * until the tag is verified. SunJCE's {@code AES_128/GCM/NoPadding} names and the CSOR
     * {@code id-aes128-GCM} OIDs fix the key size; these ciphers take every size, so they are not
     * registered under those names.
     */
    private void registerAeadCiphers() {
        cipher("AES/GCM/NoPadding", List.of(), p -> new AeadGcmCipher(engine()));
        cipher("AES/CCM/NoPadding", List.of(), p -> new AeadCcmCipher(engine()));
        cipher("AES/EAX/NoPadding", List.of(), p -> new AeadEaxCipher(engine()));
        cipher("AES/GCM-SIV/NoPadding", List.of(), p -> new AeadGcmSivCipher(engine()));
    }

    private void registerMacs() {
        add("Mac", "AESCMAC", List.of("AES-CMAC"), p -> new CmacSpi(engine()));
        add("Mac", "AESGMAC", List.of("AES-GMAC"), p -> new GmacSpi(engine()));
    }

    private void registerOthers() {
        add("KeyGenerator", "AES", oid(-1), p -> new AesKeyGenerator());
        add("AlgorithmParameters", "AES", oid(-1), p -> new AesParameters());
        add("AlgorithmParameters", "GCM", List.of(), p -> new GcmParameters());
    }

    /** The OID {@code 2.16.840.1.101.3.4.1.arc} (or the AES arc itself for -1), both spellings. */
    private static List<String> oid(int arc) {
        String oid = arc < 0 ? AES_OID : AES_OID + "." + arc;
        return List.of(oid, "OID." + oid);
    }

    private void cipher(String name, List<String> aliases, Function<Provider, Object> factory) {
        add("Cipher", name, aliases, factory);
    }

    private void add(String type, String name, List<String> aliases, Function<Provider, Object> factory) {
        putService(new Service(this, type, name, aliases, factory));
    }

    /** A service that builds its SPI through a factory instead of by reflection. */
    private static final class Service extends Provider.Service {

        private final transient Function<Provider, Object> factory;

        Service(Provider provider, String type, String name, List<String> aliases,
                Function<Provider, Object> factory) {
            super(provider, type, name, AesRefProvider.class.getName() + "$" + type + "." + name,
                    aliases, Map.of("SupportedKeyFormats", "RAW"));
            this.factory = factory;
        }

        @Override
        public Object newInstance(Object constructorParameter) throws NoSuchAlgorithmException {
            if (constructorParameter != null) {
                throw new InvalidParameterException(getType() + "." + getAlgorithm()
                        + " takes no constructor parameter, got " + constructorParameter.getClass().getName());
            }
            return factory.apply(getProvider());
        }
    }
}
