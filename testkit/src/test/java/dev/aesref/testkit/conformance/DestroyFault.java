package dev.aesref.testkit.conformance;

/**
 * The ways a broken key or AEAD here gets {@code destroy} wrong. Each is the one fault of a
 * broken key ({@link FaultyKey#destroyFault}) and of a broken AEAD ({@link FaultyAead#destroyFault}),
 * and both suites' "destroy" test must catch each.
 */
enum DestroyFault {
    /** destroy does nothing, and isDestroyed stays false. */
    DOES_NOTHING,
    /** isDestroyed says true before any destroy. */
    DESTROYED_FROM_THE_START,
    /** destroy works, but isDestroyed stays false. */
    STAYS_FALSE,
    /** The first destroy marks it destroyed; a second one revives it. */
    SECOND_REVIVES,
    /** Only a second destroy marks it destroyed. */
    ONLY_THE_SECOND_COUNTS;

    /** One object's destroy broken by this fault; it counts the calls. */
    Tally tally() {
        return new Tally(this);
    }

    /**
     * What isDestroyed says after {@code destroys} calls of destroy, where the correct
     * implementation inside says {@code inner}.
     */
    private boolean isDestroyed(int destroys, boolean inner) {
        switch (this) {
            case DESTROYED_FROM_THE_START:
                return true;
            case SECOND_REVIVES:
                return destroys == 1;
            case ONLY_THE_SECOND_COUNTS:
                return destroys >= 2 && inner;
            default:
                return false;
        }
    }

    /** The destroy of one broken key or AEAD. */
    static final class Tally {
        private final DestroyFault fault;
        private int destroys;

        private Tally(DestroyFault fault) {
            this.fault = fault;
        }

        /** Counts a call of destroy; true if it reaches the correct implementation inside. */
        boolean destroy() {
            destroys++;
            return fault != DOES_NOTHING;
        }

        /** What isDestroyed says, where the correct implementation inside says {@code inner}. */
        boolean isDestroyed(boolean inner) {
            return fault.isDestroyed(destroys, inner);
        }
    }
}
