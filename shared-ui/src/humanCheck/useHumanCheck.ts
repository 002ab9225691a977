import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type HumanCheckChallenge,
  humanCheckChallengeEndpoint,
  type HumanCheckPurpose,
} from 'shared-contracts';
// Through the package's entry, so a remote's copy uses the one shared kit (its context).
import { useRemote } from 'shared-ui/kit';

import { expiryOf, payloadOf, solveInWorker } from './solve';

/** Where a verification stands: not started, working (fetching or solving), solved, failed. */
export type HumanCheckStatus = 'idle' | 'working' | 'ready' | 'failed';

/** A challenge is renewed this long before it expires, so a payload handed over is still live. */
const RENEW_BEFORE_MS = 20_000;

export interface HumanCheck {
  status: HumanCheckStatus;
  /** Starts the work (the one tap), or starts again after a failure. */
  start: () => void;
  /**
   * A solved payload for one call, waiting for the work when it is still going (starting it when
   * idle). The payload is spent by the call: the next one is prepared at once.
   */
  take: () => Promise<string>;
  /** Drops the current payload (refused by the platform) and prepares a new one. */
  renew: () => void;
}

type Solver = (challenge: HumanCheckChallenge, signal: AbortSignal) => Promise<number | null>;

/**
 * The human verification of one form (ADR 0022): fetches a challenge for `purpose`,
 * solves it in a Web Worker, keeps the payload until a call takes it and renews it before it
 * expires. `auto` starts at once (the invisible mode); otherwise on {@link HumanCheck.start}.
 */
export const useHumanCheck = (
  purpose: HumanCheckPurpose,
  { auto = true, solver = solveInWorker }: { auto?: boolean; solver?: Solver } = {},
): HumanCheck => {
  const { client } = useRemote();
  const [status, setStatus] = useState<HumanCheckStatus>('idle');
  const payload = useRef<string | null>(null);
  const work = useRef<Promise<string> | null>(null);
  const abort = useRef<AbortController | null>(null);
  const renewTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stop = () => {
    abort.current?.abort();
    abort.current = null;
    work.current = null;
    payload.current = null;
    if (renewTimer.current) clearTimeout(renewTimer.current);
    renewTimer.current = null;
  };

  const begin = useCallback((): Promise<string> => {
    if (work.current) return work.current;
    const controller = new AbortController();
    abort.current = controller;
    setStatus('working');
    const running = (async () => {
      const challenge = await client.call(
        humanCheckChallengeEndpoint,
        { purpose },
        { signal: controller.signal },
      );
      const number = await solver(challenge, controller.signal);
      if (controller.signal.aborted) throw new Error('stopped');
      if (number === null) throw new Error('no solution');
      const solved = payloadOf(challenge, number);
      payload.current = solved;
      const expires = expiryOf(challenge);
      if (expires !== null) {
        renewTimer.current = setTimeout(
          () => {
            stop();
            void begin().catch(() => undefined);
          },
          Math.max(1_000, expires - Date.now() - RENEW_BEFORE_MS),
        );
      }
      setStatus('ready');
      return solved;
    })();
    work.current = running;
    running.catch(() => {
      if (controller.signal.aborted) return;
      work.current = null;
      setStatus('failed');
    });
    return running;
  }, [client, purpose, solver]);

  useEffect(() => {
    if (auto) void begin().catch(() => undefined);
    return stop;
  }, [auto, begin]);

  const start = useCallback(() => {
    if (status === 'failed') stop();
    void begin().catch(() => undefined);
  }, [begin, status]);

  const take = useCallback(async () => {
    const solved = payload.current ?? (await begin());
    stop();
    void begin().catch(() => undefined);
    return solved;
  }, [begin]);

  const renew = useCallback(() => {
    stop();
    void begin().catch(() => undefined);
  }, [begin]);

  return { status, start, take, renew };
};
