import { PlatformError } from './client';

/**
 * What a failed call means for the page:
 * - `sessionEnded`: the platform's own answer that it does not accept the session (a 401 in its
 *   envelope). Only this ends a session, and only for a call made with one.
 * - `throttled`: a 429, from the platform or a proxy: wait for `Retry-After`, then ask again.
 * - `unavailable`: no answer (network, timeout) or a server fault (5xx, 408): ask again later.
 * - `refused`: any other 4xx: the same question gets the same answer.
 * - `unexpected`: an answer of the wrong shape, or not a platform call at all.
 */
export type FailureKind = 'sessionEnded' | 'throttled' | 'unavailable' | 'refused' | 'unexpected';

/** Classifies a failed call (see {@link FailureKind}). */
export const failureKindOf = (error: unknown): FailureKind => {
  if (!(error instanceof PlatformError)) return 'unexpected';
  if (error.kind === 'network') return 'unavailable';
  const { status } = error;
  if (status === 401) return error.details.enveloped === false ? 'refused' : 'sessionEnded';
  if (status === 429) return 'throttled';
  if (status === 408 || status >= 500) return 'unavailable';
  if (status >= 400) return 'refused';
  return 'unexpected';
};

/** Whether the platform said the session is over (see {@link FailureKind}). */
export const endsSession = (error: unknown): boolean => failureKindOf(error) === 'sessionEnded';

/** Whether asking again later may succeed: throttled or unavailable. */
export const isTransient = (error: unknown): boolean => {
  const kind = failureKindOf(error);
  return kind === 'throttled' || kind === 'unavailable';
};

/** Retries of a read after a 429 (each after its Retry-After) and after no answer. */
export const READ_RETRIES = { throttled: 5, unavailable: 3 } as const;

/** The longest wait between two tries, whatever Retry-After asks. */
export const MAX_RETRY_DELAY_MS = 30_000;

/**
 * Whether a failed read is tried again (TanStack Query's `retry`): a 429 up to 5 times, no
 * answer or a server fault up to 3 times, a refusal or a broken answer never.
 */
export const shouldRetryRead = (failureCount: number, error: unknown): boolean => {
  const kind = failureKindOf(error);
  if (kind === 'throttled') return failureCount < READ_RETRIES.throttled;
  if (kind === 'unavailable') return failureCount < READ_RETRIES.unavailable;
  return false;
};

/**
 * How long to wait before the next try (TanStack Query's `retryDelay`, `attempt` from 0): the
 * answer's `Retry-After` when it gave one, else 1 s, 2 s, 4 s... up to 30 s; plus up to a
 * fifth more at random, so the calls a page made together do not come back together.
 */
export const retryDelayOf = (attempt: number, error: unknown, random = Math.random): number => {
  const asked = error instanceof PlatformError ? error.details.retryAfterMs : undefined;
  const base = Math.min(MAX_RETRY_DELAY_MS, asked ?? 1000 * 2 ** Math.max(0, attempt));
  return Math.round(base * (1 + random() / 5));
};
