package dev.aesref.testkit;

import dev.aesref.internal.vectors.format.WycheproofFile;
import dev.aesref.internal.vectors.format.WycheproofRecord;
import dev.aesref.internal.vectors.source.VectorSource;
import java.util.ArrayList;
import java.util.List;

/**
 * The vectors of one {@link AesVectorSource.Mode}, read through {@link VectorSource} (the jar's
 * embedded copy, or {@code -Daesref.vectors=DIR}; either way hash-checked against
 * vectors/MANIFEST). Plain Java, no JUnit.
 */
public final class AesVectors {

    private static final byte[] NONE = new byte[0];

    private AesVectors() {}

    /** Every vector of {@code mode}'s file, in file order. */
    public static List<AesVector> of(AesVectorSource.Mode mode) {
        WycheproofFile file = VectorSource.current().load(mode.path(), WycheproofFile.FORMAT);
        List<AesVector> out = new ArrayList<>();
        for (WycheproofRecord t : file.tests()) {
            out.add(new AesVector(mode.path(), t.tcId(), t.comment(), t.hex("key"), t.hex("iv"),
                    t.fields().has("aad") ? t.hex("aad") : NONE, t.hex("msg"), t.hex("ct"),
                    t.fields().has("tag") ? t.hex("tag") : NONE, t.result() != WycheproofRecord.Result.INVALID,
                    t.flags()));
        }
        return List.copyOf(out);
    }
}
