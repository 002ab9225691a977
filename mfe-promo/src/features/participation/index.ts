export { ParticipationAction } from './ParticipationAction';
export { PromotionParticipation } from './PromotionParticipation';
