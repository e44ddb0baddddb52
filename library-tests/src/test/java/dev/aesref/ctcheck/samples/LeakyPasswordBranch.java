package dev.aesref.ctcheck.samples;

/** Leaky: PBKDF2's input handling that branches on a byte of the password (stopping at a NUL). */
public final class LeakyPasswordBranch {

    private LeakyPasswordBranch() {}

    public static int usableLength(byte[] password) {
        int n = 0;
        while (n < password.length && password[n] != 0) {
            n++;
        }
        return n;
    }
}
