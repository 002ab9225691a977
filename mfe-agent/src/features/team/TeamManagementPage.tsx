export const TeamManagementPage = () => null;
