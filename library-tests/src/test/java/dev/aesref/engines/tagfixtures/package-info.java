/**
 * Deliberately wrong classes for {@code VectorModuleTagTest}, which must flag each: a class that
 * needs the Vector API module without the tag, and one with the tag that needs no module. They
 * have no test method, so no runner runs them, and the test's scan of the real tests leaves this
 * package out.
 */
package dev.aesref.engines.tagfixtures;
