// The member centre's page `securityCenter` (centre/centreScreens.tsx finds it by this file's name).
export { SecurityCenterPage as default } from './SecurityCenterPage';
