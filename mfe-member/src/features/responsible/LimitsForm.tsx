import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RgLimit, RgLimitKey } from 'shared-contracts/member';
import { Button } from 'shared-ui';
import { FormAlert, type Message, messageOf, useForm, useMoney } from 'shared-ui/kit';

import { useSetRgLimit } from '../../api/responsibleGaming';
import { cx, layout } from '../../components/layout';
import { member } from '../../remote';
import { LimitField } from './LimitField';
import { changedLimits, type LimitValues, limitValues, validateLimits } from './limitRules';
import styles from './LimitsForm.module.css';

/** The limits in their groups, in the order the page shows them. */
const GROUPS: ReadonlyArray<{ id: string; keys: readonly RgLimitKey[] }> = [
  { id: 'deposit', keys: ['depositDaily', 'depositWeekly', 'depositMonthly'] },
  { id: 'loss', keys: ['lossDaily', 'lossWeekly', 'lossMonthly'] },
  { id: 'time', keys: ['sessionMinutes', 'realityCheckMinutes'] },
];

export interface LimitsFormProps {
  limits: readonly RgLimit[];
}

type Outcome = { tone: 'error' | 'success' | 'info'; message: Message };

/**
 * Every limit in one form with one "Save limits" button: only the changed ones are sent, one
 * at a time. Each field says what applies now and any change waiting for its 24 hours.
 */
export const LimitsForm = ({ limits }: LimitsFormProps) => {
  const { t } = useTranslation(member.namespace);
  const { format } = useMoney();
  const setLimit = useSetRgLimit();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [saving, setSaving] = useState(false);

  const form = useForm<LimitValues>({
    initial: limitValues(limits),
    validate: (values) => validateLimits(values, format),
    onSubmit: async (values) => {
      setOutcome(null);
      const changes = changedLimits(values, limits);
      if (changes.length === 0) {
        setOutcome({ tone: 'info', message: { key: 'responsible.nothingChanged' } });
        return;
      }
      setSaving(true);
      let state = null;
      try {
        for (const change of changes) {
          try {
            state = await setLimit.mutateAsync({ key: change.key, value: change.value });
          } catch (failure) {
            setOutcome({ tone: 'error', message: { key: 'responsible.notAllSaved' } });
            return { [change.key]: messageOf(failure) };
          }
        }
      } finally {
        setSaving(false);
      }
      // What applies now goes back in the fields; a raise or removal shows as pending.
      if (state) form.reset(limitValues(state.limits));
      const later = changes.some((change) => change.timing === 'later');
      setOutcome({
        tone: 'success',
        message: { key: later ? 'responsible.savedLater' : 'responsible.savedNow' },
      });
    },
  });

  return (
    <form className={layout.page} noValidate onSubmit={(event) => void form.submit(event)}>
      <p className={layout.muted}>{t('responsible.changeRule')}</p>
      {GROUPS.map((group) => (
        <fieldset key={group.id} className={cx(layout.fieldset, layout.stackSm)}>
          <legend className={styles.legend}>{t(`responsible.groups.${group.id}`)}</legend>
          <p className={layout.muted}>{t(`responsible.explain.${group.id}`)}</p>
          <div className={styles.fields}>
            {group.keys.map((key) => (
              <LimitField
                key={key}
                limit={
                  limits.find((limit) => limit.key === key) ?? { key, value: null, pending: null }
                }
                value={form.values[key]}
                error={form.errors[key]}
                disabled={saving}
                onChange={(text) => {
                  setOutcome(null);
                  form.setField(key, text);
                }}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <FormAlert tone={outcome?.tone} message={outcome?.message} />
      <Button type="submit" fullWidth disabled={saving}>
        {saving ? t('responsible.saving') : t('responsible.save')}
      </Button>
    </form>
  );
};
