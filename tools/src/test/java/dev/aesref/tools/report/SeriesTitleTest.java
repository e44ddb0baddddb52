package dev.aesref.tools.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class SeriesTitleTest {

    @Test
    void parametersItDoesNotKnowFollowInWords() {
        assertEquals("AES-128 CTR, threads 4", SeriesTitle.of("GridBenchmark.run, keyBits=128, offset=0, op=ctr128, threads=4"));
        assertEquals("AES-256 CBC decryption, data at offset 1, a x, b y",
                SeriesTitle.of("GridBenchmark.run, a=x, b=y, keyBits=256, offset=1, op=cbc-decrypt"));
    }

    /** JMH writes every parameter as name=value; anything else is not a series this can name. */
    @Test
    void aPartWithoutAnEqualsSignKeepsTheJmhName() {
        assertEquals("GridBenchmark.run, keyBits=128, op=ctr128, warm",
                SeriesTitle.of("GridBenchmark.run, keyBits=128, op=ctr128, warm"));
    }

    /** A part that starts with '=' is a parameter with an empty name, written as the others are. */
    @Test
    void aParameterWithAnEmptyNameIsStillAParameter() {
        assertEquals("AES-128 CTR,  4", SeriesTitle.of("GridBenchmark.run, keyBits=128, op=ctr128, =4"));
    }
}
