import type { VendorCard, VendorLane } from 'shared-contracts';

/**
 * Moves e-sports vendors out of the SPORTS lane into an ESPORTS lane, by the brand's vassalage
 * list (SPEC section 3). The platform lists them under SPORTS; the split is the site's rule.
 */
export const splitEsports = (
  lanes: readonly VendorLane[],
  esportsVassalages: readonly string[],
  esportsTitle: string,
): VendorLane[] => {
  const esports = new Set(esportsVassalages);
  const moved: VendorCard[] = [];
  const result = lanes.map((lane): VendorLane => {
    if (lane.gameCategory !== 'SPORTS') return lane;
    const cards = lane.cards.filter((card) => {
      if (!esports.has(card.vassalage)) return true;
      moved.push(card);
      return false;
    });
    return { ...lane, cards, vendors: cards.map((card) => card.vassalage) };
  });
  const existing = result.find((lane) => lane.gameCategory === 'ESPORTS');
  if (existing) {
    const known = new Set(existing.cards.map((card) => card.vassalage));
    existing.cards = [...existing.cards, ...moved.filter((card) => !known.has(card.vassalage))];
    existing.vendors = existing.cards.map((card) => card.vassalage);
  } else if (moved.length > 0) {
    result.push({
      gameCategory: 'ESPORTS',
      title: esportsTitle,
      vendors: moved.map((card) => card.vassalage),
      cards: moved,
    });
  }
  return result.filter((lane) => lane.cards.length > 0);
};
