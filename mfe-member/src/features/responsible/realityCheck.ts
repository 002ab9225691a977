const MINUTE_MS = 60_000;

/**
 * When the next reality check is due: the next whole interval since the session started
 * (a session of 50 minutes with a 20-minute interval is reminded at 60).
 */
export const nextRealityCheckAt = (
  sessionStartedAt: number,
  intervalMinutes: number,
  now: number,
): number => {
  const step = intervalMinutes * MINUTE_MS;
  const passed = Math.max(0, Math.floor((now - sessionStartedAt) / step));
  return sessionStartedAt + (passed + 1) * step;
};

/** Whole minutes played since the session started. */
export const minutesPlayed = (sessionStartedAt: number, now: number): number =>
  Math.max(0, Math.floor((now - sessionStartedAt) / MINUTE_MS));
