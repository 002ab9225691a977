// The member centre's page `transferFund` (centre/centreScreens.tsx finds it by this file's name).
export { WalletPage as default } from './WalletPage';
