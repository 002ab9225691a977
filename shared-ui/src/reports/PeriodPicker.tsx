import { useEffect, useId, useState } from 'react';
import { type Day, MAX_PERIOD_DAYS, type PeriodInput, validatePeriod } from 'shared-contracts';

import { Button } from '../components/Button';
import { TextField } from '../components/TextField';
import styles from './PeriodPicker.module.css';
import {
  QUICK_PERIODS,
  type QuickPeriod,
  quickPeriod,
  quickPeriodOf,
  reportToday,
} from './periods';

/** The texts of a {@link PeriodPicker}, in the remote's words. */
export interface PeriodPickerLabels {
  /** Legend of the whole field, e.g. "Period". */
  period: string;
  from: string;
  to: string;
  /** Accessible name of the group of quick picks. */
  quickPicks: string;
  /** Text of one quick pick's button. */
  quick: (pick: QuickPeriod) => string;
  /** Said when the typed period spans more than `maxDays` days. */
  periodTooLong: (maxDays: number) => string;
  /** Said when the start is after the end (or a day is missing). */
  periodInvalid: string;
}

export interface PeriodPickerProps {
  value: PeriodInput;
  /** Called with a valid period only (from <= to, at most 92 days). */
  onChange: (period: PeriodInput) => void;
  labels: PeriodPickerLabels;
  /** The quick picks offered, in order (default: all of {@link QUICK_PERIODS}). */
  picks?: readonly QuickPeriod[];
  /** Today as a report day; the quick picks count back from it (tests pin it). */
  today?: Day;
}

/**
 * A report period: from and to days (both included) and quick picks (today, yesterday, 7 days,
 * 30 days, this month, last month). Report days are UTC+08:00 like the platform's, and
 * `validatePeriod` refuses what the platform would: typed days that make no valid period stay in
 * the fields with the reason and are not applied.
 */
export const PeriodPicker = ({
  value,
  onChange,
  labels,
  picks = QUICK_PERIODS,
  today = reportToday(),
}: PeriodPickerProps) => {
  const groupId = useId();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const problem = validatePeriod(draft);
  const pressed = quickPeriodOf(value, today, picks);

  const edit = (next: PeriodInput) => {
    setDraft(next);
    if (validatePeriod(next) === null) onChange(next);
  };

  return (
    <fieldset className={styles.picker} aria-describedby={problem ? `${groupId}-error` : undefined}>
      <legend className={styles.legend}>{labels.period}</legend>
      <div className={styles.days}>
        <TextField
          type="date"
          label={labels.from}
          value={draft.from}
          max={today}
          onChange={(event) => edit({ ...draft, from: event.target.value })}
          aria-invalid={problem ? true : undefined}
        />
        <TextField
          type="date"
          label={labels.to}
          value={draft.to}
          max={today}
          onChange={(event) => edit({ ...draft, to: event.target.value })}
          aria-invalid={problem ? true : undefined}
        />
      </div>
      {picks.length > 0 ? (
        <div className={styles.quick} role="group" aria-label={labels.quickPicks}>
          {picks.map((pick) => (
            <Button
              key={pick}
              type="button"
              size="sm"
              variant={pressed === pick ? 'primary' : 'secondary'}
              aria-pressed={pressed === pick}
              onClick={() => edit(quickPeriod(pick, today))}
            >
              {labels.quick(pick)}
            </Button>
          ))}
        </div>
      ) : null}
      {problem ? (
        <p id={`${groupId}-error`} className={styles.error} role="alert">
          {problem === 'periodTooLong'
            ? labels.periodTooLong(MAX_PERIOD_DAYS)
            : labels.periodInvalid}
        </p>
      ) : null}
    </fieldset>
  );
};
