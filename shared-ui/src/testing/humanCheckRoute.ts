import { ok } from './fakePlatform';

/** The path of the human verification's challenges (GET, with `purpose`). */
export const HUMAN_CHECK_CHALLENGE_PATH = '/wps/verification/challenge';

/**
 * A challenge a test solves at once: the number is 3 (SHA-256 of salt + "3"), and it expires
 * in 2100. The payload a form then sends is {@link TEST_HUMAN_CHECK}.
 */
export const TEST_CHALLENGE = {
  algorithm: 'SHA-256' as const,
  challenge: '3424d941f952904f54bac09cbd04de71bb0806de16b426b0a25910467e73ee57',
  maxnumber: 10,
  salt: 'testsalt?expires=4102444800&purpose=any&',
  signature: 'test-signature',
};

/** The `humanCheck` a form sends once it solved {@link TEST_CHALLENGE}. */
export const TEST_HUMAN_CHECK = btoa(
  JSON.stringify({
    algorithm: TEST_CHALLENGE.algorithm,
    challenge: TEST_CHALLENGE.challenge,
    number: 3,
    salt: TEST_CHALLENGE.salt,
    signature: TEST_CHALLENGE.signature,
  }),
);

/** The fake platform's challenge route: `{ [HUMAN_CHECK_CHALLENGE_PATH]: humanCheckRoute }`. */
export const humanCheckRoute = () => ok(TEST_CHALLENGE);
