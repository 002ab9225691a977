export const TeamOverviewPage = () => null;
