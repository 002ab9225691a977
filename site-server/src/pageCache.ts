/** How a page came out of the cache. */
export type CacheOutcome = 'hit' | 'stale' | 'miss';

/** Sizes and times of the guest page cache (PAGE_CACHE_* in README.md). */
export interface PageCacheLimits {
  /** How long an entry is fresh; 0 turns the cache off. */
  ttlMs: number;
  /** How long past that it is still served while one render replaces it in the background. */
  staleMs: number;
  /** Most entries kept; the least recently used go first. */
  maxEntries: number;
  /** Most bytes of HTML kept (entries counted by their length). */
  maxBytes: number;
}

interface Entry<T> {
  value: T;
  storedAt: number;
  bytes: number;
}

/**
 * An in-memory cache of rendered pages with a time to live and stale-while-revalidate: concurrent
 * requests for a key that is not fresh share one render (a cold key under load renders once), a
 * stale entry answers at once while that render runs, and the cache is bounded by entries and
 * bytes (least recently used first). `produce` answers null for what must not be kept (a page
 * that is not the same for everyone); the caller then gets it without it being stored.
 */
export const createPageCache = <T>(
  limits: PageCacheLimits,
  sizeOf: (value: T) => number,
  now: () => number = Date.now,
) => {
  const entries = new Map<string, Entry<T>>();
  const renders = new Map<string, Promise<{ value: T; keep: boolean }>>();
  let bytes = 0;
  // Bumped by clear(): a render that started before it neither fills the cache nor is joined.
  let generation = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };
  const store = (key: string, value: T) => {
    drop(key);
    const size = sizeOf(value);
    if (size > limits.maxBytes) return;
    entries.set(key, { value, storedAt: now(), bytes: size });
    bytes += size;
    // A Map iterates in insertion order: the first keys are the least recently used.
    for (const oldest of entries.keys()) {
      if (entries.size <= limits.maxEntries && bytes <= limits.maxBytes) break;
      drop(oldest);
    }
  };
  /** One render per key at a time: later callers wait for the one in flight. */
  const renderOnce = (
    key: string,
    produce: () => Promise<{ value: T; keep: boolean }>,
  ): Promise<{ value: T; keep: boolean }> => {
    const started = generation;
    const flight = `${started}\n${key}`;
    let running = renders.get(flight);
    if (!running) {
      running = produce()
        .then((result) => {
          if (result.keep && started === generation) store(key, result.value);
          return result;
        })
        .finally(() => renders.delete(flight));
      renders.set(flight, running);
    }
    return running;
  };

  return {
    /**
     * The page for `key`: fresh from the cache, stale while a render replaces it, or rendered
     * (once for all concurrent callers). `produce` says whether its result may be kept.
     */
    async get(
      key: string,
      produce: () => Promise<{ value: T; keep: boolean }>,
    ): Promise<{ value: T; outcome: CacheOutcome }> {
      const entry = entries.get(key);
      const age = entry ? now() - entry.storedAt : Infinity;
      if (entry && age < limits.ttlMs) {
        // Touch: move it to the most recently used end.
        entries.delete(key);
        entries.set(key, entry);
        return { value: entry.value, outcome: 'hit' };
      }
      if (entry && age < limits.ttlMs + limits.staleMs) {
        // Answer now; the replacement's failure keeps the stale one until it expires.
        renderOnce(key, produce).catch(() => undefined);
        return { value: entry.value, outcome: 'stale' };
      }
      drop(key);
      const { value } = await renderOnce(key, produce);
      return { value, outcome: 'miss' };
    },
    /** Forgets every page (the registry, the brand or the site's state changed). */
    clear() {
      entries.clear();
      bytes = 0;
      generation += 1;
    },
    get size() {
      return { entries: entries.size, bytes };
    },
  };
};

export type PageCache<T> = ReturnType<typeof createPageCache<T>>;
