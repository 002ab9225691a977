import type { FastifyInstance } from 'fastify';
import {
  changePasswordEndpoint,
  changePasswordPayloadSchema,
  passwordByPhonePayloadSchema,
  passwordEmailEndpoint,
  passwordResetEndpoint,
  passwordResetPayloadSchema,
  passwordVerificationEndpoint,
} from 'shared-contracts';

import type { Areas } from '../../compose';
import { parseInput } from '../../http/parseInput';
import { publicOriginOf } from '../../http/publicOrigin';
import { registerEndpoint } from '../../http/registerEndpoint';

/** Forgot password (email, phone) and change password. */
export const registerPasswordRoutes = (
  app: FastifyInstance,
  passwords: Areas['auth']['passwords'],
): void => {
  registerEndpoint(app, passwordEmailEndpoint, async ({ input, ip, request, language }) => {
    // A script sends no mail and learns nothing about accounts without solving a challenge.
    await app.platform.humanCheck.verify(input.humanCheck, 'reset', ip, app.platform.clock.now());
    // The link leads to the site the player asked from (one of the configured origins).
    const origin = publicOriginOf(request, app.platform.config.publicOrigins);
    passwords.byEmail(input.username, input.email, ip, origin, language);
    return null;
  });

  registerEndpoint(app, passwordResetEndpoint, async ({ payload, ip }) => {
    await passwords.resetByLink(parseInput(passwordResetPayloadSchema, payload), ip);
    return null;
  });

  registerEndpoint(app, passwordVerificationEndpoint, ({ payload, ip }) =>
    passwords.resetByPhone(parseInput(passwordByPhonePayloadSchema, payload), ip),
  );

  registerEndpoint(app, changePasswordEndpoint, async ({ payload, requireMember, ip }) => {
    await passwords.change(requireMember(), parseInput(changePasswordPayloadSchema, payload), ip);
    return null;
  });
};
