package dev.aesref.harness;

/**
 * One counter-mode stream under test: a key, a flavour and a starting IV are fixed when it is
 * made, and {@link #process} is called with successive chunks of the message.
 * Implementations: the library's CTR mode, the hwmodel drivers, and the bug-zoo variants.
 */
@FunctionalInterface
public interface CtrStream {
    void process(byte[] in, int inOff, byte[] out, int outOff, int len);
}
