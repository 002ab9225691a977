import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Day, PeriodInput } from 'shared-contracts';
import type { PeriodPickerProps, QuickPeriod } from 'shared-ui/reports';

import { member } from '../../remote';

/** The quick picks of the records pages. */
export const RECORD_QUICK_PICKS: readonly QuickPeriod[] = ['today', 'yesterday', 'last7', 'last30'];

/**
 * The period of a records page's `FilterBar` ('shared-ui/reports'): the shared period picker in
 * the member centre's words, with its four quick picks.
 */
export const useRecordPeriod = (
  from: Day,
  to: Day,
  onChange: (period: PeriodInput) => void,
): PeriodPickerProps => {
  const { t } = useTranslation(member.namespace);
  const value = useMemo(() => ({ from, to }), [from, to]);
  return {
    value,
    onChange,
    picks: RECORD_QUICK_PICKS,
    labels: {
      period: t('records.period'),
      from: t('records.from'),
      to: t('records.to'),
      quickPicks: t('records.quickPicks'),
      quick: (pick) => t(`records.quick.${pick}`),
      periodTooLong: (max) => t('records.periodTooLong', { max }),
      periodInvalid: t('records.periodInvalid'),
    },
  };
};
