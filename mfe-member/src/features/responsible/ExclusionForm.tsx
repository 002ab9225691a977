import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';
import { FormAlert, formatDateTime, useLanguage } from 'shared-ui/kit';

import type { ExclusionRequest } from '../../api/responsibleGaming';
import { cx, layout } from '../../components/layout';
import { member } from '../../remote';
import { ExclusionConfirmation } from './ExclusionConfirmation';
import styles from './ExclusionForm.module.css';
import { EXCLUSION_OPTIONS } from './exclusionRules';

export interface ExclusionFormProps {
  kind: ExclusionRequest['kind'];
}

/**
 * A time-out or a self-exclusion: the period, then a confirmation that says it cannot be undone
 * and logs the player out. The platform ends every session at once; the shell hears it on the
 * balance channel and signs the page out.
 */
export const ExclusionForm = ({ kind }: ExclusionFormProps) => {
  const { t } = useTranslation(member.namespace);
  const language = useLanguage();
  const name = useId();
  const options = EXCLUSION_OPTIONS[kind];
  const [choice, setChoice] = useState<string>(options[0].id);
  const [confirming, setConfirming] = useState(false);
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const option = options.find((candidate) => candidate.id === choice) ?? options[0];

  return (
    <div className={layout.stack}>
      <fieldset className={cx(layout.fieldset, layout.radios)}>
        <legend>{t(`responsible.${kind}.period`)}</legend>
        {options.map((candidate) => (
          <label key={candidate.id} className={layout.radio}>
            <input
              type="radio"
              name={name}
              value={candidate.id}
              checked={choice === candidate.id}
              onChange={() => setChoice(candidate.id)}
            />
            {t(`responsible.periods.${candidate.id}`)}
          </label>
        ))}
      </fieldset>
      {endsAt !== null ? (
        <FormAlert
          tone="success"
          message={{
            key: `responsible.${kind}.started`,
            params: { until: formatDateTime(endsAt, language) },
          }}
        />
      ) : null}
      <Button variant="danger" className={styles.start} onClick={() => setConfirming(true)}>
        {t(`responsible.${kind}.start`)}
      </Button>
      {confirming ? (
        <ExclusionConfirmation
          request={option.request}
          period={t(`responsible.periods.${option.id}`)}
          onClose={() => setConfirming(false)}
          onDone={(exclusion) => {
            setConfirming(false);
            setEndsAt(exclusion.endsAt);
          }}
        />
      ) : null}
    </div>
  );
};
