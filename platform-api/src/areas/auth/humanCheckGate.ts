import { tooManyRequests } from '../../http/httpError';
import type { HumanCheck, HumanCheckPurpose } from './humanCheck';

export interface HumanCheckGateLimits {
  /** Tries per key in the window that need no verification (0: every try needs one). */
  free: number;
  /** Tries per key in the window at all; beyond them 429 with Retry-After. */
  max: number;
  windowMs: number;
}

/**
 * A throttle that asks for the human verification once a key (an address, an agent) has used
 * its free tries in the window, and refuses (429) beyond its budget. Every try counts, whatever
 * its answer, so a script probing names (409 "taken") pays work per probe after the first few.
 * In memory, as the other throttles: a restart only relaxes it.
 */
export const createHumanCheckGate = (
  humanCheck: Pick<HumanCheck, 'verify' | 'noteAbuse'>,
  purpose: HumanCheckPurpose,
  limits: HumanCheckGateLimits,
) => {
  const tries = new Map<string, number[]>();
  const recent = (key: string, now: number) =>
    (tries.get(key) ?? []).filter((at) => now - at < limits.windowMs);
  return {
    /** Counts a try for `key` and checks its verification when the free tries are used. */
    async pass(key: string, address: string, payload: string | undefined, now: number) {
      const seen = recent(key, now);
      if (seen.length >= limits.max) {
        humanCheck.noteAbuse(address, now);
        throw tooManyRequests(((seen[0] ?? now) + limits.windowMs - now) / 1000);
      }
      if (seen.length >= limits.free) await humanCheck.verify(payload, purpose, address, now);
      seen.push(now);
      tries.set(key, seen);
      if (tries.size > 10_000) {
        for (const [known, times] of tries)
          if (times.every((at) => now - at >= limits.windowMs)) tries.delete(known);
      }
    },
  };
};
