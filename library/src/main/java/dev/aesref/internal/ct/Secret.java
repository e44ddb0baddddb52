package dev.aesref.internal.ct;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a primitive parameter, a primitive field, or the value a method returns as secret for
 * the constant-time checker (STYLE.md, "Declaring secrets"). Unmarked primitives are public; the
 * contents of an array are always secret unless the array is a {@code static final} constant
 * table. A caller that passes a secret to an unmarked parameter, or code that stores a secret in
 * an unmarked field, is a finding.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER})
public @interface Secret {}
