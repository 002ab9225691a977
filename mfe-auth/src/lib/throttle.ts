/**
 * A gate that opens at most once per `intervalMs` (SPEC section 9: SMS requests and captcha
 * refreshes are throttled to one per second). `tryPass` answers whether this call may go.
 */
export const createThrottle = (intervalMs: number, clock: () => number = Date.now) => {
  let last = Number.NEGATIVE_INFINITY;
  return {
    tryPass(): boolean {
      const now = clock();
      if (now - last < intervalMs) return false;
      last = now;
      return true;
    },
  };
};
