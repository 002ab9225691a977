import { defineRemote } from 'shared-ui/kit';

/** The lottery remote's kit: its words, its query cache and its providers. */
export const lottery = defineRemote({
  namespace: 'lottery',
  // Its words, from the section folders (i18n/<section>/<language>.json), gathered at build
  // time: a new folder is in every language's bundle without being listed anywhere. English
  // ships in the remote's first chunk, every other language is one chunk of its own.
  languages: {
    EN: import.meta.webpackContext('./i18n', { recursive: true, regExp: /^\.\/[^/]+\/en\.json$/ }),
    CN: import.meta.webpackContext('./i18n', {
      recursive: true,
      regExp: /^\.\/[^/]+\/cn\.json$/,
      mode: 'lazy-once',
      chunkName: 'lottery-i18n-cn',
    }),
    ID: import.meta.webpackContext('./i18n', {
      recursive: true,
      regExp: /^\.\/[^/]+\/id\.json$/,
      mode: 'lazy-once',
      chunkName: 'lottery-i18n-id',
    }),
    PT: import.meta.webpackContext('./i18n', {
      recursive: true,
      regExp: /^\.\/[^/]+\/pt\.json$/,
      mode: 'lazy-once',
      chunkName: 'lottery-i18n-pt',
    }),
    TH: import.meta.webpackContext('./i18n', {
      recursive: true,
      regExp: /^\.\/[^/]+\/th\.json$/,
      mode: 'lazy-once',
      chunkName: 'lottery-i18n-th',
    }),
    VI: import.meta.webpackContext('./i18n', {
      recursive: true,
      regExp: /^\.\/[^/]+\/vi\.json$/,
      mode: 'lazy-once',
      chunkName: 'lottery-i18n-vi',
    }),
  },
  // Issues and bets change every minute: keep them fresh (the issue hook polls on its own).
  staleTime: 10_000,
});
