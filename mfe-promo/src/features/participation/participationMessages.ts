import {
  MAX_APPLICATION_COMMENT,
  MAX_APPLICATION_IMAGES,
  PARTICIPATION_REFUSAL_REASONS,
  PlatformError,
} from 'shared-contracts';
import { type Message, reasonOf, refusalOf } from 'shared-ui/kit';

const REFUSALS: ReadonlySet<string> = new Set([...PARTICIPATION_REFUSAL_REASONS, 'trial']);

/** The limits the refusal messages name. */
const LIMITS = { max: MAX_APPLICATION_COMMENT };
const IMAGE_LIMITS = { max: MAX_APPLICATION_IMAGES };

/**
 * What to tell the player about a failed participation call: the platform's reason in the
 * player's words, the network and the session in ours, any other refusal in the platform's.
 */
export const participationMessageOf = (error: unknown): Message => {
  const reason = reasonOf(error);
  if (reason === 'notEligible' && refusalOf(error).ineligibleBecause === 'verifyContact')
    return { key: 'participation.refused.verifyContact' };
  if (reason && REFUSALS.has(reason)) {
    const params = reason === 'commentTooLong' ? LIMITS : IMAGE_LIMITS;
    return { key: `participation.refused.${reason}`, params };
  }
  if (!(error instanceof PlatformError)) return { key: 'participation.errors.unknown' };
  if (error.kind === 'network') return { key: 'participation.errors.network' };
  if (error.status === 429) return { key: 'participation.errors.tooManyAttempts' };
  if (error.status === 401) return { key: 'participation.errors.sessionExpired' };
  if (error.status >= 500 || !error.message) return { key: 'participation.errors.unknown' };
  return { text: error.message };
};
