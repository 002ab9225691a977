import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from 'shared-contracts';

import type { FrameMarkup } from './frameSplice';

/**
 * A guest's page frame as rendered (header, side menu, banner, footer) for one host, language,
 * theme, path and area release: the next renders with the same key render only the route's
 * area into it (ADR 0017).
 */
export interface KeptFrame {
  /** Split at the route's area slot; the whole markup when the page has no server area. */
  markup: FrameMarkup | string;
  /** The answers it was rendered with: a page built on it hydrates with exactly these. */
  queries: DehydratedState;
  /** The language it settled in. */
  language: Language;
}

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
  /** The frame kept for a key while its answers are younger than the time to live, else null. */
  readFrame: (key: string) => KeptFrame | null;
  /** Keeps a frame; its age is its oldest answer's. */
  keepFrame: (key: string, frame: KeptFrame) => void;
  /** Drops everything (the brand or the live releases changed). */
  forget: () => void;
}

export interface SharedAnswersOptions {
  /** How long answers are reused, in milliseconds (0: never). */
  ttlMs: number;
  /** Scopes kept at most (hosts x languages x remote areas); the oldest kept goes first. */
  maxScopes?: number;
  /** Frames kept at most (hosts x languages x themes x paths); the oldest kept goes first. */
  maxFrames?: number;
  now?: () => number;
}

const fetchedAt = (answers: DehydratedState): number =>
  Math.min(...answers.queries.map((query) => query.state.dataUpdatedAt));

/** Keeps `value` under `key` as the newest, dropping the oldest past `max`. */
const keepNewest = <T>(map: Map<string, T>, key: string, value: T, max: number) => {
  map.delete(key);
  map.set(key, value);
  for (const oldest of map.keys()) {
    if (map.size <= max) break;
    map.delete(oldest);
  }
};

/** What `map` keeps for `key` while it is younger than `ttlMs`; an expired entry goes. */
const readFresh = <T>(
  map: Map<string, { at: number } & T>,
  key: string,
  age: (at: number) => number,
  ttlMs: number,
) => {
  const kept = map.get(key);
  if (!kept) return null;
  if (age(kept.at) < ttlMs) return kept;
  map.delete(key);
  return null;
};

export const createSharedAnswers = ({
  ttlMs,
  maxScopes = 256,
  maxFrames = 256,
  now = Date.now,
}: SharedAnswersOptions): SharedAnswers => {
  const scopes = new Map<string, { at: number; answers: DehydratedState }>();
  const frames = new Map<string, { at: number; frame: KeptFrame }>();
  const age = (at: number) => now() - at;
  return {
    read: (scope) => readFresh(scopes, scope, age, ttlMs)?.answers ?? null,
    keep: (scope, answers) => {
      if (ttlMs <= 0 || answers.queries.length === 0) return;
      const at = fetchedAt(answers);
      const kept = scopes.get(scope);
      if (kept && kept.at >= at) return;
      keepNewest(scopes, scope, { at, answers }, maxScopes);
    },
    readFrame: (key) => readFresh(frames, key, age, ttlMs)?.frame ?? null,
    keepFrame: (key, frame) => {
      if (ttlMs <= 0 || frame.queries.queries.length === 0) return;
      // Frames are large (a page's frame is tens of kilobytes): expired ones go at once rather
      // than when their key is asked for again, which for most keys is never.
      for (const [kept, { at }] of frames) if (age(at) >= ttlMs) frames.delete(kept);
      keepNewest(frames, key, { at: fetchedAt(frame.queries), frame }, maxFrames);
    },
    forget: () => {
      scopes.clear();
      frames.clear();
    },
  };
};
