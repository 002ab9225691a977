export const RegisterDownlinePage = () => null;
