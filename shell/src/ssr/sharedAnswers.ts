import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from 'shared-contracts';

import type { FrameMarkup } from './frameSplice';
import type { RenderState } from './renderState';

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
 * A route's area as rendered into a kept frame for one frame key and the query parameters its
 * module reads: a page whose other parameters differ is composed from the two, with no render.
 */
export interface KeptArea {
  /** The area's markup, for the frame's slot. */
  markup: string;
  /** The page's state as rendered with it (the shell's answers and the area's). */
  state: RenderState;
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
  /** The area kept for a key while its answers are younger than the time to live, else null. */
  readArea: (key: string) => KeptArea | null;
  /** Keeps an area; its age is its oldest answer's, the shell's or the area's. */
  keepArea: (key: string, area: KeptArea) => void;
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
  /** Areas kept at most (frames x the values of the parameters an area reads). */
  maxAreas?: number;
  now?: () => number;
}

const fetchedAt = (...answers: DehydratedState[]): number =>
  Math.min(...answers.flatMap(({ queries }) => queries.map((query) => query.state.dataUpdatedAt)));

/** Keeps `value` under `key` as the newest, dropping the oldest past `max`. */
const keepNewest = <T>(map: Map<string, T>, key: string, value: T, max: number) => {
  map.delete(key);
  map.set(key, value);
  for (const oldest of map.keys()) {
    if (map.size <= max) break;
    map.delete(oldest);
  }
};

/** Drops what has expired: kept pages' parts are large, and most keys are never asked again. */
const dropExpired = (
  map: Map<string, { at: number }>,
  age: (at: number) => number,
  ttl: number,
) => {
  for (const [key, { at }] of map) if (age(at) >= ttl) map.delete(key);
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
  maxAreas = 256,
  now = Date.now,
}: SharedAnswersOptions): SharedAnswers => {
  const scopes = new Map<string, { at: number; answers: DehydratedState }>();
  const frames = new Map<string, { at: number; frame: KeptFrame }>();
  const areas = new Map<string, { at: number; area: KeptArea }>();
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
      dropExpired(frames, age, ttlMs);
      keepNewest(frames, key, { at: fetchedAt(frame.queries), frame }, maxFrames);
    },
    readArea: (key) => readFresh(areas, key, age, ttlMs)?.area ?? null,
    keepArea: (key, area) => {
      const { queries, remote } = area.state;
      const answers = remote ? [queries, remote.queries] : [queries];
      if (ttlMs <= 0 || answers.every((kept) => kept.queries.length === 0)) return;
      dropExpired(areas, age, ttlMs);
      keepNewest(areas, key, { at: fetchedAt(...answers), area }, maxAreas);
    },
    forget: () => {
      scopes.clear();
      frames.clear();
      areas.clear();
    },
  };
};
