/**
 * Remembers the nonces of encrypted bodies for as long as a sealed payload stays valid, so the
 * same ciphertext cannot be sent twice.
 */
export interface ReplayGuard {
  /** True the first time a nonce is seen within the window, false for a replay. */
  accept(nonce: string, now?: number): boolean;
}

export const createReplayGuard = (windowMs: number): ReplayGuard => {
  const seen = new Map<string, number>();
  return {
    accept(nonce, now = Date.now()) {
      for (const [key, at] of seen) {
        if (now - at < windowMs) break; // insertion order = time order
        seen.delete(key);
      }
      if (seen.has(nonce)) return false;
      seen.set(nonce, now);
      return true;
    },
  };
};
