// The member centre's page `personalHistoryCopy` (centre/centreScreens.tsx finds it by this file's name).
export { BettingRecordPage as default } from './BettingRecordPage';
