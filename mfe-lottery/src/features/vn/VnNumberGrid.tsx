import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickerRow, VnNumberStat } from 'shared-contracts/lottery';
import { formLayout, VisuallyHidden } from 'shared-ui';

import { BallToggle } from '../../components/BallToggle';
import common from '../../components/common.module.css';
import { togglePick } from '../../lib/quickPicks';
import styles from './VnNumberGrid.module.css';

/** How many of the most drawn numbers are marked hot. */
export const HOT_NUMBERS = 10;

export interface VnNumberGridProps {
  /** The play type's 00-99 row (its most picks: 100 for lô and đề, 10 for xiên). */
  row: PickerRow;
  picked: readonly string[];
  onChange: (picks: string[]) => void;
  /** Hits in the last 30 draws and missing counts, per number. */
  stats: readonly VnNumberStat[];
  /** How many draws the figures cover. */
  draws: number;
}

/** The numbers with the most hits (ties in grid order), none when nothing was drawn yet. */
export const hotNumbersOf = (stats: readonly VnNumberStat[]): Set<string> =>
  new Set(
    [...stats]
      .filter((stat) => stat.hits30 > 0)
      .sort((a, b) => b.hits30 - a.hits30)
      .slice(0, HOT_NUMBERS)
      .map((stat) => stat.number),
  );

// Arrow keys move by one number, up and down by a grid row (the grid shows 10 or 5 columns).
const STEP: Record<string, (columns: number) => number> = {
  ArrowRight: () => 1,
  ArrowLeft: () => -1,
  ArrowDown: (columns) => columns,
  ArrowUp: (columns) => -columns,
};

/**
 * The 100-number grid of lô, đề and xiên: each number a toggle button (aria-pressed) with its
 * hits in the last 30 draws and the draws it has been missing; hot numbers are marked. A row at
 * its most picks (xiên: 10) accepts no more until one is taken away.
 */
export const VnNumberGrid = ({ row, picked, onChange, stats, draws }: VnNumberGridProps) => {
  const { t } = useTranslation('lottery');
  const byNumber = new Map(stats.map((stat) => [stat.number, stat]));
  const hot = hotNumbersOf(stats);
  const full = picked.length >= row.maxPicks;

  const toggle = (ball: string) => onChange(togglePick(row.balls, picked, ball));

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEP[event.key];
    if (!step || !(event.target instanceof HTMLButtonElement)) return;
    const buttons = [...event.currentTarget.querySelectorAll('button')];
    const columns = getComputedStyle(event.currentTarget)
      .getPropertyValue('grid-template-columns')
      .split(' ')
      .filter(Boolean).length;
    const next = buttons[buttons.indexOf(event.target) + step(columns > 1 ? columns : 10)];
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  return (
    <div className={common.stack}>
      <p className={formLayout.muted}>
        {t('vn.grid.legend', { draws })}{' '}
        <span className={styles.hotKey}>{t('vn.grid.hotKey')}</span>
      </p>
      <div role="group" aria-label={t('vn.grid.label')} className={styles.grid} onKeyDown={move}>
        {row.balls.map((ball) => {
          const stat = byNumber.get(ball);
          const pressed = picked.includes(ball);
          const isHot = hot.has(ball);
          const name = t('vn.grid.number', {
            number: ball,
            hits: stat?.hits30 ?? 0,
            missing: stat?.missing ?? 0,
          });
          return (
            <BallToggle
              key={ball}
              pressed={pressed}
              full={full}
              className={isHot ? `${styles.number} ${styles.hot}` : styles.number}
              onToggle={() => toggle(ball)}
            >
              {/* Named by its content, the number first and the figures in words (no aria-label
                  that would hide the "hits/missing" shown: label-content-name-mismatch). */}
              <span className={styles.ball} aria-hidden="true">
                {ball}
              </span>
              <span className={styles.stat} aria-hidden="true">
                {stat ? `${stat.hits30}/${stat.missing}` : '–'}
              </span>
              <VisuallyHidden>{isHot ? t('vn.grid.hot', { label: name }) : name}</VisuallyHidden>
            </BallToggle>
          );
        })}
      </div>
      <div className={formLayout.between}>
        <p role="status" className={formLayout.muted}>
          {t('vn.grid.picked', { count: picked.length, max: row.maxPicks })}
        </p>
        <button
          type="button"
          className={common.chip}
          disabled={picked.length === 0}
          onClick={() => onChange([])}
        >
          {t('vn.grid.clear')}
        </button>
      </div>
    </div>
  );
};
