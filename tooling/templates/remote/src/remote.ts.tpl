import { defineRemote } from 'shared-ui/kit';

/** The {{title}} remote's kit: its words, its query cache and its providers. */
export const {{name}} = defineRemote({
  namespace: '{{name}}',
  // Its words, from the section folders (i18n/<section>/<language>.json), gathered at build
  // time: a new folder is in every language's bundle without being listed anywhere. English
  // ships in the remote's first chunk, every other language is one chunk of its own.
  languages: {
    EN: import.meta.webpackContext('./i18n', { recursive: true, regExp: /^\.\/[^/]+\/en\.json$/ }),
    CN: import.meta.webpackContext('./i18n', {
      recursive: true,
      regExp: /^\.\/[^/]+\/cn\.json$/,
      mode: 'lazy-once',
      chunkName: '{{name}}-i18n-cn',
    }),
    ID: import.meta.webpackContext('./i18n', {
      recursive: true,
      regExp: /^\.\/[^/]+\/id\.json$/,
      mode: 'lazy-once',
      chunkName: '{{name}}-i18n-id',
    }),
    PT: import.meta.webpackContext('./i18n', {
      recursive: true,
      regExp: /^\.\/[^/]+\/pt\.json$/,
      mode: 'lazy-once',
      chunkName: '{{name}}-i18n-pt',
    }),
    TH: import.meta.webpackContext('./i18n', {
      recursive: true,
      regExp: /^\.\/[^/]+\/th\.json$/,
      mode: 'lazy-once',
      chunkName: '{{name}}-i18n-th',
    }),
    VI: import.meta.webpackContext('./i18n', {
      recursive: true,
      regExp: /^\.\/[^/]+\/vi\.json$/,
      mode: 'lazy-once',
      chunkName: '{{name}}-i18n-vi',
    }),
  },
  staleTime: 30_000,
});
