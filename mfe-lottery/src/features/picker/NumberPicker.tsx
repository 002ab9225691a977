import { useTranslation } from 'react-i18next';
import { OPTION_CODES, type PickerRow, type Selection } from 'shared-contracts/lottery';

import { BallToggle } from '../../components/BallToggle';
import common from '../../components/common.module.css';
import { QUICK_PICKS, quickPickOf, togglePick } from '../../lib/quickPicks';
import styles from './NumberPicker.module.css';

export interface NumberPickerProps {
  rows: readonly PickerRow[];
  /** One array of picked ball labels per row. */
  selection: Selection;
  onChange: (selection: string[][]) => void;
}

/** The balls that are options (big, small, dragon...) rather than numbers. */
const OPTIONS: ReadonlySet<string> = new Set(OPTION_CODES);

/**
 * The number picker of a play type, built from the shared picker rows: each ball is a toggle
 * button (aria-pressed), each row a labelled group with its quick selections where the row
 * allows them. A row at its most picks accepts no more until one is taken away.
 */
export const NumberPicker = ({ rows, selection, onChange }: NumberPickerProps) => {
  const { t } = useTranslation('lottery');

  const setRow = (index: number, picks: string[]) =>
    onChange(rows.map((_, row) => (row === index ? picks : [...(selection[row] ?? [])])));

  return (
    <div className={common.stack4}>
      {rows.map((row, index) => {
        const label = t(`play.rows.${row.labelKey}`);
        const picked = selection[index] ?? [];
        const full = picked.length >= row.maxPicks;
        const toggle = (ball: string) => setRow(index, togglePick(row.balls, picked, ball));
        return (
          <div
            key={`${row.labelKey}-${index}`}
            role="group"
            aria-label={label}
            className={styles.row}
          >
            <span className={styles.rowLabel} aria-hidden="true">
              {label}
            </span>
            <div className={`${common.row} ${styles.balls}`}>
              {row.balls.map((ball) => {
                const pressed = picked.includes(ball);
                const option = OPTIONS.has(ball);
                return (
                  <BallToggle
                    key={ball}
                    pressed={pressed}
                    full={full}
                    className={option ? styles.option : styles.ball}
                    onToggle={() => toggle(ball)}
                  >
                    {option ? t(`play.options.${ball}`) : ball}
                  </BallToggle>
                );
              })}
            </div>
            {row.quickPicks ? (
              <div
                role="group"
                aria-label={t('picker.quickPicks', { row: label })}
                className={styles.quick}
              >
                {QUICK_PICKS.map((pick) => {
                  const picks = quickPickOf(row.balls, pick);
                  return (
                    <button
                      key={pick}
                      type="button"
                      className={common.chip}
                      disabled={picks.length > row.maxPicks}
                      onClick={() => setRow(index, picks)}
                    >
                      {t(`picker.quick.${pick}`)}
                    </button>
                  );
                })}
              </div>
            ) : null}
          </div>
        );
      })}
    </div>
  );
};
