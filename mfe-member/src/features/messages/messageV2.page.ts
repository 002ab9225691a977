// The member centre's page `messageV2` (centre/centreScreens.tsx finds it by this file's name).
export { MessagesPage as default } from './MessagesPage';
