import type { FastifyInstance } from 'fastify';
import {
  loginEndpoint,
  loginPayloadSchema,
  logoutEndpoint,
  memberInfoEndpoint,
} from 'shared-contracts';

import type { Areas } from '../../compose';
import { parseInput } from '../../http/parseInput';
import { registerEndpoint } from '../../http/registerEndpoint';

/** Login (encrypted body; a success sets the known-device cookie), logout and member info. */
export const registerSessionRoutes = (
  app: FastifyInstance,
  login: Areas['auth']['login'],
): void => {
  const { platform } = app;

  registerEndpoint(app, loginEndpoint, async ({ payload, ip, request, reply }) => {
    const { result, deviceCookie } = await login(parseInput(loginPayloadSchema, payload), {
      ip,
      deviceId: platform.knownDevices.read(request.headers.cookie),
      secure: request.protocol === 'https',
    });
    if (deviceCookie) reply.header('set-cookie', deviceCookie);
    return result;
  });

  registerEndpoint(app, logoutEndpoint, ({ token }) => {
    if (token) platform.sessions.revoke(token);
    return null;
  });

  registerEndpoint(app, memberInfoEndpoint, ({ requireMember }) =>
    platform.members.info(requireMember()),
  );
};
