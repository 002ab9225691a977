import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, EventBus, type HostContext } from 'shared-contracts';

import { registerAuthI18n } from '../i18n/registerAuthI18n';

/** What the shell would give: one bus, the local platform, the token in sessionStorage. */
export const harnessHost: HostContext = {
  bus: new EventBus(),
  config: {
    apiBaseUrl: 'http://localhost:4000',
    wsPath: '/wps/ws',
    registryUrl: '',
    // The platform's development secret (platform-api/src/config.ts).
    payloadSecret: 'dev-payload-secret-change-me',
  },
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
registerAuthI18n(i18next);

harnessHost.bus.language.value$.subscribe((language) => void i18next.changeLanguage(language));
harnessHost.bus.theme.value$.subscribe((theme) => {
  document.documentElement.dataset.theme = theme;
});
