/** Password checks that failed from one address before its logins need the human check. */
export const ADDRESS_FREE_FAILURES = 3;
/** Password checks that failed on one account (from any address) before it needs the check. */
export const ACCOUNT_FREE_FAILURES = 3;
/** How long a failure counts against an address or an account. */
export const BUDGET_WINDOW_MS = 15 * 60_000;
/** Login attempts in one second, from everyone, that mean a flood rather than an evening. */
export const FLOOD_ATTEMPTS_PER_S = 50;
/** How long after the last flooded second every unknown device pays the human check. */
export const FLOOD_HOLD_MS = 30_000;
/** Entries kept before the old ones are swept (random usernames must not grow memory). */
const SWEEP_AT = 20_000;

interface Window {
  count: number;
  startedAt: number;
}

/** Counts password checks in fixed windows per key. */
const createCounter = () => {
  const windows = new Map<string, Window>();
  const live = (key: string, now: number) => {
    const entry = windows.get(key);
    if (entry && now - entry.startedAt >= BUDGET_WINDOW_MS) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    count: (key: string, now: number) => live(key, now)?.count ?? 0,
    add(key: string, by: number, now: number) {
      const entry = live(key, now) ?? { count: 0, startedAt: now };
      entry.count = Math.max(0, entry.count + by);
      windows.set(key, entry);
      if (windows.size > SWEEP_AT) {
        for (const [old, window] of windows)
          if (now - window.startedAt >= BUDGET_WINDOW_MS) windows.delete(old);
      }
    },
  };
};

/** What a login attempt is charged to; `refund` when its password was right. */
export interface LoginCharge {
  refund(): void;
}

/**
 * Budgets of password checks per address and per account, consulted before any hashing (issue
 * 30): a source or an account over its budget must bring a solved human check (a cheap proof
 * of work) with each further attempt instead of being locked out, and sources with failures
 * wait behind clean ones in the hashing queue. An attempt is charged when its hash is admitted
 * (so a burst of parallel attempts is counted at once) and refunded when it succeeds. In memory,
 * per process: forgetting them on restart only relaxes a throttle.
 */
export const createLoginBudgets = ({
  addressFreeFailures = ADDRESS_FREE_FAILURES,
}: { addressFreeFailures?: number } = {}) => {
  const addresses = createCounter();
  const accounts = createCounter();
  const pairs = createCounter();
  // An address that fails on several usernames is spraying (or a person who mistyped a name):
  // after failures on other names it gets one free failure, not its whole budget.
  const otherNamesFree = Math.max(1, addressFreeFailures - 2);
  const accountKey = (username: string) => username.trim().toLowerCase();
  const pairKey = (ip: string, username: string) => `${ip}|${accountKey(username)}`;
  // Attempts in the current second, and when a second last held a flood's worth.
  let second = { at: 0, attempts: 0 };
  let floodedAt = -Infinity;
  const failures = (ip: string, username: string, now: number) => ({
    address: addresses.count(ip, now),
    account: accounts.count(accountKey(username), now),
    /** Failures of this address on this username. */
    pair: pairs.count(pairKey(ip, username), now),
  });
  return {
    /** Failed checks counted against the address and the account now. */
    failures,
    /**
     * Counts a login attempt (before any check) and answers whether the site is flooded: so
     * many attempts a second, from however many addresses, that every caller without a known
     * device pays the proof of work for a while. An attacker's fresh addresses then get no free
     * hashes, and a player who pays is served at once (ADR 0022).
     */
    attempted(now: number): boolean {
      const at = Math.floor(now / 1000);
      if (second.at !== at) second = { at, attempts: 0 };
      second.attempts += 1;
      if (second.attempts >= FLOOD_ATTEMPTS_PER_S) floodedAt = now;
      return now - floodedAt < FLOOD_HOLD_MS;
    },
    /** Why the next attempt needs the human check: its address, its account, or neither. */
    overBudget(ip: string, username: string, now: number): 'address' | 'account' | null {
      const { address, account, pair } = failures(ip, username, now);
      if (address >= addressFreeFailures) return 'address';
      if (address > pair && address >= otherNamesFree) return 'address';
      if (account >= ACCOUNT_FREE_FAILURES) return 'account';
      return null;
    },
    /** Charges an attempt about to be hashed. */
    charge(ip: string, username: string, now: number): LoginCharge {
      const key = accountKey(username);
      const pair = pairKey(ip, username);
      addresses.add(ip, 1, now);
      accounts.add(key, 1, now);
      pairs.add(pair, 1, now);
      let refunded = false;
      return {
        refund() {
          if (refunded) return;
          refunded = true;
          addresses.add(ip, -1, now);
          accounts.add(key, -1, now);
          pairs.add(pair, -1, now);
        },
      };
    },
  };
};
export type LoginBudgets = ReturnType<typeof createLoginBudgets>;
