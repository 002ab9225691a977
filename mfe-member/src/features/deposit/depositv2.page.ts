// The member centre's page `depositv2` (centre/centreScreens.tsx finds it by this file's name).
export { DepositPage as default } from './DepositPage';
