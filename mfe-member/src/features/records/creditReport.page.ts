// The member centre's page `creditReport` (centre/centreScreens.tsx finds it by this file's name).
export { CreditReportPage as default } from './CreditReportPage';
