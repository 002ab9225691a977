import { lazySchema } from '../lazySchema';
import { registerSettingSchema } from '../registration/rules';
import { emptyRequestSchema } from './common';
import { defineEndpoint } from './endpoint';

/** GET /wps/system/setting/register */
export const registerSettingEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/system/setting/register',
    auth: 'none',
    request: emptyRequestSchema,
    response: registerSettingSchema,
  }),
);
