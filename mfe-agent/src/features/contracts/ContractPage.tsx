import type { SalaryKind } from 'shared-contracts';

export interface ContractPageProps {
  kind: SalaryKind;
}

/** The salary contracts of one kind (daily, hourly, real-time): helper F2 builds it. */
export const ContractPage = (_props: ContractPageProps) => null;
