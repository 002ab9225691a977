import type { FastifyInstance } from 'fastify';
import {
  affiliateEndpoint,
  authSettingEndpoint,
  countryCodesEndpoint,
  memberRegisterEndpoint,
  memberRegisterMobileEndpoint,
} from 'shared-contracts';

import type { Areas } from '../../compose';
import { HttpError } from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import { publicAuthSetting } from './authSettings';
import { INVALID_INVITATION_MESSAGE } from './registration';

/** Registration by username and by mobile, invitation codes, dialling codes, auth settings. */
export const registerRegistrationRoutes = (
  app: FastifyInstance,
  register: Areas['auth']['registration'],
): void => {
  const { platform } = app;
  const { brand } = platform.config;

  registerEndpoint(app, memberRegisterEndpoint, ({ payload, ip }) =>
    register('username', payload, ip, platform.clock.now()),
  );
  registerEndpoint(app, memberRegisterMobileEndpoint, ({ payload, ip }) =>
    register('mobile', payload, ip, platform.clock.now()),
  );

  registerEndpoint(app, affiliateEndpoint, ({ input }) => {
    const affiliate = platform.invitationCodes.resolve(input.code, input.domain);
    if (!affiliate) {
      throw new HttpError(404, INVALID_INVITATION_MESSAGE, { key: 'invitation_code_error' });
    }
    return { code: affiliate.code, agentNickname: affiliate.nickname };
  });

  registerEndpoint(app, countryCodesEndpoint, () => ({ list: brand.registration.countries }));

  const authSetting = publicAuthSetting(platform.authSettings);
  registerEndpoint(app, authSettingEndpoint, () => authSetting);
};
