import { defineRemote } from 'shared-ui/kit';

import en from './i18n/en.json';

/** The {{title}} remote's kit: its words, its query cache and its providers. */
export const {{name}} = defineRemote({
  namespace: '{{name}}',
  english: en,
  loadLanguage: (language) =>
    import(/* webpackChunkName: "{{name}}-i18n-[request]" */ `./i18n/${language.toLowerCase()}.json`),
  staleTime: 30_000,
});
