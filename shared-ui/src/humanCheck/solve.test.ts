import { createHash, webcrypto } from 'node:crypto';

import { expiryOf, payloadOf, solveInWorker, solveProofOfWork } from './solve';

const salt = 'a1b2c3?expires=1900000000&purpose=register&id=x&a=y&';
const challengeFor = (number: number) => ({
  algorithm: 'SHA-256' as const,
  challenge: createHash('sha256').update(`${salt}${number}`).digest('hex'),
  maxnumber: 5_000,
  salt,
  signature: 'sig',
});

beforeAll(() => {
  if (!globalThis.crypto?.subtle)
    Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
});

describe('the proof of work', () => {
  it('finds the number whose SHA-256 with the salt is the challenge', async () => {
    const { challenge } = challengeFor(3_217);
    await expect(solveProofOfWork(challenge, salt, 'SHA-256', 5_000)).resolves.toBe(3_217);
  });

  it('answers null when no number below the maximum fits, and stops when asked', async () => {
    const { challenge } = challengeFor(4_999);
    await expect(solveProofOfWork(challenge, salt, 'SHA-256', 1_000)).resolves.toBeNull();
    await expect(
      solveProofOfWork(challenge, salt, 'SHA-256', 5_000, () => true),
    ).resolves.toBeNull();
  });

  it('solves on this thread where no worker can start (jsdom has none)', async () => {
    await expect(solveInWorker(challengeFor(42), new AbortController().signal)).resolves.toBe(42);
  });

  it('packs the payload the platform verifies and reads the expiry from the salt', () => {
    const challenge = challengeFor(7);
    expect(JSON.parse(atob(payloadOf(challenge, 7)))).toEqual({
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      number: 7,
      salt,
      signature: 'sig',
    });
    expect(expiryOf(challenge)).toBe(1_900_000_000_000);
    expect(expiryOf({ ...challenge, salt: 'plain&' })).toBeNull();
  });
});
