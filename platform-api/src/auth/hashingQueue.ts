import { tooManyRequests } from '../http/httpError';

/** Password hashes computed at once: scrypt at OWASP cost takes ~128 MiB and a core each. */
export const HASHING_CONCURRENCY = 2;
/** Hashes waiting for a slot; beyond this the platform refuses rather than queue without end. */
export const HASHING_QUEUE = 8;
/** Hashes one address may have running or waiting: a fair share, not the whole queue. */
export const HASHING_PER_ADDRESS = 2;
/** Hashes one username may have running or waiting (a spread attack on one account). */
export const HASHING_PER_USERNAME = 2;
/** What a refused caller is told to wait: about the time a slot takes to drain the queue. */
export const HASHING_RETRY_AFTER_S = 2;

export const HASHING_BUSY_MESSAGE = 'The server is busy, please try again in a moment';

export interface HashingLimits {
  concurrency: number;
  queue: number;
  perAddress: number;
  perUsername: number;
}

/** Who asks for a hash: the address and, when there is one, the username. */
export interface HashingRequester {
  ip: string;
  username?: string;
}

/**
 * Bounds concurrent password hashing (login, registration, password changes). At most
 * `concurrency` hashes run, `queue` wait in arrival order, and each address and username may
 * hold only a few of those places; anyone beyond is refused at once with 429 and Retry-After,
 * so 20 wrong-password logins cannot hold a real login for seconds or the memory for hundreds of
 * megabytes. In memory, per process, like every throttle of the reference platform.
 */
export const createHashingQueue = (
  limits: HashingLimits = {
    concurrency: HASHING_CONCURRENCY,
    queue: HASHING_QUEUE,
    perAddress: HASHING_PER_ADDRESS,
    perUsername: HASHING_PER_USERNAME,
  },
) => {
  let running = 0;
  const waiting: (() => void)[] = [];
  const held = new Map<string, number>();
  const keysOf = (who: HashingRequester) => [
    `ip:${who.ip}`,
    ...(who.username ? [`u:${who.username.trim().toLowerCase()}`] : []),
  ];
  const limitOf = (key: string) => (key.startsWith('ip:') ? limits.perAddress : limits.perUsername);
  const change = (keys: string[], by: number) => {
    for (const key of keys) {
      const next = (held.get(key) ?? 0) + by;
      if (next > 0) held.set(key, next);
      else held.delete(key);
    }
  };
  const busy = () => tooManyRequests(HASHING_RETRY_AFTER_S, HASHING_BUSY_MESSAGE);

  return {
    async run<T>(who: HashingRequester, task: () => Promise<T>): Promise<T> {
      const keys = keysOf(who);
      if (running + waiting.length >= limits.concurrency + limits.queue) throw busy();
      if (keys.some((key) => (held.get(key) ?? 0) >= limitOf(key))) throw busy();
      change(keys, 1);
      try {
        if (running >= limits.concurrency) await new Promise<void>((go) => waiting.push(go));
        else running += 1;
        return await task();
      } finally {
        change(keys, -1);
        // Hand the slot straight to the next in line, or free it.
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
    /** Places taken, running and waiting (for tests and metrics). */
    get load() {
      return { running, waiting: waiting.length };
    },
  };
};
export type HashingQueue = ReturnType<typeof createHashingQueue>;
