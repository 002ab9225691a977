import { createHarnessHost } from 'shared-ui/harness';

import { registerAuthI18n } from '../i18n/registerAuthI18n';

/** What the shell would give, with this remote's texts registered. */
export const harnessHost = createHarnessHost(registerAuthI18n);
