package dev.aesref.internal.ct;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a method or constructor that only ever computes public constants, such as the derivation
 * of a constant table at class initialisation: it may branch and index freely. The constant-time
 * checker does not analyse its body, treats its result as public, and reports every call that
 * passes it a secret, so that a derivation cannot quietly become a run-time path on secrets.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.METHOD, ElementType.CONSTRUCTOR})
public @interface ConstantsOnly {
    /** What the method derives, and why its inputs are public. */
    String value();
}
