// The member centre's page `responsibleGaming` (centre/centreScreens.tsx finds it by this file's name).
export { ResponsibleGamingPage as default } from './ResponsibleGamingPage';
