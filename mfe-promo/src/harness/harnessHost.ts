import { createHarnessHost } from 'shared-ui/harness';

import { registerPromoI18n } from '../i18n/registerPromoI18n';

/** What the shell would give, with this remote's texts registered. */
export const harnessHost = createHarnessHost(registerPromoI18n);
