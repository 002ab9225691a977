import { defineRemote } from 'shared-ui/kit';

/** The lottery remote's kit: its words, its query cache and its providers. */
export const lottery = defineRemote({
  namespace: 'lottery',
  // Its words, from the section folders (i18n/<section>/<language>.json), gathered at build
  // time (tooling/webpack/languageFilesLoader.cjs): a new folder is in every language's bundle
  // without being listed anywhere. English ships in the remote's first chunk, every other
  // language is one chunk of its own.
  languages: import.meta.languageFiles,
  // Issues and bets change every minute: keep them fresh (the issue hook polls on its own).
  staleTime: 10_000,
});
