package dev.aesref.testkit.check;

import java.util.List;

/**
 * A JCA transformation aesref can check, with the JCA service type that offers it and the family
 * of cases it shares with its aliases ({@code AESWrap} and {@code AES/KW/NoPadding} are the same
 * function under two names, and both are checked).
 */
public enum Target {
    ECB("Cipher", "AES/ECB/NoPadding", Family.ECB),
    CBC("Cipher", "AES/CBC/NoPadding", Family.CBC),
    CBC_PKCS5("Cipher", "AES/CBC/PKCS5Padding", Family.CBC_PKCS5),
    CTR("Cipher", "AES/CTR/NoPadding", Family.CTR),
    GCM("Cipher", "AES/GCM/NoPadding", Family.GCM),
    CCM("Cipher", "AES/CCM/NoPadding", Family.CCM),
    EAX("Cipher", "AES/EAX/NoPadding", Family.EAX),
    GCM_SIV("Cipher", "AES/GCM-SIV/NoPadding", Family.GCM_SIV),
    AES_WRAP("Cipher", "AESWrap", Family.KW),
    KW("Cipher", "AES/KW/NoPadding", Family.KW),
    AES_WRAP_PAD("Cipher", "AESWrapPad", Family.KWP),
    KWP("Cipher", "AES/KWP/NoPadding", Family.KWP),
    CMAC("Mac", "AESCMAC", Family.CMAC),
    GMAC("Mac", "AESGMAC", Family.GMAC);

    /** What the cases of a target compute; targets of one family share their cases. */
    public enum Family {
        ECB, CBC, CBC_PKCS5, CTR, GCM, CCM, EAX, GCM_SIV, KW, KWP, CMAC, GMAC;

        /** An AEAD: decryption must verify a tag and release nothing when it fails. */
        boolean authenticated() {
            return this == GCM || this == CCM || this == EAX || this == GCM_SIV || this == KW || this == KWP;
        }

        /** Takes a tag length (GCMParameterSpec's first argument). */
        boolean hasTagLength() {
            return this == GCM || this == CCM || this == EAX || this == GCM_SIV;
        }
    }

    private final String serviceType;
    private final String transformation;
    private final Family family;

    Target(String serviceType, String transformation, Family family) {
        this.serviceType = serviceType;
        this.transformation = transformation;
        this.family = family;
    }

    /** {@code Cipher} or {@code Mac}. */
    public String serviceType() {
        return serviceType;
    }

    /** The name passed to {@code Cipher.getInstance} or {@code Mac.getInstance}. */
    public String transformation() {
        return transformation;
    }

    public Family family() {
        return family;
    }

    /** The target whose transformation is {@code name} (case-insensitive). */
    public static Target byTransformation(String name) {
        for (Target t : values()) {
            if (t.transformation.equalsIgnoreCase(name)) {
                return t;
            }
        }
        throw new IllegalArgumentException("--transformation: aesref does not know " + name
                + "; known: " + List.of(values()).stream().map(Target::transformation).toList());
    }
}
