import { defineRemote } from 'shared-ui/kit';

import en from './i18n/languages/en';

/** The promotions remote's kit: its words, its query cache (a minute fresh) and providers. */
export const promo = defineRemote({
  namespace: 'promo',
  english: en,
  loadLanguage: (language) =>
    import(
      /* webpackChunkName: "promo-i18n-[request]" */ `./i18n/languages/${language.toLowerCase()}`
    ),
  staleTime: 60_000,
});
