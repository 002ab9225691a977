import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AgentContractKind } from 'shared-contracts';
import {
  type AgentContract,
  type ContractSubAgent,
  tiersWithin,
  validateTiers,
} from 'shared-contracts/agent';
import { Button, FormSelect } from 'shared-ui';
import {
  FormAlert,
  isDefiniteRefusal,
  useForm,
  useIdempotencyKey,
  useMessage,
} from 'shared-ui/kit';

import { useOfferContract } from '../../api/money';
import { agent } from '../../remote';
import { contractRefusal } from './contractRefusal';
import styles from './OfferContractForm.module.css';
import { newTierRow, readTierRows, type TierRow, type TierRowErrors } from './tierRows';
import { TiersEditor } from './TiersEditor';
import { TierTable } from './TierTable';

interface OfferValues extends Record<string, unknown> {
  agentId: string;
  rows: TierRow[];
}

export interface OfferContractFormProps {
  kind: AgentContractKind;
  /** My approved contract of this kind: the best terms I may offer (none: I may not offer). */
  own: AgentContract | undefined;
  subAgents: readonly ContractSubAgent[];
}

/**
 * An offer of a contract to a direct sub-agent: the tiers are read and checked with the
 * platform's own rules (`validateTiers`, `tiersWithin` my terms) before anything is sent; the
 * platform's refusals show above the button.
 */
export const OfferContractForm = ({ kind, own, subAgents }: OfferContractFormProps) => {
  const { t } = useTranslation(agent.namespace);
  const text = useMessage();
  const offer = useOfferContract(kind);
  const [key, renewKey] = useIdempotencyKey();
  // The editor's errors are per row and per field, which the form's field messages do not hold.
  const [rowErrors, setRowErrors] = useState<Record<string, TierRowErrors>>({});
  const form = useForm<OfferValues>({
    initial: { agentId: '', rows: [newTierRow()] },
    validate: ({ agentId }) =>
      agentId === '' ? { agentId: { key: 'contracts.errors.subAgent' } } : {},
    onSubmit: ({ agentId, rows }) => {
      const { tiers } = readTierRows(rows);
      if (tiers === null || !own) return;
      const problem = validateTiers(tiers);
      if (problem) {
        outcome.fail({
          key: `contracts.tierProblems.${problem.problem}`,
          params: { n: (problem.index ?? 0) + 1 },
        });
        return;
      }
      if (!tiersWithin(tiers, own.tiers)) {
        outcome.fail({ key: 'contracts.refusals.termsTooHigh' });
        return;
      }
      const name = subAgents.find((subAgent) => subAgent.memberId === agentId)?.username ?? '';
      offer.mutate(
        { kind, agentId, tiers, idempotencyKey: key },
        {
          onSuccess: () => {
            renewKey();
            form.reset({ agentId: '', rows: [newTierRow()] });
            outcome.success({ key: 'contracts.offered', params: { name } });
          },
          onError: (error) => {
            // A refusal moved nothing: the next send is a new offer. A lost answer keeps the key.
            if (isDefiniteRefusal(error)) renewKey();
            outcome.fail(contractRefusal(error));
          },
        },
      );
    },
  });
  const { values, outcome } = form;
  const agentError = text(form.errors.agentId);

  if (!own) return <p className={styles.note}>{t('contracts.offerNeedsOwn')}</p>;
  if (subAgents.length === 0) return <p className={styles.note}>{t('contracts.noSubAgents')}</p>;

  const editRows = (next: TierRow[]) => {
    // A field's error clears once it is edited; the others stay until the next send.
    setRowErrors((errors) => {
      const kept: Record<string, TierRowErrors> = {};
      for (const row of next) {
        const before = values.rows.find((candidate) => candidate.id === row.id);
        const left = { ...errors[row.id] };
        if (before && before.minValidTurnover !== row.minValidTurnover)
          delete left.minValidTurnover;
        if (before && before.minActiveMembers !== row.minActiveMembers)
          delete left.minActiveMembers;
        if (before && before.rate !== row.rate) delete left.rate;
        if (Object.keys(left).length > 0) kept[row.id] = left;
      }
      return kept;
    });
    outcome.clear();
    form.setField('rows', next);
  };

  const submit = (event: FormEvent) => {
    outcome.clear();
    // The unreadable tiers show on every send, beside a missing sub-agent too (the form's
    // rules stop a send before onSubmit reads the tiers).
    setRowErrors(readTierRows(values.rows).errors ?? {});
    void form.submit(event);
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <TierTable tiers={own.tiers} caption={t('contracts.ownTerms')} />
      <FormSelect
        label={t('contracts.subAgent')}
        className={styles.subAgent}
        value={values.agentId}
        error={agentError}
        onChange={(event) => {
          form.setField('agentId', event.target.value);
          outcome.clear();
        }}
      >
        <option value="">{t('contracts.chooseSubAgent')}</option>
        {subAgents.map((subAgent) => (
          <option key={subAgent.memberId} value={subAgent.memberId}>
            {subAgent.hasActive
              ? t('contracts.hasActive', { name: subAgent.username })
              : subAgent.username}
          </option>
        ))}
      </FormSelect>
      <TiersEditor rows={values.rows} onChange={editRows} errors={rowErrors} />
      <FormAlert message={outcome.message} tone={outcome.tone} />
      <Button type="submit" disabled={offer.isPending}>
        {offer.isPending ? t('contracts.sending') : t('contracts.send')}
      </Button>
    </form>
  );
};
