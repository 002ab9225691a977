import { defineRemote } from 'shared-ui/kit';

import en from './i18n/en.json';

/** The lottery remote's kit: its words, its query cache and its providers. */
export const lottery = defineRemote({
  namespace: 'lottery',
  english: en,
  loadLanguage: (language) =>
    import(
      /* webpackChunkName: "lottery-i18n-[request]" */ `./i18n/${language.toLowerCase()}.json`
    ),
  staleTime: 30_000,
});
