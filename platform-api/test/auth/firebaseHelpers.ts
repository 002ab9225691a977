import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

export const PROJECT_ID = 'demo-test-brand';
export const WEB_CONFIG = {
  apiKey: 'test-api-key',
  authDomain: `${PROJECT_ID}.firebaseapp.com`,
  projectId: PROJECT_ID,
  appId: '1:123:web:abc',
};

/** Seconds since the epoch of a Date.now() value. */
export const seconds = (ms: number) => Math.floor(ms / 1000);

/** The claims of a Google sign-in of this project, issued a minute before `now`. */
export const claims = (
  uid: string,
  now = Date.now(),
  overrides: JWTPayload = {},
  provider = 'google.com',
): JWTPayload => ({
  iss: `https://securetoken.google.com/${PROJECT_ID}`,
  aud: PROJECT_ID,
  sub: uid,
  user_id: uid,
  iat: seconds(now) - 60,
  auth_time: seconds(now) - 60,
  exp: seconds(now) + 3540,
  email: `${uid}@example.com`,
  name: `Player ${uid}`,
  firebase: { sign_in_provider: provider, identities: {} },
  ...overrides,
});

/** An unsigned token as the Firebase Auth emulator issues it. */
export const unsignedToken = (payload: JWTPayload) =>
  [
    Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'),
    Buffer.from(JSON.stringify(payload)).toString('base64url'),
    '',
  ].join('.');

/**
 * Google's side of Firebase ID tokens, locally: an RSA key pair whose public half a local HTTP
 * server answers as a JWKS, and a signer. `stranger` signs with a key the JWKS does not hold.
 */
export const startLocalJwks = async () => {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const stranger = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key-1', alg: 'RS256', use: 'sig' };
  const server: Server = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const sign = (payload: JWTPayload, key = privateKey, kid = 'test-key-1') =>
    new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' }).sign(key);
  return {
    url: `http://127.0.0.1:${port}/jwks`,
    sign,
    signAsStranger: (payload: JWTPayload) => sign(payload, stranger.privateKey),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
