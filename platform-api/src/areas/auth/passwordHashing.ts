import {
  randomBytes,
  scrypt as scryptCallback,
  type ScryptOptions,
  timingSafeEqual,
} from 'node:crypto';

const KEY_LENGTH = 64;
const SALT_BYTES = 16;

const scrypt = (password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    scryptCallback(password, salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

// Node's default maxmem (32 MiB) is below what N = 2^17, r = 8 needs (128 * N * r = 128 MiB).
const optionsFor = (cost: number, blockSize: number, parallelism: number): ScryptOptions => ({
  N: cost,
  r: blockSize,
  p: parallelism,
  maxmem: 256 * cost * blockSize,
});

/**
 * Hashes a password with scrypt (OWASP: N = 2^17, r = 8, p = 1, 16-byte salt). The stored form
 * carries its parameters, so a later cost increase still verifies old hashes.
 */
export const hashPassword = async (password: string, cost: number): Promise<string> => {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, optionsFor(cost, 8, 1));
  return ['scrypt', cost, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
};

/** Checks a password against a stored hash in constant time; malformed hashes never match. */
export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(
    password,
    Buffer.from(salt, 'base64'),
    optionsFor(Number(n), Number(r), Number(p)),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};
