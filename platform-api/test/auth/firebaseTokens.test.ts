import {
  createFirebaseTokenVerifier,
  FirebaseTokenError,
} from '../../src/areas/auth/firebaseTokens';
import { claims, PROJECT_ID, seconds, startLocalJwks, unsignedToken } from './firebaseHelpers';

describe('Firebase ID token verification', () => {
  let jwks: Awaited<ReturnType<typeof startLocalJwks>>;
  beforeAll(async () => {
    jwks = await startLocalJwks();
  });
  afterAll(() => jwks.close());

  const production = () =>
    createFirebaseTokenVerifier({ projectId: PROJECT_ID, jwksUrl: jwks.url, emulatorHost: null });
  const emulated = () =>
    createFirebaseTokenVerifier({
      projectId: PROJECT_ID,
      jwksUrl: jwks.url,
      emulatorHost: '127.0.0.1:9099',
    });

  /** Why the verifier refused (the client only ever sees the one 401 message). */
  const refusal = async (promise: Promise<unknown>): Promise<string> => {
    try {
      await promise;
    } catch (error) {
      expect(error).toBeInstanceOf(FirebaseTokenError);
      const refused = error as FirebaseTokenError;
      expect(refused.statusCode).toBe(401);
      expect(refused.message).toBe('Login failure. Please try again.');
      return refused.detail;
    }
    throw new Error('the token was accepted');
  };

  it('accepts a Google-signed token of the project and answers who signed in', async () => {
    const now = Date.now();
    const identity = await production()(await jwks.sign(claims('uid-1', now)), 'google', now);
    expect(identity).toEqual({
      uid: 'uid-1',
      provider: 'google',
      email: 'uid-1@example.com',
      displayName: 'Player uid-1',
    });
  });

  it('accepts a Facebook sign-in only when Facebook was asked for', async () => {
    const token = await jwks.sign(claims('uid-2', Date.now(), {}, 'facebook.com'));
    await expect(production()(token, 'facebook')).resolves.toMatchObject({ uid: 'uid-2' });
    expect(await refusal(production()(token, 'google'))).toBe('other provider');
  });

  it.each([
    ['another project as audience', { aud: 'demo-other' }, 'wrong audience'],
    ['another issuer', { iss: 'https://securetoken.google.com/demo-other' }, 'wrong issuer'],
    ['an expiry in the past', { exp: seconds(Date.now()) - 5 }, 'expired'],
    ['an issue time in the future', { iat: seconds(Date.now()) + 600 }, 'issued in the future'],
    [
      'an authentication in the future',
      { auth_time: seconds(Date.now()) + 600 },
      'authenticated in the future',
    ],
    ['an empty subject', { sub: '' }, 'no subject'],
    ['no sign-in provider', { firebase: {} }, 'other provider'],
  ])('refuses a signed token with %s', async (_name, overrides, detail) => {
    const token = await jwks.sign(claims('uid-3', Date.now(), overrides));
    expect(await refusal(production()(token, 'google'))).toBe(detail);
  });

  it('refuses a token signed with a key Google does not publish', async () => {
    const token = await jwks.signAsStranger(claims('uid-4'));
    expect(await refusal(production()(token, 'google'))).toMatch(/^signature/);
  });

  it('refuses an unsigned (emulator) token when no emulator is configured', async () => {
    expect(await refusal(production()(unsignedToken(claims('uid-5')), 'google'))).toBe(
      'unsigned token without an emulator',
    );
  });

  it('refuses what is not a JWT at all, and other algorithms', async () => {
    expect(await refusal(production()('not-a-token', 'google'))).toBe('not a JWT');
    const hs256 = [
      Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url'),
      Buffer.from(JSON.stringify(claims('uid-6'))).toString('base64url'),
      'c2ln',
    ].join('.');
    expect(await refusal(production()(hs256, 'google'))).toBe('algorithm HS256');
  });

  it('accepts the emulator token with an emulator configured, with the same claim checks', async () => {
    await expect(emulated()(unsignedToken(claims('uid-7')), 'google')).resolves.toMatchObject({
      uid: 'uid-7',
    });
    expect(
      await refusal(emulated()(unsignedToken(claims('uid-7', Date.now(), { aud: 'x' })), 'google')),
    ).toBe('wrong audience');
    expect(
      await refusal(
        emulated()(unsignedToken(claims('uid-7', Date.now(), {}, 'facebook.com')), 'google'),
      ),
    ).toBe('other provider');
  });
});
