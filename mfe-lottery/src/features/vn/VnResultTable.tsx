import { useTranslation } from 'react-i18next';
import { type LotteryResult, prizesOf, VN_PRIZE_TABLES, type VnFormat } from 'shared-contracts';

import common from '../../components/common.module.css';
import styles from './VnResultTable.module.css';

export interface VnResultTableProps {
  result: LotteryResult;
  /** Accessible name of the table ("Result of issue 20250101"). */
  label: string;
}

/**
 * The full prize table of a VN draw as it is read in Vietnam: northern results from the special
 * prize down to G7 (27 numbers), southern and central results from G8 up to the special prize
 * (18 numbers). The đề number (the special prize's last two digits) is marked.
 */
export const VnResultTable = ({ result, label }: VnResultTableProps) => {
  const { t } = useTranslation('lottery');
  const prizes = prizesOf(result);
  const format: VnFormat = prizes.g8 === undefined ? 'north' : 'south';
  const tiers = format === 'north' ? VN_PRIZE_TABLES.north : [...VN_PRIZE_TABLES.south].reverse();
  const de = (prizes.special[0] ?? '').slice(-2);

  return (
    <table className={common.table} aria-label={label}>
      <caption className={styles.caption}>
        {t('vn.results.de')} <strong className={styles.de}>{de}</strong>
      </caption>
      <tbody>
        {tiers.map(({ key }) => {
          const numbers = prizes[key] ?? [];
          const special = key === 'special';
          return (
            <tr key={key} className={special ? styles.special : undefined}>
              <th scope="row" className={styles.prize}>
                {t(`vn.prizes.${key}`)}
              </th>
              <td className={styles.numbers}>
                {numbers.map((number, index) => (
                  // A prize may repeat a number: the position is the identity.
                  <span key={index} className={styles.number}>
                    {special ? (
                      <>
                        {number.slice(0, -2)}
                        <mark className={styles.mark}>{number.slice(-2)}</mark>
                      </>
                    ) : (
                      number
                    )}
                  </span>
                ))}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
};
