import type { GameCategory, LobbyPath } from 'shared-contracts';

/** The lobby routes the shell sends to this remote (`LOBBY_PATHS`), and the category each shows. */
export const LOBBY_CATEGORIES = {
  '/rng': 'RNG',
  '/pvp': 'PVP',
  '/live': 'LIVE',
  '/fish': 'FISH',
  '/sports': 'SPORTS',
  '/esports': 'ESPORTS',
} as const satisfies Record<LobbyPath, GameCategory>;
export type LobbyCategory = (typeof LOBBY_CATEGORIES)[keyof typeof LOBBY_CATEGORIES];

/** The category of a lobby path (trailing slash and case forgiven); RNG for anything else. */
export const lobbyCategoryOf = (pathname: string): LobbyCategory => {
  const path = pathname.toLowerCase().replace(/\/+$/, '') as keyof typeof LOBBY_CATEGORIES;
  return LOBBY_CATEGORIES[path] ?? 'RNG';
};

/** Live and card games can be filtered by classification (SPEC section 3). */
export const hasClassifications = (category: LobbyCategory): boolean =>
  category === 'LIVE' || category === 'PVP';
