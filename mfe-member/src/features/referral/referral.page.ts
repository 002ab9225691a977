// The member centre's page `referral` (centre/centreScreens.tsx finds it by this file's name).
export { ReferralPage as default } from './ReferralPage';
