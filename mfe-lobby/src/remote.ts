import { defineRemote } from 'shared-ui/kit';

import { GameLauncherProvider } from './features/games/GameLauncher';
import en from './i18n/en.json';

/**
 * The lobby remote's kit: its words, its query cache (catalogues change rarely: half a minute
 * fresh) and providers, with the game launcher around every page.
 */
export const lobby = defineRemote({
  namespace: 'lobby',
  english: en,
  loadLanguage: (language) =>
    import(/* webpackChunkName: "lobby-i18n-[request]" */ `./i18n/${language.toLowerCase()}.json`),
  staleTime: 30_000,
  Wrapper: GameLauncherProvider,
});
