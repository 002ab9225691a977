export * from './PromotionBadges';
export * from './PromotionCard';
export * from './PromotionList';
export * from './PromotionPeriod';
export * from './PromotionsScreen';
export * from './useSelectedCategory';
