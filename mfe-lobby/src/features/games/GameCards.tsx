import type { TFunction } from 'i18next';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from 'shared-contracts';

import { useFavouriteIds, useFavouriteToggle } from '../../api/favourites';
import { useRequireLogin } from './useRequireLogin';

/**
 * What every game card of a list shares: the lobby's words, the member's favourites and the
 * heart's toggle, asked once per list rather than once per card. A lobby shows 40 to 100 cards:
 * per card, the hooks cost the server render and the browser's hydration more than the cards
 * themselves (docs/performance.md, "Site server"). Each list of cards (a row, the lobby's grid,
 * a vendor's games) provides it, so a page without cards (the game frame) downloads none of it.
 */
export interface GameCardsValue {
  t: TFunction<'lobby'>;
  /** The member's favourite node ids; undefined for a guest or while they load. */
  favouriteIds: ReadonlySet<string> | undefined;
  /** Adds or removes a favourite; a guest logs in first and the toggle goes through after. */
  toggleFavourite: (game: Game, favourite: boolean) => void;
}

const GameCardsContext = createContext<GameCardsValue | null>(null);

/** The cards' shared value of the nearest list; throws outside a `GameCardsProvider`. */
export const useGameCards = (): GameCardsValue => {
  const value = useContext(GameCardsContext);
  if (!value) throw new Error('useGameCards must be used inside a GameCardsProvider.');
  return value;
};

/** Around a list of game cards. */
export const GameCardsProvider = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation('lobby');
  const { data: favouriteIds } = useFavouriteIds();
  const { mutate } = useFavouriteToggle();
  const requireLogin = useRequireLogin();
  const value = useMemo<GameCardsValue>(
    () => ({
      t,
      favouriteIds,
      toggleFavourite: (game, favourite) => requireLogin(() => mutate({ game, favourite })),
    }),
    [t, favouriteIds, mutate, requireLogin],
  );
  return <GameCardsContext.Provider value={value}>{children}</GameCardsContext.Provider>;
};
