export const AnnouncementPage = () => null;
