import { createHash } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import type { HumanCheckChallenge, HumanCheckPurpose } from 'shared-contracts';

/**
 * Solves a challenge the way altcha-lib's solver does in the site's worker (SHA-256 of salt and
 * number, from 0 up, until it is the challenge), with Node's synchronous hashing, which is several
 * times faster here than the library's Web Crypto loop, and answers the payload a call carries
 * in `humanCheck`. Journey tests (e2e) solve in the browser with the library itself.
 */
export const solveHumanCheck = (challenge: HumanCheckChallenge): string => {
  const { algorithm, challenge: hash, salt, signature, maxnumber } = challenge;
  const digest = algorithm.replace('-', '').toLowerCase();
  for (let number = 0; number <= maxnumber; number += 1) {
    if (createHash(digest).update(`${salt}${number}`).digest('hex') === hash) {
      return Buffer.from(
        JSON.stringify({ algorithm, challenge: hash, number, salt, signature }),
      ).toString('base64');
    }
  }
  throw new Error('the challenge has no solution below its maxnumber');
};

/** Fetches a challenge for a purpose from an address (as the site does) and solves it. */
export const solvedHumanCheck = async (
  app: FastifyInstance,
  purpose: HumanCheckPurpose,
  ip = '127.0.0.1',
): Promise<string> => {
  const response = await app.inject({
    method: 'GET',
    url: `/wps/verification/challenge?purpose=${purpose}`,
    remoteAddress: ip,
  });
  if (response.statusCode !== 200) throw new Error(`challenge: ${response.body}`);
  return solveHumanCheck((response.json() as { value: HumanCheckChallenge }).value);
};
