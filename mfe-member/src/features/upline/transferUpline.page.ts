// The member centre's page `transferUpline` (centre/centreScreens.tsx finds it by this file's name).
export { TransferUplinePage as default } from './TransferUplinePage';
