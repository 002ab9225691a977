import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AgentContractKind } from 'shared-contracts';
import {
  type AgentContract,
  type ContractSubAgent,
  tiersWithin,
  validateTiers,
} from 'shared-contracts/agent';
import { Button } from 'shared-ui';
import { FormAlert, isDefiniteRefusal, type Message, useIdempotencyKey } from 'shared-ui/kit';

import { useOfferContract } from '../../api/money';
import { agent } from '../../remote';
import { contractRefusal } from './contractRefusal';
import styles from './OfferContractForm.module.css';
import { newTierRow, readTierRows, type TierRow, type TierRowErrors } from './tierRows';
import { TiersEditor } from './TiersEditor';
import { TierTable } from './TierTable';

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
  const selectId = useId();
  const offer = useOfferContract();
  const [key, renewKey] = useIdempotencyKey();
  const [agentId, setAgentId] = useState('');
  const [agentMissing, setAgentMissing] = useState(false);
  const [rows, setRows] = useState<TierRow[]>(() => [newTierRow()]);
  const [fieldErrors, setFieldErrors] = useState<Record<string, TierRowErrors>>({});
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; message: Message } | null>(
    null,
  );

  if (!own) return <p className={styles.note}>{t('contracts.offerNeedsOwn')}</p>;
  if (subAgents.length === 0) return <p className={styles.note}>{t('contracts.noSubAgents')}</p>;

  const editRows = (next: TierRow[]) => {
    // A field's error clears once it is edited; the others stay until the next send.
    setFieldErrors((errors) => {
      const kept: Record<string, TierRowErrors> = {};
      for (const row of next) {
        const before = rows.find((candidate) => candidate.id === row.id);
        const rowErrors = { ...errors[row.id] };
        if (before && before.minValidTurnover !== row.minValidTurnover)
          delete rowErrors.minValidTurnover;
        if (before && before.minActiveMembers !== row.minActiveMembers)
          delete rowErrors.minActiveMembers;
        if (before && before.rate !== row.rate) delete rowErrors.rate;
        if (Object.keys(rowErrors).length > 0) kept[row.id] = rowErrors;
      }
      return kept;
    });
    setOutcome(null);
    setRows(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const read = readTierRows(rows);
    setFieldErrors(read.errors ?? {});
    setAgentMissing(agentId === '');
    if (read.tiers === null || agentId === '') return;
    const problem = validateTiers(read.tiers);
    if (problem) {
      setOutcome({
        tone: 'error',
        message: {
          key: `contracts.tierProblems.${problem.problem}`,
          params: { n: (problem.index ?? 0) + 1 },
        },
      });
      return;
    }
    if (!tiersWithin(read.tiers, own.tiers)) {
      setOutcome({ tone: 'error', message: { key: 'contracts.refusals.termsTooHigh' } });
      return;
    }
    const name = subAgents.find((subAgent) => subAgent.memberId === agentId)?.username ?? '';
    offer.mutate(
      { kind, agentId, tiers: read.tiers, idempotencyKey: key },
      {
        onSuccess: () => {
          renewKey();
          setRows([newTierRow()]);
          setAgentId('');
          setOutcome({ tone: 'success', message: { key: 'contracts.offered', params: { name } } });
        },
        onError: (error) => {
          // A refusal moved nothing: the next send is a new offer. A lost answer keeps the key.
          if (isDefiniteRefusal(error)) renewKey();
          setOutcome({ tone: 'error', message: contractRefusal(error) });
        },
      },
    );
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <TierTable tiers={own.tiers} caption={t('contracts.ownTerms')} />
      <div className={styles.field}>
        <label htmlFor={selectId} className={styles.label}>
          {t('contracts.subAgent')}
        </label>
        <select
          id={selectId}
          className={styles.select}
          value={agentId}
          aria-invalid={agentMissing ? true : undefined}
          aria-describedby={agentMissing ? `${selectId}-error` : undefined}
          onChange={(event) => {
            setAgentId(event.target.value);
            setAgentMissing(false);
            setOutcome(null);
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
        </select>
        {agentMissing ? (
          <p id={`${selectId}-error`} className={styles.error}>
            {t('contracts.errors.subAgent')}
          </p>
        ) : null}
      </div>
      <TiersEditor rows={rows} onChange={editRows} errors={fieldErrors} />
      <FormAlert message={outcome?.message} tone={outcome?.tone} />
      <Button type="submit" disabled={offer.isPending}>
        {offer.isPending ? t('contracts.sending') : t('contracts.send')}
      </Button>
    </form>
  );
};
