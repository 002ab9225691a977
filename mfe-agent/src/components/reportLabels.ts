import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableProps, PeriodPickerLabels } from 'shared-ui/reports';

import { downloadCsv } from '../lib/csv';
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

/** The agent centre's words for a 'shared-ui/reports' table, and its CSV download. */
export const useDataTableText = (): Pick<DataTableProps<unknown>, 'labels' | 'download'> => {
  const { t } = useTranslation(agent.namespace);
  return useMemo(
    () => ({
      labels: {
        more: t('report.more'),
        total: t('report.total'),
        csv: {
          button: t('report.csv'),
          preparing: t('report.csvPreparing'),
          buttonName: (caption) => t('report.csvOf', { name: caption }),
          failed: t('report.csvFailed'),
        },
      },
      download: downloadCsv,
    }),
    [t],
  );
};
