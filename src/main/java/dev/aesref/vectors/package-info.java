/**
 * Test-vector files and the suites that run them over any {@link dev.aesref.BlockEngine}.
 *
 * <p>Readers: NIST CAVP {@code .rsp} files ({@link RspFile}), Wycheproof {@code testvectors_v1}
 * JSON ({@link WycheproofFile}), the Linux kernel and google/hctr2 CTR/XCTR JSON files
 * ({@link CtrVectorFiles}), all on top of a small JSON parser ({@link Json}) so the library keeps
 * no runtime dependency. Every external file is listed with its SHA-256 in the embedded
 * {@code vectors/MANIFEST}; {@link VectorFiles} refuses a file whose hash differs, and a missing
 * directory or file is an error that says how to get it, never a skip.
 *
 * <p>Suites ({@link Suite}, registry {@link Suites}) are engine-generic: the JUnit tests run each
 * of them over every engine, and the command line's {@code selftest} runs the same objects.
 */
package dev.aesref.vectors;
