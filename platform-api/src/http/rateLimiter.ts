/**
 * A fixed-window counter per key, kept in memory: the reference platform is one process, and a
 * restart forgetting the counters is acceptable for rate limits (not for money).
 */
export interface RateLimiter {
  /** Counts one hit; returns the seconds to wait when over the budget, else 0. */
  hit(key: string, now?: number): number;
}

export const createRateLimiter = (max: number, windowMs: number): RateLimiter => {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = 0;
  return {
    hit(key, now = Date.now()) {
      if (max === 0) return 0;
      if (now - lastSweep > windowMs) {
        // Forget finished windows so the map does not grow with every address ever seen.
        for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
        lastSweep = now;
      }
      const window = windows.get(key);
      if (!window || now - window.start >= windowMs) {
        windows.set(key, { start: now, count: 1 });
        return 0;
      }
      window.count += 1;
      return window.count > max ? (window.start + windowMs - now) / 1000 : 0;
    },
  };
};
