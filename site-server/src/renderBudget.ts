/**
 * Server renders per address in a fixed window, in memory: past its budget an address
 * gets the static page, so a flood of page loads costs file reads, not renders. 0 disables.
 */
export const createRenderBudget = (max: number, windowMs: number) => {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = 0;
  return {
    /** Counts one render for `key`; true when the address has spent its budget. */
    spent(key: string, now = Date.now()): boolean {
      if (max === 0) return false;
      if (now - lastSweep > windowMs) {
        // Forget finished windows so the map does not grow with every address ever seen.
        for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
        lastSweep = now;
      }
      const window = windows.get(key);
      if (!window || now - window.start >= windowMs) {
        windows.set(key, { start: now, count: 1 });
        return false;
      }
      window.count += 1;
      return window.count > max;
    },
  };
};
