import { z } from 'zod/mini';

import { lazySchema } from '../lazySchema';
import { emptyRequestSchema } from './common';
import { defineEndpoint } from './endpoint';

/*
 * Avatars (SPEC section 7's "avatar" and /wps/member/info/icon): the brand's set of
 * avatar images the platform serves, and each member's choice, which the header shows instead
 * of the nickname's initial.
 */

/** An avatar's id: `a01` to `a99`. */
export const avatarIdSchema = lazySchema(() =>
  z.string().check(z.regex(/^a\d{2}$/, 'must be an avatar id')),
);
export type AvatarId = z.infer<typeof avatarIdSchema>;

/** One avatar of the set: its id and where its image is served. */
export const avatarSchema = lazySchema(() =>
  z.object({
    id: avatarIdSchema,
    /** A path on the platform (an SVG image). */
    url: z.string(),
  }),
);
export type Avatar = z.infer<typeof avatarSchema>;

/** GET /wps/member/avatar: the avatar set, in the order the chooser shows it. */
export const avatarSetEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/member/avatar',
    auth: 'none',
    request: emptyRequestSchema,
    response: z.object({ list: z.array(avatarSchema) }),
  }),
);

/** The member's icon: the chosen avatar, or none yet (the header shows the initial). */
export const memberIconSchema = lazySchema(() => z.object({ avatar: z.nullable(avatarSchema) }));
export type MemberIcon = z.infer<typeof memberIconSchema>;

/** GET /wps/member/info/icon: the caller's chosen avatar. */
export const memberIconEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/member/info/icon',
    auth: 'token',
    request: emptyRequestSchema,
    response: memberIconSchema,
  }),
);

/** PUT /wps/member/info/icon: chooses an avatar of the set (400 for an id not in it). */
export const chooseMemberIconEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'PUT',
    path: '/wps/member/info/icon',
    auth: 'token',
    request: z.strictObject({ avatarId: avatarIdSchema }),
    response: memberIconSchema,
  }),
);
