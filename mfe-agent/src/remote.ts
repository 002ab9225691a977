import { defineRemote } from 'shared-ui/kit';

/** The agent centre's kit: its words, its query cache and its providers. */
export const agent = defineRemote({
  namespace: 'agent',
  // Its words, from the section folders (i18n/<section>/<language>.json), gathered at build
  // time (tooling/webpack/languageFilesLoader.cjs): a new folder is in every language's bundle
  // without being listed anywhere. English ships in the remote's first chunk, every other
  // language is one chunk of its own.
  languages: import.meta.languageFiles,
  // Reports are read, not watched: a minute is fresh enough, a change refetches through its key.
  staleTime: 60_000,
});
