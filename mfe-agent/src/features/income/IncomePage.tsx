/** My income (revenue report): helper F2 builds it. */
export const IncomePage = () => null;
