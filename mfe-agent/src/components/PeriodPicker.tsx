import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Day, MAX_PERIOD_DAYS, type PeriodInput, validatePeriod } from 'shared-contracts';
import { Button, TextField } from 'shared-ui';

import { QUICK_PERIODS, quickPeriod, quickPeriodOf, reportToday } from '../lib/periods';
import { agent } from '../remote';
import styles from './PeriodPicker.module.css';

export interface PeriodPickerProps {
  value: PeriodInput;
  /** Called with a valid period only (from <= to, at most 92 days). */
  onChange: (period: PeriodInput) => void;
  /** Today as a report day; the quick picks count back from it (tests pin it). */
  today?: Day;
}

/**
 * A report period: from and to days (both included) and quick picks (today, yesterday, 7 days,
 * 30 days, this month, last month). Typed days that make no valid period stay in the fields
 * with the reason and are not applied.
 */
export const PeriodPicker = ({ value, onChange, today = reportToday() }: PeriodPickerProps) => {
  const { t } = useTranslation(agent.namespace);
  const groupId = useId();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const problem = validatePeriod(draft);
  const pressed = quickPeriodOf(value, today);

  const edit = (next: PeriodInput) => {
    setDraft(next);
    if (validatePeriod(next) === null) onChange(next);
  };

  return (
    <fieldset className={styles.picker} aria-describedby={problem ? `${groupId}-error` : undefined}>
      <legend className={styles.legend}>{t('report.period')}</legend>
      <div className={styles.days}>
        <TextField
          type="date"
          label={t('report.from')}
          value={draft.from}
          max={today}
          onChange={(event) => edit({ ...draft, from: event.target.value })}
          aria-invalid={problem ? true : undefined}
        />
        <TextField
          type="date"
          label={t('report.to')}
          value={draft.to}
          max={today}
          onChange={(event) => edit({ ...draft, to: event.target.value })}
          aria-invalid={problem ? true : undefined}
        />
      </div>
      <div className={styles.quick} role="group" aria-label={t('report.quickPicks')}>
        {QUICK_PERIODS.map((pick) => (
          <Button
            key={pick}
            type="button"
            size="sm"
            variant={pressed === pick ? 'primary' : 'secondary'}
            aria-pressed={pressed === pick}
            onClick={() => edit(quickPeriod(pick, today))}
          >
            {t(`report.quick.${pick}`)}
          </Button>
        ))}
      </div>
      {problem ? (
        <p id={`${groupId}-error`} className={styles.error} role="alert">
          {problem === 'periodTooLong'
            ? t('report.periodTooLong', { max: MAX_PERIOD_DAYS })
            : t('report.periodInvalid')}
        </p>
      ) : null}
    </fieldset>
  );
};
