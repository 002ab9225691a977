// The member centre's page `personalProfit` (centre/centreScreens.tsx finds it by this file's name).
export { ProfitPage as default } from './ProfitPage';
