import { tooManyRequests } from '../../http/httpError';

/** Password hashes computed at once: scrypt at OWASP cost takes ~128 MiB and a core each. */
export const HASHING_CONCURRENCY = 2;
/** Hashes waiting in all lanes together; beyond, the longest lane gives up its newest place. */
export const HASHING_QUEUE = 32;
/** Places (running or waiting) one lane may hold: one address, or one account under attack. */
export const HASHING_PER_LANE = 2;
/** What a refused caller is told to wait: about the time a slot takes to drain the queue. */
export const HASHING_RETRY_AFTER_S = 2;

export const HASHING_BUSY_MESSAGE = 'The server is busy, please try again in a moment';

export interface HashingLimits {
  concurrency: number;
  queue: number;
  perLane: number;
}

/** Who asks for a hash. */
export interface HashingRequester {
  ip: string;
  username?: string;
  /** The lane the hash waits in (its source); the address when not given. */
  lane?: string;
  /**
   * Served before every lane without it: a known device, or a source with no recent failed
   * logins. Lanes of sources that keep failing wait until no such request waits.
   */
  priority?: boolean;
  /** Served before everyone else: the request brought a solved human check (a paid cost). */
  verified?: boolean;
}

interface Waiter {
  go: () => void;
  refuse: (error: Error) => void;
}

type LaneClass = 'verified' | 'priority' | 'normal';

interface Lane {
  key: string;
  class: LaneClass;
  held: number;
  waiting: Waiter[];
}

/**
 * Bounds concurrent password hashing (login, registration, password changes) and shares it
 * fairly. At most `concurrency` hashes run; the others wait in lanes (one per source: an
 * address, or an account under attack), and a freed slot goes to the next lane in turn
 * (round robin), verified lanes first, then priority lanes. A lane may hold `perLane` places, so one address or a
 * botnet aimed at one account cannot fill the queue; when `queue` places wait in all, the
 * longest lane gives up its newest place to a newcomer from a shorter lane, so a fresh source
 * always gets in. Refusals are 429 with Retry-After. In memory, per process, like every
 * throttle of the reference platform.
 */
export const createHashingQueue = (
  limits: HashingLimits = {
    concurrency: HASHING_CONCURRENCY,
    queue: HASHING_QUEUE,
    perLane: HASHING_PER_LANE,
  },
) => {
  let running = 0;
  let waitingCount = 0;
  const lanes = new Map<string, Lane>();
  /** Lanes with someone waiting, in serving order, one rotation per class. */
  const turns: Record<LaneClass, Lane[]> = { verified: [], priority: [], normal: [] };
  const serving: LaneClass[] = ['verified', 'priority', 'normal'];
  const busy = () => tooManyRequests(HASHING_RETRY_AFTER_S, HASHING_BUSY_MESSAGE);
  const rotationOf = (lane: Lane) => turns[lane.class];
  const classOf = (who: HashingRequester): LaneClass =>
    who.verified === true ? 'verified' : who.priority === true ? 'priority' : 'normal';

  const laneOf = (who: HashingRequester): Lane => {
    const key = who.lane ?? `a:${who.ip}`;
    const kind = classOf(who);
    const lane = lanes.get(key) ?? { key, class: kind, held: 0, waiting: [] };
    // A lane waits in the class of its latest request (its source just earned or lost trust).
    if (lane.class !== kind && lane.waiting.length > 0) {
      const from = rotationOf(lane);
      from.splice(from.indexOf(lane), 1);
      lane.class = kind;
      rotationOf(lane).push(lane);
    } else lane.class = kind;
    lanes.set(key, lane);
    return lane;
  };

  const release = (lane: Lane) => {
    lane.held -= 1;
    if (lane.held === 0) lanes.delete(lane.key);
  };

  /** The longest lane's newest waiter, when that lane waits more than `than` (normal first). */
  const evictFrom = (than: number, priorityToo: boolean): boolean => {
    const candidates = priorityToo
      ? [...turns.normal, ...turns.priority, ...turns.verified]
      : turns.normal;
    let longest: Lane | undefined;
    for (const lane of candidates)
      if (lane.waiting.length > (longest?.waiting.length ?? than)) longest = lane;
    const victim = longest?.waiting.pop();
    if (!longest || !victim) return false;
    waitingCount -= 1;
    if (longest.waiting.length === 0) {
      const rotation = rotationOf(longest);
      rotation.splice(rotation.indexOf(longest), 1);
    }
    victim.refuse(busy());
    return true;
  };

  /** Hands a freed slot to the next lane in turn; false when nobody waits. */
  const next = (): boolean => {
    const rotation = turns[serving.find((kind) => turns[kind].length > 0) ?? 'normal'];
    const lane = rotation.shift();
    const waiter = lane?.waiting.shift();
    if (!lane || !waiter) return false;
    waitingCount -= 1;
    if (lane.waiting.length > 0) rotation.push(lane);
    waiter.go();
    return true;
  };

  return {
    async run<T>(who: HashingRequester, task: () => Promise<T>): Promise<T> {
      const lane = laneOf(who);
      if (lane.held >= limits.perLane) {
        if (lane.held === 0) lanes.delete(lane.key);
        throw busy();
      }
      if (running >= limits.concurrency && waitingCount >= limits.queue) {
        // A newcomer from a shorter lane takes the place of the longest lane's newest.
        const evicted =
          (lane.class !== 'normal' && evictFrom(-1, false)) ||
          evictFrom(lane.waiting.length + 1, true);
        if (!evicted) {
          if (lane.held === 0) lanes.delete(lane.key);
          throw busy();
        }
      }
      lane.held += 1;
      if (running < limits.concurrency) running += 1;
      else {
        try {
          await new Promise<void>((go, refuse) => {
            if (lane.waiting.length === 0) rotationOf(lane).push(lane);
            lane.waiting.push({ go, refuse });
            waitingCount += 1;
          });
        } catch (error) {
          release(lane);
          throw error;
        }
      }
      try {
        return await task();
      } finally {
        release(lane);
        // Hand the slot straight to the next lane in turn, or free it.
        if (!next()) running -= 1;
      }
    },
    /**
     * Whether a caller without a paid check or a known device should pay one first: every slot
     * but one is hashing. The last slot is kept for those who did, so under a flood they are
     * served at once instead of after whatever got in before them.
     */
    get crowded() {
      return running >= Math.max(1, limits.concurrency - 1);
    },
    /** Places taken, running and waiting (for tests and metrics). */
    get load() {
      return { running, waiting: waitingCount, lanes: lanes.size };
    },
  };
};
export type HashingQueue = ReturnType<typeof createHashingQueue>;
