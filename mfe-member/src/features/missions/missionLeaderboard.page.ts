// The member centre's page `missionLeaderboard` (centre/centreScreens.tsx finds it by this file's name).
export { MissionLeaderboardPage as default } from './MissionLeaderboardPage';
