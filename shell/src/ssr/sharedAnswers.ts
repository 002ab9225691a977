import type { DehydratedState } from '@tanstack/react-query';

/**
 * The platform's answers to a guest's render (brand, menus, banners, a lobby's games), kept for
 * the next renders of the same host and language for a few seconds. A render that finds them
 * settles in one pass with no call but the visitor's own (the site status, which depends on
 * their address), instead of three passes and ten calls. The server render never holds a
 * session, so every answer is a guest's; what depends on the visitor is never kept (the caller
 * leaves it out).
 */
export interface SharedAnswers {
  /** The answers kept for a scope while they are younger than the time to live, else null. */
  read: (scope: string) => DehydratedState | null;
  /**
   * Keeps a render's answers. Their age is the oldest answer's, so answers a render was seeded
   * with never grow younger by being kept again.
   */
  keep: (scope: string, answers: DehydratedState) => void;
  /** Drops everything (the brand or the live releases changed). */
  forget: () => void;
}

export interface SharedAnswersOptions {
  /** How long answers are reused, in milliseconds (0: never). */
  ttlMs: number;
  /** Scopes kept at most (hosts x languages x remote areas); the oldest kept goes first. */
  maxScopes?: number;
  now?: () => number;
}

const fetchedAt = (answers: DehydratedState): number =>
  Math.min(...answers.queries.map((query) => query.state.dataUpdatedAt));

export const createSharedAnswers = ({
  ttlMs,
  maxScopes = 256,
  now = Date.now,
}: SharedAnswersOptions): SharedAnswers => {
  const scopes = new Map<string, { at: number; answers: DehydratedState }>();
  return {
    read: (scope) => {
      const kept = scopes.get(scope);
      if (!kept) return null;
      if (now() - kept.at < ttlMs) return kept.answers;
      scopes.delete(scope);
      return null;
    },
    keep: (scope, answers) => {
      if (ttlMs <= 0 || answers.queries.length === 0) return;
      const at = fetchedAt(answers);
      const kept = scopes.get(scope);
      if (kept && kept.at >= at) return;
      scopes.delete(scope);
      scopes.set(scope, { at, answers });
      for (const oldest of scopes.keys()) {
        if (scopes.size <= maxScopes) break;
        scopes.delete(oldest);
      }
    },
    forget: () => scopes.clear(),
  };
};
