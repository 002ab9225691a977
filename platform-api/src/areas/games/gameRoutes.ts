import type { FastifyInstance } from 'fastify';
import {
  GAME_CATEGORY_ORDER,
  type GameCategory,
  gameListEndpoint,
  type GameMenu,
  gameMenusEndpoint,
  hotGamesEndpoint,
  inHouseGamesEndpoint,
  popularGamesEndpoint,
  type Vendor,
  type VendorLane,
  vendorsEndpoint,
  winnerRankingsEndpoint,
} from 'shared-contracts';

import type { Areas } from '../../compose';
import { registerEndpoint } from '../../http/registerEndpoint';
import { registerGameLaunchRoutes } from './gameLaunchRoutes';
import { registerGamePlayerRoutes } from './gamePlayerRoutes';
import { INHOUSE_VASSALAGE } from './inHouseGames';
import { registerInHouseRoutes } from './inHouseRoutes';
import { LANE_TITLES } from './laneTitles';

interface VendorRow {
  vassalage: string;
  name: string;
  game_type: Vendor['gameType'];
  is_hot: 0 | 1;
  is_game: Vendor['isGame'];
}

const HOT_GAMES_LIMIT = 24;
const CATEGORIES: ReadonlySet<string> = new Set(GAME_CATEGORY_ORDER);

/**
 * Game menus, vendor lanes, game lists, hot, popular, in-house games and the winner board;
 * then the member's game calls, launches and the in-house game pages, which share the
 * platform's catalogue, game sessions and round service.
 */
export const registerGameRoutes = (
  app: FastifyInstance,
  { catalog, sessions, rounds }: Areas['games'],
): void => {
  const { db, config } = app.platform;
  const vendors = db.prepare(
    'SELECT vassalage, name, game_type, is_hot, is_game FROM vendors ORDER BY sort',
  );
  const menuVendors = (): Map<GameCategory, Vendor[]> => {
    const byCategory = new Map<GameCategory, Vendor[]>();
    for (const row of vendors.all() as VendorRow[]) {
      // In-house games have their own page, not a side-menu category.
      if (row.vassalage === INHOUSE_VASSALAGE || !CATEGORIES.has(row.game_type)) continue;
      const list = byCategory.get(row.game_type) ?? [];
      list.push({
        vassalage: row.vassalage,
        name: row.name,
        smallIcon: `/assets/vendors/${row.vassalage}.svg`,
        isHot: row.is_hot,
        isGame: row.is_game,
        gameType: row.game_type,
      });
      byCategory.set(row.game_type, list);
    }
    return byCategory;
  };

  registerEndpoint(app, gameMenusEndpoint, () => {
    const byCategory = menuVendors();
    return GAME_CATEGORY_ORDER.flatMap((category): GameMenu[] => {
      const list = byCategory.get(category);
      return list ? [{ gameCategory: category, vendors: list }] : [];
    });
  });

  registerEndpoint(app, vendorsEndpoint, ({ input, language }) => {
    const byCategory = menuVendors();
    // E-sports vendors are stored under SPORTS; the site splits them by the brand's list.
    const wanted = input.gameType === 'ESPORTS' ? 'SPORTS' : input.gameType;
    const lanes = GAME_CATEGORY_ORDER.flatMap((category): VendorLane[] => {
      const cards = byCategory.get(category);
      if (!cards || (wanted && wanted !== category)) return [];
      return [
        {
          gameCategory: category,
          title: LANE_TITLES[category][language],
          vendors: cards.map((card) => card.vassalage),
          cards,
        },
      ];
    });
    return { data: { lanes } };
  });

  registerEndpoint(app, gameListEndpoint, ({ input, language }) =>
    catalog.list(input, input.pageNo, input.pageSize, language),
  );

  registerEndpoint(app, hotGamesEndpoint, ({ input, language }) => ({
    list: catalog.hot(input, HOT_GAMES_LIMIT, language),
  }));

  registerEndpoint(app, popularGamesEndpoint, ({ input, language }) => ({
    list: catalog.popular(input.count, language),
  }));

  registerEndpoint(app, inHouseGamesEndpoint, ({ language }) => ({
    list: catalog.list({ gameType: 'INHOUSE' }, 1, 100, language).games,
  }));

  registerEndpoint(app, winnerRankingsEndpoint, ({ input, language }) => ({
    list: catalog.winners(input.count, language),
    currency: config.brand.currency,
  }));

  registerGamePlayerRoutes(app, catalog);
  registerGameLaunchRoutes(app, catalog, sessions);
  registerInHouseRoutes(app, catalog, sessions, rounds);
};
