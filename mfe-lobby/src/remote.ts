import { defineRemote } from 'shared-ui/kit';

import { GameProviders } from './features/games/GameCards';
import en from './i18n/en.json';

/**
 * The lobby remote's kit: its words, its query cache (catalogues change rarely: half a minute
 * fresh) and providers: the game launcher and what the game cards share, around every page.
 */
export const lobby = defineRemote({
  namespace: 'lobby',
  english: en,
  loadLanguage: (language) =>
    import(/* webpackChunkName: "lobby-i18n-[request]" */ `./i18n/${language.toLowerCase()}.json`),
  staleTime: 30_000,
  Wrapper: GameProviders,
});
