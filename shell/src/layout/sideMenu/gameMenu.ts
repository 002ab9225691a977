import {
  DEFAULT_ESPORTS_VASSALAGES,
  GAME_CATEGORY_ORDER,
  type GameCategory,
  type GameMenu,
  type Vendor,
} from 'shared-contracts';

/** The lobby route of each game category. */
export const CATEGORY_ROUTES: Record<GameCategory, string> = {
  ELOTT: '/elott',
  LOTT: '/lottery',
  LIVE: '/live',
  SPORTS: '/sports',
  FISH: '/fish',
  RNG: '/rng',
  PVP: '/pvp',
  ESPORTS: '/esports',
};

/** One game category of the side menu with its vendors. */
export interface GameMenuItem {
  category: GameCategory;
  /** The category's lobby (the 'all' entry). */
  route: string;
  vendors: Vendor[];
}

/**
 * The side menu's game categories: only those with vendors, in GAME_CATEGORY_ORDER, with the
 * e-sports vendors moved from SPORTS to ESPORTS by the brand's vassalage list (the default
 * list when the brand configures none).
 */
export const buildGameMenu = (
  menus: readonly GameMenu[],
  esportsVassalages: readonly string[] = [],
): GameMenuItem[] => {
  const esports = new Set<string>(
    esportsVassalages.length > 0 ? esportsVassalages : DEFAULT_ESPORTS_VASSALAGES,
  );
  const byCategory = new Map<GameCategory, Vendor[]>();
  for (const menu of menus) {
    for (const vendor of menu.vendors) {
      const category =
        menu.gameCategory === 'SPORTS' && esports.has(vendor.vassalage)
          ? 'ESPORTS'
          : menu.gameCategory;
      const vendors = byCategory.get(category) ?? [];
      // A vendor listed twice (e.g. under SPORTS and ESPORTS) shows once per category.
      if (!vendors.some((known) => known.vassalage === vendor.vassalage)) vendors.push(vendor);
      byCategory.set(category, vendors);
    }
  }
  return GAME_CATEGORY_ORDER.flatMap((category) => {
    const vendors = byCategory.get(category) ?? [];
    return vendors.length > 0 ? [{ category, route: CATEGORY_ROUTES[category], vendors }] : [];
  });
};

/** The lobby link of one vendor. */
export const vendorLink = (route: string, vassalage: string): string =>
  `${route}?${new URLSearchParams({ vassalage }).toString()}`;
