import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  createPlatformClient,
  DEFAULT_LANGUAGE,
  EventBus,
  type HostContext,
  memberInfoEndpoint,
} from 'shared-contracts';

import { registerLobbyI18n } from '../i18n/registerLobbyI18n';

const API = 'http://localhost:4000';

/** What the shell would give: one bus, the local platform, the token from sessionStorage. */
export const harnessHost: HostContext = {
  bus: new EventBus(),
  config: { apiBaseUrl: API, wsPath: '/wps/ws', registryUrl: '', payloadSecret: 'dev' },
  getToken: () => sessionStorage.getItem('token'),
  setToken: (token) =>
    token ? sessionStorage.setItem('token', token) : sessionStorage.removeItem('token'),
};

// The shell owns i18next on the real site; alone, the harness initialises it the same way.
void i18next.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  resources: {},
  interpolation: { escapeValue: false },
  initAsync: false,
});
registerLobbyI18n(i18next);

harnessHost.bus.language.value$.subscribe((language) => {
  void i18next.changeLanguage(language);
});
harnessHost.bus.theme.value$.subscribe((theme) => {
  document.documentElement.dataset.theme = theme;
});

/**
 * Signs the harness in with the token in sessionStorage (log in on the platform and paste the
 * token there): the shell would do this after its login modal.
 */
export const harnessLogIn = async (): Promise<void> => {
  const client = createPlatformClient({ baseUrl: API, getToken: () => harnessHost.getToken() });
  const member = await client.call(memberInfoEndpoint, {});
  harnessHost.bus.session.set({ status: 'member', member });
};

// The shell answers OpenLogin with its modal; the harness tries the stored token instead.
harnessHost.bus.on('OpenLogin').subscribe(() => void harnessLogIn().catch(() => undefined));
