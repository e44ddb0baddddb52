package dev.aesref.aead;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aesref.engines.Engines;
import dev.aesref.mode.Ctr;
import java.lang.reflect.Field;
import org.junit.jupiter.api.Test;

/** The EAX encryptor's finish destroys its CTR stream, not only its OMAC. */
class EaxGuardsTest {

    @Test
    void finishDestroysTheCtrStream() throws Exception {
        Eax eax = Eax.create(Engines.byName("nohw").expandKey(new byte[16]), 16);
        Eax.Encryptor enc = eax.encryptor(new byte[12], new byte[3]);
        enc.update(new byte[21], 0, new byte[21], 0, 21);
        Field f = Eax.Encryptor.class.getDeclaredField("ctr");
        f.setAccessible(true);
        Ctr.Stream stream = (Ctr.Stream) f.get(enc);
        enc.finish(new byte[16], 0);
        assertTrue(stream.isDestroyed(), "finish left the encryptor's CTR stream alive");
    }
}
