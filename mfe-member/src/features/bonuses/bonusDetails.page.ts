// The member centre's page `bonusDetails` (centre/centreScreens.tsx finds it by this file's name).
export { BonusDetailsPage as default } from './BonusDetailsPage';
