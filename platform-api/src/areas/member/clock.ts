/**
 * The platform's clock for everything time-based in the member centre (limits that apply after
 * 24 hours, order expiry, auto-received withdrawals, exclusions). Tests move it ahead with
 * `advance`; it never goes back.
 */
export const createClock = (source: () => number = Date.now) => {
  let offsetMs = 0;
  return {
    now: (): number => source() + offsetMs,
    /** Moves the clock ahead (tests and demos only). */
    advance(ms: number): void {
      if (!Number.isFinite(ms) || ms < 0) throw new Error('The clock only moves ahead');
      offsetMs += ms;
    },
  };
};
export type Clock = ReturnType<typeof createClock>;
