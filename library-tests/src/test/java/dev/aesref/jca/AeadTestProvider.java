package dev.aesref.jca;

import dev.aesref.BlockEngine;
import dev.aesref.engines.Engines;
import java.security.Provider;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * A provider with the four AEAD ciphers only, for this package's tests and for running
 * Wycheproof's Java tests against them before {@code AesRefProvider} registers them. The engine
 * is chosen by name ({@link Engines}); the no-argument constructor takes {@code nohw}.
 */
public final class AeadTestProvider extends Provider {

    private static final long serialVersionUID = 1L;

    /** The provider's name. */
    public static final String NAME = "AESREF-AEAD-TEST";

    /** The four ciphers on the {@code nohw} engine. */
    public AeadTestProvider() {
        this("nohw");
    }

    /** The four ciphers on the engine named {@code engineName}. */
    public AeadTestProvider(String engineName) {
        super(NAME, "1.0", "aesref AEAD ciphers (test only) on engine " + engineName);
        BlockEngine engine = Engines.byName(engineName);
        // Not SunJCE's AES_128/GCM/NoPadding names or id-aes128-GCM OIDs: they fix the key size.
        add("AES/GCM/NoPadding", List.of(), AeadGcmCipher.class, AeadGcmCipher::new, engine);
        add("AES/CCM/NoPadding", List.of(), AeadCcmCipher.class, AeadCcmCipher::new, engine);
        add("AES/EAX/NoPadding", List.of(), AeadEaxCipher.class, AeadEaxCipher::new, engine);
        add("AES/GCM-SIV/NoPadding", List.of(), AeadGcmSivCipher.class, AeadGcmSivCipher::new,
                engine);
    }

    private void add(String name, List<String> aliases, Class<?> type,
                     Function<BlockEngine, AeadCipherSpi> make, BlockEngine engine) {
        putService(new Service(this, "Cipher", name, type.getName(), aliases,
                Map.of("SupportedKeyFormats", "RAW")) {
            @Override
            public Object newInstance(Object constructorParameter) {
                return make.apply(engine);
            }
        });
    }
}
