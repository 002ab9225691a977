// The member centre's page `feedback` (centre/centreScreens.tsx finds it by this file's name).
export { FeedbackPage as default } from './FeedbackPage';
