import { defineRemote } from 'shared-ui/kit';

/** The {{title}} remote's kit: its words, its query cache and its providers. */
export const {{name}} = defineRemote({
  namespace: '{{name}}',
  // Its words, from the section folders (i18n/<section>/<language>.json), gathered at build
  // time (tooling/webpack/languageFilesLoader.cjs): a new folder is in every language's bundle
  // without being listed anywhere. English ships in the remote's first chunk, every other
  // language is one chunk of its own.
  languages: import.meta.languageFiles,
  staleTime: 30_000,
});
