import { defineRemote } from 'shared-ui/kit';

import en from './i18n/languages/en';

/** The agent centre's kit: its words, its query cache and its providers. */
export const agent = defineRemote({
  namespace: 'agent',
  english: en,
  loadLanguage: (language) =>
    import(
      /* webpackChunkName: "agent-i18n-[request]" */ `./i18n/languages/${language.toLowerCase()}`
    ),
  // Reports are read, not watched: a minute is fresh enough, a change refetches through its key.
  staleTime: 60_000,
});
