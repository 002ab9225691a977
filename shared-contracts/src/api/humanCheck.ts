import { z } from 'zod/mini';

import { lazySchema } from '../lazySchema';
import { text } from './common';
import { defineEndpoint } from './endpoint';

/**
 * What a human verification is for (ADR 0022): a challenge solved for one purpose is
 * refused for any other.
 */
export const HUMAN_CHECK_PURPOSES = [
  'register',
  'sms',
  'reset',
  'login',
  'feedback',
  'downline',
] as const;
export type HumanCheckPurpose = (typeof HUMAN_CHECK_PURPOSES)[number];

/** Why a call was refused for its human verification: none sent, or one that did not pass. */
export const HUMAN_CHECK_REASONS = ['humanCheckRequired', 'humanCheckFailed'] as const;
export type HumanCheckReason = (typeof HUMAN_CHECK_REASONS)[number];

/**
 * An ALTCHA proof-of-work challenge (altcha-lib v1): find the number below `maxnumber` whose
 * SHA-256 with `salt` is `challenge`. The salt carries the purpose and the expiry; the
 * signature is the platform's, over the challenge.
 */
export const humanCheckChallengeSchema = lazySchema(() =>
  z.object({
    algorithm: z.enum(['SHA-1', 'SHA-256', 'SHA-512']),
    challenge: z.string(),
    maxnumber: z.number().check(z.int(), z.positive()),
    salt: z.string(),
    signature: z.string(),
  }),
);
export type HumanCheckChallenge = z.infer<typeof humanCheckChallengeSchema>;

/**
 * The solved challenge a call carries in its `humanCheck` field: base64 of the JSON
 * `{algorithm, challenge, number, salt, signature}` (the ALTCHA payload). Optional in every
 * schema only so that a missing one gets the platform's own refusal (400, reason
 * `humanCheckRequired`) rather than a schema error.
 */
export const humanCheckField = () => z.optional(text(2000));

/** GET /wps/verification/challenge: a new challenge for one purpose, answerable once, for 3 minutes. */
export const humanCheckChallengeEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/verification/challenge',
    auth: 'none',
    request: z.strictObject({ purpose: z.enum(HUMAN_CHECK_PURPOSES) }),
    response: humanCheckChallengeSchema,
  }),
);
