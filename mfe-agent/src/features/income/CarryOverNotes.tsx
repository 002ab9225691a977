import { useTranslation } from 'react-i18next';
import type { IncomePeriod } from 'shared-contracts/agent';
import { Panel } from 'shared-ui';
import { formatDays, useLanguage, useMoney } from 'shared-ui/kit';

import shared from '../../components/common.module.css';
import { agent } from '../../remote';
import styles from './CarryOverNotes.module.css';

export interface CarryOverNotesProps {
  periods: readonly IncomePeriod[];
}

/**
 * The carry-over in words: a period whose net loss (with what it carried in) is negative pays
 * no commission and passes the loss on; a later period pays only on what is left after it.
 * Nothing when no period carries anything.
 */
export const CarryOverNotes = ({ periods }: CarryOverNotesProps) => {
  const { t } = useTranslation(agent.namespace);
  const language = useLanguage();
  const { format } = useMoney();
  const notes = periods.flatMap((row) => {
    const period = formatDays({ from: row.periodStart, to: row.periodEnd }, language);
    const base = row.netLoss + row.carriedIn;
    if (base < 0)
      return [
        {
          period,
          text:
            row.carriedIn < 0
              ? t('income.carry.negativeWithCarry', {
                  netLoss: format(row.netLoss),
                  carriedIn: format(row.carriedIn),
                  base: format(base),
                })
              : t('income.carry.negative', { netLoss: format(row.netLoss), base: format(base) }),
        },
      ];
    if (row.carriedIn < 0)
      return [
        {
          period,
          text: t('income.carry.absorbed', {
            netLoss: format(row.netLoss),
            carriedIn: format(row.carriedIn),
            payableBase: format(row.payableBase),
          }),
        },
      ];
    return [];
  });
  if (notes.length === 0) return null;
  return (
    <Panel headingLevel={4} title={t('income.carry.title')}>
      <p className={shared.note}>{t('income.carry.intro')}</p>
      <ul className={styles.notes}>
        {notes.map((note) => (
          <li key={note.period}>
            <strong>{note.period}</strong>: {note.text}
          </li>
        ))}
      </ul>
    </Panel>
  );
};
