/** Time for the idle logout, injectable so tests move it by hand. */
export interface IdleClock {
  now(): number;
  /** Calls `tick` every `ms`; returns the stop function. */
  every(ms: number, tick: () => void): () => void;
}

export const systemClock: IdleClock = {
  now: () => Date.now(),
  every: (ms, tick) => {
    const id = window.setInterval(tick, ms);
    return () => window.clearInterval(id);
  },
};
