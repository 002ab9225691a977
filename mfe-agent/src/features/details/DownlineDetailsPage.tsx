export const DownlineDetailsPage = () => null;
