package dev.aesref.internal.share;

/** Scratch that can be zeroed: what a {@link ScratchPool} lends. */
public interface Wipeable {

    /** Zeroes every array of this scratch. */
    void wipe();
}
