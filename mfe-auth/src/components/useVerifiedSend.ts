import { useRef } from 'react';
import type { HumanCheck } from 'shared-ui/human-check';

import type { Message, SendCodeOutcome } from '../lib/errors';

/** Sends an SMS code with a solved human verification (the SPEC's "verification result"). */
export type SendCode = (humanCheck: string) => Promise<SendCodeOutcome>;

/**
 * The get-code button's request (ADR 0022): checks the number, takes the solved verification
 * (waiting for it when the worker is still at it), sends, and tries once more with a fresh one
 * when the platform refused the verification (expired meanwhile). Settles with the countdown
 * seconds, or null after telling why through `onRefused`.
 */
export const useVerifiedSend = (
  check: HumanCheck,
  checkNumber: () => boolean,
  send: SendCode,
  onRefused: (message: Message) => void,
): (() => Promise<number | null>) => {
  const latest = useRef({ send, onRefused });
  latest.current = { send, onRefused };
  return async () => {
    if (!checkNumber()) return null;
    const attempt = async () => latest.current.send(await check.take());
    try {
      let outcome = await attempt();
      if (outcome.kind === 'humanCheck') outcome = await attempt();
      if (outcome.kind === 'sent') return outcome.seconds;
      latest.current.onRefused(outcome.message);
    } catch {
      latest.current.onRefused({ key: 'errors.human_check_failed' });
    }
    return null;
  };
};
