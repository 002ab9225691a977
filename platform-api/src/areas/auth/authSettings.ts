import '../../zodSetup';

import { readFileSync } from 'node:fs';

import {
  type AuthSetting,
  authSettingSchema,
  DEFAULT_IDLE_MINUTES,
  firebaseConfigSchema,
} from 'shared-contracts';
import { z } from 'zod/mini';

import type { FirebaseAuthConfig } from '../../config';

/**
 * The `auth` section of the brand file: Firebase sign-in and the SMS countdown factor the
 * site reads, plus the demo balance of a free-play account. Read here rather than through the
 * brand schema so the accounts area can grow its settings without touching the core loader.
 */
export const authBrandSectionSchema = z.object({
  firebase: z._default(authSettingSchema.shape.firebase, null),
  googleLogin: z._default(z.boolean(), false),
  facebookLogin: z._default(z.boolean(), false),
  smsCountdownFactor: z._default(authSettingSchema.shape.smsCountdownFactor, 1),
  /** Minutes without activity after which a session ends (the site warns a minute before). */
  idleMinutes: z._default(
    z.number().check(z.int(), z.gte(2), z.lte(24 * 60)),
    DEFAULT_IDLE_MINUTES,
  ),
  /** Minor units credited to a new free-play account. */
  freePlayBalance: z._default(z.number().check(z.int(), z.positive()), 200_000),
});
export type AuthBrandSection = z.infer<typeof authBrandSectionSchema>;

/** The brand's auth section as the platform runs it: plus the Firebase Auth emulator, if any. */
export type AuthSettings = AuthBrandSection & {
  /** http://host:port of the Firebase Auth emulator (FIREBASE_AUTH_EMULATOR_HOST), or null. */
  firebaseEmulatorUrl: string | null;
};

const webConfigOverride = (json: string) => {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new Error('FIREBASE_WEB_CONFIG must be JSON');
  }
  const parsed = firebaseConfigSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `FIREBASE_WEB_CONFIG is invalid at ${issue?.path.join('.')}: ${issue?.message}`,
    );
  }
  return parsed.data;
};

/**
 * Reads the brand file's `auth` section (all defaults when it is absent). FIREBASE_WEB_CONFIG
 * replaces its Firebase config (a local run or the e2e run against the Auth emulator).
 */
export const loadAuthSettings = (
  brandFile: string,
  firebase: Pick<FirebaseAuthConfig, 'emulatorHost' | 'webConfigOverride'> = {
    emulatorHost: null,
    webConfigOverride: null,
  },
): AuthSettings => {
  const raw = JSON.parse(readFileSync(brandFile, 'utf8')) as { auth?: unknown };
  const parsed = authBrandSectionSchema.safeParse(raw.auth ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `Brand file ${brandFile} is invalid at auth.${issue?.path.join('.')}: ${issue?.message}`,
    );
  }
  return {
    ...parsed.data,
    ...(firebase.webConfigOverride
      ? { firebase: webConfigOverride(firebase.webConfigOverride) }
      : {}),
    firebaseEmulatorUrl: firebase.emulatorHost ? `http://${firebase.emulatorHost}` : null,
  };
};

/** What GET /wps/system/setting/auth answers: the sign-in buttons need a Firebase config. */
export const publicAuthSetting = (settings: AuthSettings): AuthSetting => ({
  firebase: settings.firebase,
  googleLogin: settings.firebase !== null && settings.googleLogin,
  facebookLogin: settings.firebase !== null && settings.facebookLogin,
  smsCountdownFactor: settings.smsCountdownFactor,
  idleMinutes: settings.idleMinutes,
  ...(settings.firebase && settings.firebaseEmulatorUrl
    ? { firebaseEmulatorUrl: settings.firebaseEmulatorUrl }
    : {}),
});
