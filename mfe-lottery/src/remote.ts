import { defineRemote } from 'shared-ui/kit';

import en from './i18n/languages/en';

/** The lottery remote's kit: its words, its query cache and its providers. */
export const lottery = defineRemote({
  namespace: 'lottery',
  english: en,
  loadLanguage: (language) =>
    import(
      /* webpackChunkName: "lottery-i18n-[request]" */ `./i18n/languages/${language.toLowerCase()}`
    ),
  // Issues and bets change every minute: keep them fresh (the issue hook polls on its own).
  staleTime: 10_000,
});
