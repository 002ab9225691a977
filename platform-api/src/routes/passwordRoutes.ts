import type { FastifyInstance } from 'fastify';
import {
  changePasswordEndpoint,
  changePasswordPayloadSchema,
  passwordByPhonePayloadSchema,
  passwordEmailEndpoint,
  passwordVerificationEndpoint,
} from 'shared-contracts';

import { createPasswordService } from '../auth/passwords';
import { parseInput } from '../http/parseInput';
import { registerEndpoint } from '../http/registerEndpoint';

/** Forgot password (email, phone) and change password. */
export const registerPasswordRoutes = (app: FastifyInstance): void => {
  const passwords = createPasswordService(app.platform);

  registerEndpoint(app, passwordEmailEndpoint, ({ input, ip }) => {
    passwords.byEmail(input.username, input.email, ip);
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
