import '../zodSetup';

import { readFileSync } from 'node:fs';

import { type AuthSetting, authSettingSchema } from 'shared-contracts';
import { z } from 'zod/mini';

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
  /** Minor units credited to a new free-play account. */
  freePlayBalance: z._default(z.number().check(z.int(), z.positive()), 200_000),
});
export type AuthBrandSection = z.infer<typeof authBrandSectionSchema>;

/** Reads the brand file's `auth` section (all defaults when it is absent). */
export const loadAuthSettings = (brandFile: string): AuthBrandSection => {
  const raw = JSON.parse(readFileSync(brandFile, 'utf8')) as { auth?: unknown };
  const parsed = authBrandSectionSchema.safeParse(raw.auth ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `Brand file ${brandFile} is invalid at auth.${issue?.path.join('.')}: ${issue?.message}`,
    );
  }
  return parsed.data;
};

/** What GET /wps/system/setting/auth answers: the sign-in buttons need a Firebase config. */
export const publicAuthSetting = (section: AuthBrandSection): AuthSetting => ({
  firebase: section.firebase,
  googleLogin: section.firebase !== null && section.googleLogin,
  facebookLogin: section.firebase !== null && section.facebookLogin,
  smsCountdownFactor: section.smsCountdownFactor,
});
