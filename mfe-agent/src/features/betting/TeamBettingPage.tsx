export const TeamBettingPage = () => null;
