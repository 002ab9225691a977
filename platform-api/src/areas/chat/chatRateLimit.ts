/** Messages a member may send: 10 in any 10 seconds and 30 in any minute (ADR 0014). */
export const CHAT_RATE_WINDOWS = [
  { windowMs: 10_000, max: 10 },
  { windowMs: 60_000, max: 30 },
] as const;

const LONGEST_WINDOW_MS = Math.max(...CHAT_RATE_WINDOWS.map((w) => w.windowMs));

/**
 * Sliding windows per member, in memory: a restart forgets them, which only lets a member send
 * one more burst. Returns 0 when the message may go (and counts it), otherwise the wait in ms.
 */
export const createChatRateLimit = (windows = CHAT_RATE_WINDOWS) => {
  const sent = new Map<string, number[]>();
  return {
    take(memberId: string, now: number): number {
      const times = (sent.get(memberId) ?? []).filter((t) => t > now - LONGEST_WINDOW_MS);
      let wait = 0;
      for (const { windowMs, max } of windows) {
        const inWindow = times.filter((t) => t > now - windowMs);
        if (inWindow.length >= max) {
          const oldest = inWindow[inWindow.length - max] ?? now;
          wait = Math.max(wait, oldest + windowMs - now);
        }
      }
      if (wait === 0) times.push(now);
      if (times.length) sent.set(memberId, times);
      else sent.delete(memberId);
      return wait;
    },
  };
};
