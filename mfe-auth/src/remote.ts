import { defineRemote } from 'shared-ui/kit';

import en from './i18n/en.json';

/** This remote's i18next namespace (ARCHITECTURE rule 7: each area owns its words). */
export const AUTH_NAMESPACE = 'auth';

/**
 * The auth remote's kit: its words, its query cache (brand settings change rarely: five minutes
 * fresh) and providers.
 */
export const auth = defineRemote({
  namespace: AUTH_NAMESPACE,
  english: en,
  loadLanguage: (language) =>
    import(/* webpackChunkName: "auth-i18n-[request]" */ `./i18n/${language.toLowerCase()}.json`),
  staleTime: 5 * 60_000,
});
