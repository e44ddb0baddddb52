package dev.aesref.ctcheck;

/**
 * One place where a secret reaches something whose timing or memory access it would control.
 *
 * @param kind what the secret reaches: branch, switch, array index, division, call, allocation,
 *     public parameter
 * @param where {@code Class.method(descriptor):line}
 * @param detail the instruction or the callee
 */
record Finding(String kind, String where, String detail) {

    @Override
    public String toString() {
        return where + ": secret reaches " + kind + " (" + detail + ")";
    }
}
