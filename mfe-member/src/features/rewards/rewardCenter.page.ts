// The member centre's page `rewardCenter` (centre/centreScreens.tsx finds it by this file's name).
export { RewardCenterPage as default } from './RewardCenterPage';
