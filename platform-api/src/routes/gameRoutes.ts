import type { FastifyInstance } from 'fastify';
import {
  GAME_CATEGORY_ORDER,
  type GameMenu,
  gameMenusEndpoint,
  type Vendor,
} from 'shared-contracts';

import { registerEndpoint } from '../http/registerEndpoint';

interface VendorRow {
  vassalage: string;
  name: string;
  game_type: Vendor['gameType'];
  is_hot: 0 | 1;
  is_game: Vendor['isGame'];
}

/** Game menus: one group per category that has vendors, in the side menu's order. */
export const registerGameRoutes = (app: FastifyInstance): void => {
  const vendors = app.platform.db.prepare(
    'SELECT vassalage, name, game_type, is_hot, is_game FROM vendors ORDER BY sort',
  );
  registerEndpoint(app, gameMenusEndpoint, () => {
    const byCategory = new Map<string, Vendor[]>();
    for (const row of vendors.all() as VendorRow[]) {
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
    return GAME_CATEGORY_ORDER.flatMap((category): GameMenu[] => {
      const list = byCategory.get(category);
      return list ? [{ gameCategory: category, vendors: list }] : [];
    });
  });
};
