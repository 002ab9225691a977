import { createPlatformClient, memberInfoEndpoint } from 'shared-contracts';
import { createHarnessHost } from 'shared-ui/harness';

import { registerLobbyI18n } from '../i18n/registerLobbyI18n';

/** What the shell would give, with this remote's texts registered. */
export const harnessHost = createHarnessHost(registerLobbyI18n);

/**
 * Signs the harness in with the token in sessionStorage (log in on the platform and paste the
 * token there): the shell would do this after its login modal.
 */
export const harnessLogIn = async (): Promise<void> => {
  const client = createPlatformClient({
    baseUrl: harnessHost.config.apiBaseUrl,
    getToken: () => harnessHost.getToken(),
  });
  const member = await client.call(memberInfoEndpoint, {});
  harnessHost.bus.session.set({ status: 'member', member });
};

// The shell answers OpenLogin with its modal; the harness tries the stored token instead.
harnessHost.bus.on('OpenLogin').subscribe(() => void harnessLogIn().catch(() => undefined));
