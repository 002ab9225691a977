// The member centre's page `withdraw` (centre/centreScreens.tsx finds it by this file's name).
export { WithdrawPage as default } from './WithdrawPage';
