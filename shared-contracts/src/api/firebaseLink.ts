import { z } from 'zod/mini';

import { encryptedBodySchema } from '../crypto/encryptedBody';
import { lazySchema } from '../lazySchema';
import { text } from './common';
import { defineEndpoint } from './endpoint';
import { loginResultSchema } from './session';

/** The social sign-in providers of the login popup. */
export const firebaseProviderSchema = lazySchema(() => z.enum(['google', 'facebook']));
export type FirebaseProvider = z.infer<typeof firebaseProviderSchema>;

/**
 * A Firebase account that is not linked to a member yet. The ticket (short-lived, single use)
 * stands for the verified Firebase sign-in in the link and register calls that follow.
 */
export const firebaseLinkRequiredSchema = lazySchema(() =>
  z.object({
    linkRequired: z.literal(true),
    ticket: z.string(),
    provider: firebaseProviderSchema,
    /** From the ID token, to show which Google or Facebook account is being linked. */
    email: z.nullable(z.string()),
    displayName: z.nullable(z.string()),
    /** Seconds the ticket stays valid. */
    expiresIn: z.number().check(z.int(), z.positive()),
  }),
);
export type FirebaseLinkRequired = z.infer<typeof firebaseLinkRequiredSchema>;

/** A linked Firebase account logs in (a login result); an unlinked one must link first. */
export const firebaseSignInResultSchema = lazySchema(() =>
  z.union([loginResultSchema, firebaseLinkRequiredSchema]),
);
export type FirebaseSignInResult = z.infer<typeof firebaseSignInResultSchema>;

/** Why a Firebase sign-in, link or registration was refused (the site shows its own words). */
export const FIREBASE_REFUSAL_REASONS = [
  /** The ID token is not a valid Firebase sign-in of this brand and provider. */
  'firebaseTokenInvalid',
  /** The link ticket expired or was already used: sign in with the provider again. */
  'linkTicketInvalid',
  /** The member already has another account of this provider linked. */
  'memberAlreadyLinked',
  /** The Firebase account got linked meanwhile (e.g. in another tab). */
  'firebaseAlreadyLinked',
] as const;
export type FirebaseRefusalReason = (typeof FIREBASE_REFUSAL_REASONS)[number];

/** POST /wps/session/login/firebase: sign-in with a Firebase ID token (Google, Facebook). */
export const firebaseLoginEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/session/login/firebase',
    auth: 'none',
    request: z.strictObject({
      idToken: text(4096).check(z.minLength(1)),
      provider: firebaseProviderSchema,
    }),
    response: firebaseSignInResultSchema,
  }),
);

/** What the link call sends, inside the encrypted body: the ticket and the member's login. */
export const firebaseLinkPayloadSchema = lazySchema(() =>
  z.strictObject({
    ticket: text(128).check(z.minLength(1)),
    username: text(64),
    password: text(128),
    captcha: z.optional(text(16)),
    captchaId: z.optional(text(64)),
    /** The solved human verification (purpose `login`), asked for as at login. */
    humanCheck: z.optional(text(2000)),
  }),
);
export type FirebaseLinkPayload = z.infer<typeof firebaseLinkPayloadSchema>;

/**
 * POST /wps/session/login/firebase/link (encrypted): links the ticket's Firebase account to an
 * existing member, for good, and logs in. Refusals and throttling are those of the login.
 */
export const firebaseLinkEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/session/login/firebase/link',
    auth: 'none',
    body: 'encrypted',
    request: encryptedBodySchema,
    payload: firebaseLinkPayloadSchema,
    response: loginResultSchema,
  }),
);

/**
 * POST /wps/session/login/firebase/register: a new member linked, for good, to the ticket's
 * Firebase account, then logged in. The username follows the registration rules; the account
 * has no password (it signs in with its provider).
 */
export const firebaseRegisterEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/session/login/firebase/register',
    auth: 'none',
    request: z.strictObject({ ticket: text(128).check(z.minLength(1)), username: text(64) }),
    response: loginResultSchema,
  }),
);
