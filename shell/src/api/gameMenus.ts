import { useQuery } from '@tanstack/react-query';
import { gameMenusEndpoint, type Language } from 'shared-contracts';

import { usePlatformClient } from './PlatformClientProvider';

/** Query keys of the game menus, by language. */
export const gameMenuKeys = {
  all: ['gameMenus'] as const,
  language: (language: Language) => [...gameMenuKeys.all, language] as const,
};

/** Game categories with their vendors (/lgw/games/game_menus). */
export const useGameMenus = (language: Language) => {
  const client = usePlatformClient();
  return useQuery({
    queryKey: gameMenuKeys.language(language),
    queryFn: ({ signal }) => client.call(gameMenusEndpoint, { language }, { signal }),
  });
};
