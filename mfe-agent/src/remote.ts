import { defineRemote } from 'shared-ui/kit';

/** The agent centre's kit: its words, its query cache and its providers. */
export const agent = defineRemote({
  namespace: 'agent',
  // Its words, from the section folders (i18n/<section>/<language>.json), gathered at build
  // time: a new folder is in every language's bundle without being listed anywhere. English
  // ships in the remote's first chunk, every other language is one chunk of its own.
  languages: {
    EN: import.meta.webpackContext('./i18n', { recursive: true, regExp: /^\.\/[^/]+\/en\.json$/ }),
    CN: import.meta.webpackContext('./i18n', {
      recursive: true,
      regExp: /^\.\/[^/]+\/cn\.json$/,
      mode: 'lazy-once',
      chunkName: 'agent-i18n-cn',
    }),
    ID: import.meta.webpackContext('./i18n', {
      recursive: true,
      regExp: /^\.\/[^/]+\/id\.json$/,
      mode: 'lazy-once',
      chunkName: 'agent-i18n-id',
    }),
    PT: import.meta.webpackContext('./i18n', {
      recursive: true,
      regExp: /^\.\/[^/]+\/pt\.json$/,
      mode: 'lazy-once',
      chunkName: 'agent-i18n-pt',
    }),
    TH: import.meta.webpackContext('./i18n', {
      recursive: true,
      regExp: /^\.\/[^/]+\/th\.json$/,
      mode: 'lazy-once',
      chunkName: 'agent-i18n-th',
    }),
    VI: import.meta.webpackContext('./i18n', {
      recursive: true,
      regExp: /^\.\/[^/]+\/vi\.json$/,
      mode: 'lazy-once',
      chunkName: 'agent-i18n-vi',
    }),
  },
  // Reports are read, not watched: a minute is fresh enough, a change refetches through its key.
  staleTime: 60_000,
});
