import type { PeriodInput } from 'shared-contracts';

/** A period of the report as a label: the day, or its first and last days. */
export const periodLabel = ({ from, to }: PeriodInput): string =>
  from === to ? from : `${from} – ${to}`;
