import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResponsibleGaming } from 'shared-contracts/member';
import { useMoney } from 'shared-ui/kit';

import { member } from '../../remote';
import styles from './ActivitySums.module.css';

const WINDOWS = ['day', 'week', 'month'] as const;
const ROWS = ['netDeposits', 'deposits', 'losses'] as const;

export interface ActivitySumsProps {
  state: ResponsibleGaming;
}

/**
 * Net deposits (credited deposits minus withdrawals), credited deposits and losses over the last
 * 24 hours, 7 days and 30 days. What the figures count is said above the table, in the page's
 * width; the table's headers wrap. Where three columns of figures do not fit (a phone), each sum
 * is a block of its own with the window named beside each figure, so nothing scrolls sideways.
 */
export const ActivitySums = ({ state }: ActivitySumsProps) => {
  const { t } = useTranslation(member.namespace);
  const { format } = useMoney();
  const noteId = useId();
  return (
    <div className={styles.sums}>
      <p id={noteId} className={styles.note}>
        {t('responsible.activityCaption')}
      </p>
      <table className={styles.table} aria-describedby={noteId}>
        <thead>
          <tr>
            <td />
            {WINDOWS.map((window) => (
              <th key={window} scope="col">
                {t(`responsible.windows.${window}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row}>
              <th scope="row">{t(`responsible.sums.${row}`)}</th>
              {WINDOWS.map((window) => (
                <td key={window} data-label={t(`responsible.windows.${window}`)}>
                  {format(state[row][window])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
