import { useState } from 'react';
import type { PeriodInput } from 'shared-contracts';
import { type QuickPeriod, quickPeriod, reportToday } from 'shared-ui/reports';

/**
 * A paged report's period (from a quick pick up to today) and page: another period starts again
 * at the first page.
 */
export const usePeriodPages = (pick: QuickPeriod) => {
  const [period, setPeriod] = useState<PeriodInput>(() => quickPeriod(pick, reportToday()));
  const [pageNo, setPageNo] = useState(1);
  const changePeriod = (next: PeriodInput) => {
    setPeriod(next);
    setPageNo(1);
  };
  return { period, changePeriod, pageNo, setPageNo };
};
