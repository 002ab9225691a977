import {
  createRemoteJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  type JWTPayload,
  jwtVerify,
} from 'jose';
import type { FirebaseProvider } from 'shared-contracts';

import { HttpError } from '../../http/httpError';

/** SPEC section 8 words for any ID token the platform cannot accept. */
export const FIREBASE_TOKEN_MESSAGE = 'Login failure. Please try again.';

/** The `firebase.sign_in_provider` claim of each provider the site offers. */
export const SIGN_IN_PROVIDERS: Record<FirebaseProvider, string> = {
  google: 'google.com',
  facebook: 'facebook.com',
};

// Clocks of Google and this platform may differ a little; a minute is what Google's own
// libraries allow for iat.
const CLOCK_SKEW_S = 60;

/** The verified sign-in: who it is and what the token says about them. */
export interface FirebaseIdentity {
  uid: string;
  provider: FirebaseProvider;
  email: string | null;
  displayName: string | null;
}

export interface FirebaseVerifierOptions {
  projectId: string;
  /** Google's JWKS (tests serve their own). */
  jwksUrl: string;
  /** host:port of the Auth emulator: only then are its unsigned (`alg: none`) tokens accepted. */
  emulatorHost: string | null;
}

/** The one refusal of every bad token: the details go to the log, never to the client. */
export class FirebaseTokenError extends HttpError {
  constructor(readonly detail: string) {
    super(401, FIREBASE_TOKEN_MESSAGE, { captcha: false, reason: 'firebaseTokenInvalid' });
  }
}

const refuse = (detail: string): never => {
  throw new FirebaseTokenError(detail);
};

const isTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

const optionalText = (value: unknown, max: number): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : null;

/**
 * The checks Firebase documents for ID tokens, the same in both modes: issuer and audience of
 * this project, not expired, issued and authenticated in the past, a subject (the uid), and
 * signed in with the provider the site asked for.
 */
export const checkFirebaseClaims = (
  claims: JWTPayload,
  { projectId, provider, nowS }: { projectId: string; provider: FirebaseProvider; nowS: number },
): FirebaseIdentity => {
  if (claims.iss !== `https://securetoken.google.com/${projectId}`) refuse('wrong issuer');
  const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (audience.length !== 1 || audience[0] !== projectId) refuse('wrong audience');
  if (!isTime(claims.exp) || claims.exp <= nowS) refuse('expired');
  if (!isTime(claims.iat) || claims.iat > nowS + CLOCK_SKEW_S) refuse('issued in the future');
  if (!isTime(claims.auth_time) || claims.auth_time > nowS + CLOCK_SKEW_S)
    refuse('authenticated in the future');
  const uid = claims.sub;
  if (typeof uid !== 'string' || uid === '' || uid.length > 128) refuse('no subject');
  const firebase = claims.firebase as { sign_in_provider?: unknown } | undefined;
  if (firebase?.sign_in_provider !== SIGN_IN_PROVIDERS[provider]) refuse('other provider');
  return {
    uid: uid as string,
    provider,
    email: optionalText(claims.email, 100),
    displayName: optionalText(claims.name, 64),
  };
};

/**
 * Verifies Firebase ID tokens. Production tokens are RS256, signed with one of Google's keys
 * (fetched from the JWKS and cached by jose). The Auth emulator signs nothing (`alg: none`):
 * such a token passes only when the platform itself is configured with an emulator host, never
 * because of anything in the request.
 */
export const createFirebaseTokenVerifier = ({
  projectId,
  jwksUrl,
  emulatorHost,
}: FirebaseVerifierOptions) => {
  const keys = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5000 });

  const claimsOf = async (idToken: string, now: number): Promise<JWTPayload> => {
    let alg: unknown;
    try {
      alg = decodeProtectedHeader(idToken).alg;
    } catch {
      return refuse('not a JWT');
    }
    if (alg === 'none') {
      if (!emulatorHost) return refuse('unsigned token without an emulator');
      try {
        return decodeJwt(idToken);
      } catch {
        return refuse('unreadable emulator token');
      }
    }
    if (alg !== 'RS256') return refuse(`algorithm ${String(alg)}`);
    try {
      const { payload } = await jwtVerify(idToken, keys, {
        algorithms: ['RS256'],
        currentDate: new Date(now),
        // Expiry and the rest are checked below, identically for both modes.
        clockTolerance: CLOCK_SKEW_S,
      });
      return payload;
    } catch (error) {
      return refuse(`signature: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  return async (
    idToken: string,
    provider: FirebaseProvider,
    now = Date.now(),
  ): Promise<FirebaseIdentity> =>
    checkFirebaseClaims(await claimsOf(idToken, now), {
      projectId,
      provider,
      nowS: Math.floor(now / 1000),
    });
};
export type FirebaseTokenVerifier = ReturnType<typeof createFirebaseTokenVerifier>;
