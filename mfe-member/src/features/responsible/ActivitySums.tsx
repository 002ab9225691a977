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
 * 24 hours, 7 days and 30 days. The table scrolls in its own box on phones.
 */
export const ActivitySums = ({ state }: ActivitySumsProps) => {
  const { t } = useTranslation(member.namespace);
  const { format } = useMoney();
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('responsible.activityCaption')}</caption>
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
                <td key={window}>{format(state[row][window])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
