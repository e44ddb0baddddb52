package dev.aesref.hwmodel;

import java.util.Arrays;

/**
 * An immutable YMM (256-bit, two 128-bit lanes) or ZMM (512-bit, four lanes) register value.
 * Lane {@code i} holds register bytes {@code 16i .. 16i+15}; VAES and the byte shuffles act on
 * each lane independently (Intel SDM Vol. 2, VAESENC: "performs ... on each 128-bit lane").
 */
public final class WideReg {

    private final Xmm[] lanes;

    private WideReg(Xmm[] lanes) {
        this.lanes = lanes;
    }

    /** A register of 2 (YMM) or 4 (ZMM) given lanes, lane 0 first. */
    public static WideReg of(Xmm... lanes) {
        if (lanes.length != 2 && lanes.length != 4) {
            throw new IllegalArgumentException(
                    "a wide register has 2 (YMM) or 4 (ZMM) 128-bit lanes, got " + lanes.length);
        }
        return new WideReg(lanes.clone());
    }

    /** VBROADCASTI128 / VBROADCASTI32X4: the same 128 bits in every lane. */
    public static WideReg broadcast(Xmm x, int laneCount) {
        Xmm[] l = new Xmm[laneCount];
        Arrays.fill(l, x);
        return of(l);
    }

    /**
     * Masked load (VMOVDQU8 with a byte mask, or VPMASKMOV-style): the first {@code len} bytes
     * from {@code src[off..]}, the rest zero. {@code len} may be anything from 0 to the
     * register width.
     */
    public static WideReg loadPartial(byte[] src, int off, int len, int laneCount) {
        byte[] buf = new byte[16 * laneCount];
        System.arraycopy(src, off, buf, 0, len);
        Xmm[] l = new Xmm[laneCount];
        for (int i = 0; i < laneCount; i++) {
            l[i] = Xmm.load(buf, 16 * i);
        }
        return new WideReg(l);
    }

    /** Masked store of the first {@code len} bytes. */
    public void storePartial(byte[] dst, int off, int len) {
        byte[] buf = new byte[16 * lanes.length];
        for (int i = 0; i < lanes.length; i++) {
            lanes[i].store(buf, 16 * i);
        }
        System.arraycopy(buf, 0, dst, off, len);
    }

    /** Number of 128-bit lanes: 2 or 4. */
    public int laneCount() {
        return lanes.length;
    }

    /** Register width in bytes: 32 or 64. */
    public int bytes() {
        return 16 * lanes.length;
    }

    /** Lane {@code i} (0 is the least significant). */
    public Xmm lane(int i) {
        return lanes[i];
    }

    /** Register byte {@code i} (0..bytes()-1) as 0..255. */
    public int byteAt(int i) {
        return lanes[i / 16].byteAt(i % 16);
    }

    private interface LaneOp {
        Xmm apply(Xmm a, Xmm b);
    }

    private WideReg perLane(WideReg other, LaneOp op) {
        if (other.lanes.length != lanes.length) {
            throw new IllegalArgumentException("operands have " + lanes.length + " and "
                    + other.lanes.length + " lanes");
        }
        Xmm[] out = new Xmm[lanes.length];
        for (int i = 0; i < lanes.length; i++) {
            out[i] = op.apply(lanes[i], other.lanes[i]);
        }
        return new WideReg(out);
    }

    /** VAESENC: AESENC on every lane with that lane of the round key. */
    public WideReg vaesenc(WideReg roundKey) {
        return perLane(roundKey, AesNi::aesenc);
    }

    /** VAESENCLAST: AESENCLAST on every lane. */
    public WideReg vaesenclast(WideReg roundKey) {
        return perLane(roundKey, AesNi::aesenclast);
    }

    /** VPXOR. */
    public WideReg vpxor(WideReg other) {
        return perLane(other, Simd::pxor);
    }

    /** VPADDQ: independent 64-bit additions in every quadword. */
    public WideReg vpaddq(WideReg other) {
        return perLane(other, Simd::paddq);
    }

    /** VPSHUFB: PSHUFB within each lane. */
    public WideReg vpshufb(WideReg control) {
        return perLane(control, Simd::pshufb);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof WideReg && Arrays.equals(((WideReg) o).lanes, lanes);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(lanes);
    }

    /** Lanes from the highest down, as in a register dump. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int i = lanes.length - 1; i >= 0; i--) {
            sb.append(lanes[i]);
            if (i > 0) {
                sb.append('_');
            }
        }
        return sb.toString();
    }
}
