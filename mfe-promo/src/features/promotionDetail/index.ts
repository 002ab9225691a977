export * from './PromotionDetailScreen';
