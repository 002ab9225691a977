import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamMemberRow } from 'shared-contracts/agent';
import { Alert, Button, Modal, TextField } from 'shared-ui';
import {
  FormAlert,
  isDefiniteRefusal,
  type Message,
  messageOf,
  reasonOf,
  refusalOf,
  useIdempotencyKey,
} from 'shared-ui/kit';

import { useSetDownlineRebate } from '../../api/team';
import { formatRate, parseRate, rateInput } from '../../lib/rates';
import { agent } from '../../remote';
import styles from './RebateDialog.module.css';

export interface RebateDialogProps {
  member: TeamMemberRow;
  /** The agent's own rebate: the most a downline may get. */
  maxRebateBp: number;
  onClose: () => void;
}

/**
 * Adjusts a direct downline's rebate, at most the agent's own. The platform also refuses less
 * than the highest rebate among the downline's own downlines; its limit shows in the refusal.
 */
export const RebateDialog = ({ member, maxRebateBp, onClose }: RebateDialogProps) => {
  const { t } = useTranslation(agent.namespace);
  const [value, setValue] = useState(rateInput(member.rebateBp));
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<Message | null>(null);
  const [saved, setSaved] = useState<number | null>(null);
  const [idempotencyKey, renewKey] = useIdempotencyKey();
  const setRebate = useSetDownlineRebate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const rebateBp = parseRate(value);
    if (rebateBp === null) return setFieldError(t('register.rateInvalid'));
    if (rebateBp > maxRebateBp)
      return setFieldError(t('register.rebateTooHigh', { max: formatRate(maxRebateBp) }));
    setRebate.mutate(
      { memberId: member.memberId, rebateBp, idempotencyKey },
      {
        onSuccess: (row) => {
          renewKey();
          setSaved(row.rebateBp);
        },
        onError: (error) => {
          if (isDefiniteRefusal(error)) renewKey();
          const limit = refusalOf(error);
          const reason = reasonOf(error);
          if (reason === 'rebateTooHigh' && typeof limit.max === 'number')
            setFieldError(t('register.rebateTooHigh', { max: formatRate(limit.max) }));
          else if (reason === 'rebateTooLow' && typeof limit.min === 'number')
            setFieldError(t('team.rebateTooLow', { min: formatRate(limit.min) }));
          else setOutcome(messageOf(error));
        },
      },
    );
  };

  return (
    <Modal
      open
      size="sm"
      title={t('team.rebateTitle', { username: member.username })}
      closeLabel={t('common.close')}
      onClose={onClose}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        {saved !== null ? (
          <Alert tone="success">{t('team.rebateSaved', { rate: formatRate(saved) })}</Alert>
        ) : null}
        <FormAlert message={outcome} />
        <TextField
          label={t('team.rebate')}
          inputMode="decimal"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setFieldError(undefined);
          }}
          error={fieldError}
          hint={t('team.rebateHint', {
            current: formatRate(member.rebateBp),
            max: formatRate(maxRebateBp),
          })}
          trailing="%"
        />
        <div className={styles.actions}>
          <Button type="button" variant="secondary" onClick={onClose}>
            {saved !== null ? t('common.close') : t('common.cancel')}
          </Button>
          <Button type="submit" disabled={setRebate.isPending}>
            {t('common.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
};
