import { defineRemote } from 'shared-ui/kit';

/** The promotions remote's kit: its words, its query cache (a minute fresh) and providers. */
export const promo = defineRemote({
  namespace: 'promo',
  // Its words, from the section folders (i18n/<section>/<language>.json), gathered at build
  // time (tooling/webpack/languageFilesLoader.cjs): a new folder is in every language's bundle
  // without being listed anywhere. English ships in the remote's first chunk, every other
  // language is one chunk of its own.
  languages: import.meta.languageFiles,
  // Its screens were written before the folders: the promotions' words stay at the top.
  topLevel: 'promotions',
  staleTime: 60_000,
});
