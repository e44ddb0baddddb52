/**
 * Where vector files come from: {@link dev.aesref.internal.vectors.source.Manifest} (the file
 * {@code vectors/MANIFEST}: each file's SHA-256 and each source's origin, version, path and
 * licence) and {@link dev.aesref.internal.vectors.source.VectorSource} (the embedded copy of
 * {@code vectors/}, or a directory given by {@code -Daesref.vectors=DIR}; hash-checked reads and
 * the one cache of parsed files). A missing or different file is an error, never a skip.
 */
package dev.aesref.internal.vectors.source;
