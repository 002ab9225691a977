/** Failures after which a login needs the human check (and the picture, where the brand shows one). */
export const CAPTCHA_AFTER_FAILURES = 3;
/** Failures after which the username is locked for this address. */
export const LOCK_AFTER_FAILURES = 10;
/** SPEC section 9: the 'too many requests' lock lasts 5 minutes. */
export const LOCK_MS = 5 * 60_000;

interface Attempts {
  failures: number;
  lockedUntil: number;
  lastFailure: number;
}

/**
 * Counts failed logins per username and address. In memory: one process serves the reference
 * platform, and forgetting counters on restart only relaxes a throttle.
 */
export const createLoginThrottle = () => {
  const attempts = new Map<string, Attempts>();
  const keyOf = (username: string, ip: string) => `${username.toLowerCase()}|${ip}`;
  const current = (key: string, now: number): Attempts | undefined => {
    const entry = attempts.get(key);
    // A lock that ran out, or failures an hour old, start a clean slate.
    if (
      entry &&
      ((entry.lockedUntil > 0 && entry.lockedUntil <= now) || now - entry.lastFailure > 3_600_000)
    ) {
      attempts.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    /** Milliseconds left on a lock, 0 when not locked. */
    lockRemaining(username: string, ip: string, now = Date.now()): number {
      const entry = current(keyOf(username, ip), now);
      return entry && entry.lockedUntil > now ? entry.lockedUntil - now : 0;
    },
    /** Whether the next attempt must carry a human check (and the brand's picture captcha). */
    checkRequired(username: string, ip: string, now = Date.now()): boolean {
      return (current(keyOf(username, ip), now)?.failures ?? 0) >= CAPTCHA_AFTER_FAILURES;
    },
    /** Records a failure; returns the failure count and any lock now in force. */
    fail(username: string, ip: string, now = Date.now()): { failures: number; lockMs: number } {
      const key = keyOf(username, ip);
      const entry = current(key, now) ?? { failures: 0, lockedUntil: 0, lastFailure: now };
      entry.failures += 1;
      entry.lastFailure = now;
      if (entry.failures >= LOCK_AFTER_FAILURES) entry.lockedUntil = now + LOCK_MS;
      attempts.set(key, entry);
      return {
        failures: entry.failures,
        lockMs: entry.lockedUntil > now ? entry.lockedUntil - now : 0,
      };
    },
    clear(username: string, ip: string): void {
      attempts.delete(keyOf(username, ip));
    },
  };
};
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
