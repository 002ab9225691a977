import i18next, { type i18n } from 'i18next';
import { EventBus, type HostContext } from 'shared-contracts';

import { initSharedI18n } from './initSharedI18n';

/** The local reference platform and its development payload secret (platform-api config). */
const DEV_PLATFORM = 'http://localhost:4000';
const DEV_PAYLOAD_SECRET = 'dev-payload-secret-change-me';
const TOKEN_KEY = 'token';

/**
 * What the shell would give a remote, for `pnpm --filter <remote> dev`: one bus, the local
 * platform, the token in sessionStorage, and i18next initialised the way the shell does it with
 * the remote's namespace registered. Language and theme follow the bus, as in the shell.
 */
export const createHarnessHost = (registerNamespace: (instance: i18n) => unknown): HostContext => {
  const host: HostContext = {
    bus: new EventBus(),
    config: {
      apiBaseUrl: DEV_PLATFORM,
      wsPath: '/wps/ws',
      registryUrl: '',
      payloadSecret: DEV_PAYLOAD_SECRET,
    },
    getToken: () => sessionStorage.getItem(TOKEN_KEY),
    setToken: (token) =>
      token ? sessionStorage.setItem(TOKEN_KEY, token) : sessionStorage.removeItem(TOKEN_KEY),
  };
  initSharedI18n();
  void registerNamespace(i18next);
  host.bus.language.value$.subscribe((language) => void i18next.changeLanguage(language));
  host.bus.theme.value$.subscribe((theme) => {
    document.documentElement.dataset.theme = theme;
  });
  return host;
};
