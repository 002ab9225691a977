import { SCROLL_THROTTLE_MS } from '../../lib/throttle';

/** SPEC section 9: lazy image cache of 200 entries, 3 attempts, 200 ms throttle. */
export const THUMBNAIL_CACHE_SIZE = 200;
export const THUMBNAIL_ATTEMPTS = 3;

/** Loads one image; resolves true when it loaded, false when it failed. */
export type ImageProbe = (url: string) => Promise<boolean>;

const browserProbe: ImageProbe = (url) =>
  new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(true);
    image.onerror = () => resolve(false);
    image.src = url;
  });

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Loads thumbnails for the game cards: requests wait in a queue flushed at most every 200 ms
 * (a fast scroll does not start hundreds of downloads), a failure is retried up to 3 attempts
 * in all, and the outcome of the last 200 images is remembered (least recently used first out)
 * so a card that scrolls back in shows at once.
 */
export const createThumbnailLoader = (probe: ImageProbe = browserProbe) => {
  const results = new Map<string, boolean>();
  const inFlight = new Map<string, Promise<boolean>>();
  let queue: Array<{ url: string; resolve: (ok: boolean) => void }> = [];
  let flushTimer: ReturnType<typeof setTimeout> | null = null;

  const remember = (url: string, ok: boolean) => {
    results.delete(url);
    results.set(url, ok);
    if (results.size > THUMBNAIL_CACHE_SIZE) {
      const oldest = results.keys().next().value;
      if (oldest !== undefined) results.delete(oldest);
    }
  };

  const attempt = async (url: string): Promise<boolean> => {
    for (let tries = 1; tries <= THUMBNAIL_ATTEMPTS; tries += 1) {
      if (await probe(url)) return true;
      if (tries < THUMBNAIL_ATTEMPTS) await wait(SCROLL_THROTTLE_MS);
    }
    return false;
  };

  const flush = () => {
    flushTimer = null;
    const batch = queue;
    queue = [];
    for (const { url, resolve } of batch) {
      void attempt(url).then((ok) => {
        remember(url, ok);
        inFlight.delete(url);
        resolve(ok);
      });
    }
  };

  return {
    /** The remembered outcome of a URL, if any (refreshes its place in the cache). */
    cached(url: string): boolean | undefined {
      const ok = results.get(url);
      if (ok !== undefined) remember(url, ok);
      return ok;
    },
    load(url: string): Promise<boolean> {
      const known = results.get(url);
      if (known !== undefined) return Promise.resolve(known);
      const running = inFlight.get(url);
      if (running) return running;
      const promise = new Promise<boolean>((resolve) => queue.push({ url, resolve }));
      inFlight.set(url, promise);
      flushTimer ??= setTimeout(flush, SCROLL_THROTTLE_MS);
      return promise;
    },
    /** How many outcomes are remembered (tests). */
    get size() {
      return results.size;
    },
  };
};
export type ThumbnailLoader = ReturnType<typeof createThumbnailLoader>;

/** The loader every card of this remote shares. */
export const thumbnailLoader = createThumbnailLoader();
