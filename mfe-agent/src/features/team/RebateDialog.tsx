import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamMemberRow } from 'shared-contracts/agent';
import { Alert, Button, Modal, TextField } from 'shared-ui';
import {
  FormAlert,
  FormFrame,
  isDefiniteRefusal,
  messageOf,
  reasonOf,
  refusalOf,
  useForm,
  useIdempotencyKey,
  useMessage,
} from 'shared-ui/kit';

import { useSetDownlineRebate } from '../../api/team';
import styles from '../../components/common.module.css';
import { formatRate, parseRate, rateInput, rebateProblem, rebateTooHigh } from '../../lib/rates';
import { agent } from '../../remote';

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
  const text = useMessage();
  const [saved, setSaved] = useState<number | null>(null);
  const [idempotencyKey, renewKey] = useIdempotencyKey();
  const setRebate = useSetDownlineRebate();
  const form = useForm({
    initial: { rebate: rateInput(member.rebateBp) },
    validate: ({ rebate }) => {
      const problem = rebateProblem(rebate, maxRebateBp);
      return problem ? { rebate: problem } : {};
    },
    onSubmit: ({ rebate }) => {
      const rebateBp = parseRate(rebate);
      if (rebateBp === null) return;
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
              form.setErrors({ rebate: rebateTooHigh(limit.max) });
            else if (reason === 'rebateTooLow' && typeof limit.min === 'number')
              form.setErrors({
                rebate: { key: 'team.rebateTooLow', params: { min: formatRate(limit.min) } },
              });
            else form.outcome.fail(messageOf(error));
          },
        },
      );
    },
  });

  return (
    <Modal
      open
      size="sm"
      title={t('team.rebateTitle', { username: member.username })}
      closeLabel={t('common.close')}
      onClose={onClose}
    >
      <FormFrame form={form} outcome={form.outcome}>
        {saved !== null ? (
          <Alert tone="success">{t('team.rebateSaved', { rate: formatRate(saved) })}</Alert>
        ) : null}
        <FormAlert message={form.outcome.message} tone={form.outcome.tone} />
        <TextField
          label={t('team.rebate')}
          inputMode="decimal"
          value={form.values.rebate}
          onChange={(event) => form.setField('rebate', event.target.value)}
          error={text(form.errors.rebate)}
          hint={t('team.rebateHint', {
            current: formatRate(member.rebateBp),
            max: formatRate(maxRebateBp),
          })}
          trailing="%"
        />
        <div className={styles.dialogActions}>
          <Button type="button" variant="secondary" onClick={onClose}>
            {saved !== null ? t('common.close') : t('common.cancel')}
          </Button>
          <Button type="submit" disabled={setRebate.isPending}>
            {t('common.save')}
          </Button>
        </div>
      </FormFrame>
    </Modal>
  );
};
