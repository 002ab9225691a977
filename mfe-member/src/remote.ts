import { defineRemote } from 'shared-ui/kit';

import en from './i18n/languages/en';

/** The member remote's kit: its words, its query cache and its providers. */
export const member = defineRemote({
  namespace: 'member',
  english: en,
  loadLanguage: (language) =>
    import(
      /* webpackChunkName: "member-i18n-[request]" */ `./i18n/languages/${language.toLowerCase()}`
    ),
  // Balances and order statuses change under the player's eyes: keep them fresh.
  staleTime: 10_000,
});
