// The member centre's page `transactionHistory` (centre/centreScreens.tsx finds it by this file's name).
export { AccountRecordPage as default } from './AccountRecordPage';
