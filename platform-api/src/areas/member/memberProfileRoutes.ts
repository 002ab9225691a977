import type { FastifyInstance } from 'fastify';
import {
  avatarSetEndpoint,
  chooseMemberIconEndpoint,
  memberIconEndpoint,
  memberLanguageEndpoint,
  updateMemberLanguageEndpoint,
} from 'shared-contracts';

import type { Areas } from '../../compose';
import { notFound } from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import { AVATAR_IMAGES_PATH, AVATARS, avatarSvgOf } from './profileAvatars';

/**
 * The remaining member calls of SPEC section 7: the avatar set and its images, the
 * member's icon (/wps/member/info/icon), and the language update.
 */
export const registerMemberProfileRoutes = (
  app: FastifyInstance,
  preferences: Areas['member']['preferences'],
): void => {
  registerEndpoint(app, avatarSetEndpoint, () => ({ list: [...AVATARS] }));
  registerEndpoint(app, memberIconEndpoint, ({ requireMember }) =>
    preferences.icon(requireMember().id),
  );
  registerEndpoint(app, chooseMemberIconEndpoint, ({ input, requireMember }) =>
    preferences.chooseIcon(requireMember().id, input.avatarId),
  );
  registerEndpoint(app, memberLanguageEndpoint, ({ requireMember }) =>
    preferences.language(requireMember().id),
  );
  registerEndpoint(app, updateMemberLanguageEndpoint, ({ input, requireMember }) =>
    preferences.saveLanguage(requireMember().id, input.language),
  );

  // The images are the same for everyone and never change: cached for a day.
  app.get<{ Params: { file: string } }>(`${AVATAR_IMAGES_PATH}/:file`, async (request, reply) => {
    const svg = avatarSvgOf(request.params.file.replace(/\.svg$/, ''));
    if (!svg) throw notFound('Avatar not found');
    return reply
      .header('Content-Type', 'image/svg+xml')
      .header('Cache-Control', 'public, max-age=86400')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg);
  });
};
