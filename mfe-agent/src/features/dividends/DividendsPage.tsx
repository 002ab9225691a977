/** The dividend record: helper F2 builds it. */
export const DividendsPage = () => null;
