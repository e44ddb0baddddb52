/**
 * Readers of vector-file formats, from text to values, with no knowledge of where a file lives:
 * hex and bit strings ({@link dev.aesref.internal.vectors.format.Hex},
 * {@link dev.aesref.internal.vectors.format.BitString}), a small JSON parser
 * ({@link dev.aesref.internal.vectors.format.Json}, so the library keeps no runtime dependency) with typed
 * access ({@link dev.aesref.internal.vectors.format.JsonObject}), NIST CAVP {@code .rsp} files
 * ({@link dev.aesref.internal.vectors.format.RspFile}), any Wycheproof {@code testvectors_v1} file
 * ({@link dev.aesref.internal.vectors.format.WycheproofFile}), the kernel and google/hctr2 CTR/XCTR JSON
 * ({@link dev.aesref.internal.vectors.format.CtrJson}), the project's SP 800-38A / RFC 3686 text files
 * ({@link dev.aesref.internal.vectors.format.NamedCaseFile}) and the FIPS-197 Appendix C listings
 * ({@link dev.aesref.internal.vectors.format.Fips197Listing}). Each reader names the file and line or JSON
 * path of anything malformed ({@link dev.aesref.internal.vectors.format.VectorFileException}).
 */
package dev.aesref.internal.vectors.format;
