import { defineRemote } from 'shared-ui/kit';

import en from './i18n/en.json';

/** The promotions remote's kit: its words, its query cache (a minute fresh) and providers. */
export const promo = defineRemote({
  namespace: 'promo',
  english: en,
  loadLanguage: (language) =>
    import(/* webpackChunkName: "promo-i18n-[request]" */ `./i18n/${language.toLowerCase()}.json`),
  staleTime: 60_000,
});
