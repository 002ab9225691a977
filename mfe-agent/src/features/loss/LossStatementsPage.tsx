export const LossStatementsPage = () => null;
