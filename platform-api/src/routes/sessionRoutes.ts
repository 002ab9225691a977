import type { FastifyInstance } from 'fastify';
import {
  loginEndpoint,
  loginPayloadSchema,
  logoutEndpoint,
  memberInfoEndpoint,
} from 'shared-contracts';

import { createLoginService } from '../auth/loginService';
import { parseInput } from '../http/parseInput';
import { registerEndpoint } from '../http/registerEndpoint';

/** Login (encrypted body), logout and member info. */
export const registerSessionRoutes = (app: FastifyInstance): void => {
  const { platform } = app;
  const login = createLoginService(platform, platform.memberGates);

  registerEndpoint(app, loginEndpoint, ({ payload, ip }) =>
    login(parseInput(loginPayloadSchema, payload), ip),
  );

  registerEndpoint(app, logoutEndpoint, ({ token }) => {
    if (token) platform.sessions.revoke(token);
    return null;
  });

  registerEndpoint(app, memberInfoEndpoint, ({ requireMember }) =>
    platform.members.info(requireMember()),
  );
};
