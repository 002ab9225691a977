import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PeriodPickerLabels } from 'shared-ui/reports';

import { agent } from '../remote';

/** The agent centre's words for the period picker of 'shared-ui/reports'. */
export const usePeriodPickerLabels = (): PeriodPickerLabels => {
  const { t } = useTranslation(agent.namespace);
  return useMemo(
    () => ({
      period: t('report.period'),
      from: t('report.from'),
      to: t('report.to'),
      quickPicks: t('report.quickPicks'),
      quick: (pick) => t(`report.quick.${pick}`),
      periodTooLong: (max) => t('report.periodTooLong', { max }),
      periodInvalid: t('report.periodInvalid'),
    }),
    [t],
  );
};

/** The agent centre's words for a chart of 'shared-ui/reports' over days. */
export const useChartLabels = (): { axisLabel: string; failedLabel: string } => {
  const { t } = useTranslation(agent.namespace);
  return { axisLabel: t('report.day'), failedLabel: t('report.chartFailed') };
};
