import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentContractKind } from 'shared-contracts';
import type { AgentContract, ContractDecision } from 'shared-contracts/agent';
import { Button, EmptyState, Panel } from 'shared-ui';
import { FormAlert, type Message, QueryView } from 'shared-ui/kit';

import { useContracts, useDecideContract } from '../../api/money';
import styles from '../../components/common.module.css';
import { agent } from '../../remote';
import { ContractCard } from './ContractCard';
import { ContractDecisionDialog } from './ContractDecisionDialog';
import { contractRefusal } from './contractRefusal';
import { OfferContractForm } from './OfferContractForm';

export interface ContractsPanelProps {
  kind: AgentContractKind;
}

/**
 * The contracts of one kind: mine from my upline (accept or reject an offer, terminate an
 * approved one), the ones I offered to my direct sub-agents, and a new offer within my terms.
 */
export const ContractsPanel = ({ kind }: ContractsPanelProps) => {
  const { t } = useTranslation(agent.namespace);
  const contracts = useContracts(kind);
  const decide = useDecideContract(kind);
  const [pending, setPending] = useState<{
    contract: AgentContract;
    decision: ContractDecision;
    otherParty: string;
  } | null>(null);
  const [refusal, setRefusal] = useState<Message | null>(null);
  const [done, setDone] = useState<Message | null>(null);

  const ask = (contract: AgentContract, decision: ContractDecision, otherParty: string) => {
    setRefusal(null);
    setDone(null);
    setPending({ contract, decision, otherParty });
  };

  const confirm = () => {
    if (!pending) return;
    setRefusal(null);
    decide.mutate(pending, {
      onSuccess: () => {
        setPending(null);
        setDone({ key: `contracts.done.${pending.decision}` });
      },
      onError: (error) => setRefusal(contractRefusal(error)),
    });
  };

  const uplineName = (contract: AgentContract) =>
    contract.upline?.username ?? t('contracts.theBrand');

  return (
    <div className={styles.page}>
      <FormAlert message={done} tone="success" />
      <QueryView
        query={contracts}
        loadingLabel={t('common.loading')}
        errorMessage={t('common.loadError')}
        retryLabel={t('common.retry')}
      >
        {({ mine, offered, subAgents }) => {
          const own = mine.find((contract) => contract.status === 'approved');
          return (
            <>
              <Panel headingLevel={4} title={t('contracts.mineTitle')}>
                {mine.length === 0 ? (
                  <EmptyState title={t('contracts.mineEmpty')} />
                ) : (
                  <ul className={styles.list} aria-label={t('contracts.mineTitle')}>
                    {mine.map((contract) => (
                      <ContractCard
                        key={contract.contractId}
                        contract={contract}
                        party="upline"
                        actions={
                          contract.status === 'inProcess' ? (
                            <>
                              <Button
                                size="sm"
                                onClick={() => ask(contract, 'accept', uplineName(contract))}
                              >
                                {t('contracts.accept')}
                              </Button>
                              <Button
                                size="sm"
                                variant="secondary"
                                onClick={() => ask(contract, 'reject', uplineName(contract))}
                              >
                                {t('contracts.reject')}
                              </Button>
                            </>
                          ) : contract.status === 'approved' ? (
                            <Button
                              size="sm"
                              variant="danger"
                              onClick={() => ask(contract, 'terminate', uplineName(contract))}
                            >
                              {t('contracts.terminate')}
                            </Button>
                          ) : null
                        }
                      />
                    ))}
                  </ul>
                )}
              </Panel>
              <Panel headingLevel={4} title={t('contracts.offeredTitle')}>
                {offered.length === 0 ? (
                  <EmptyState title={t('contracts.offeredEmpty')} />
                ) : (
                  <ul className={styles.list} aria-label={t('contracts.offeredTitle')}>
                    {offered.map((contract) => (
                      <ContractCard
                        key={contract.contractId}
                        contract={contract}
                        party="agent"
                        actions={
                          contract.status === 'approved' ? (
                            // The card names the agent: the button says the act, and names the
                            // agent only to a screen reader (the whole sentence overran a phone).
                            <Button
                              size="sm"
                              variant="danger"
                              aria-label={t('contracts.terminateWith', {
                                name: contract.agent.username,
                              })}
                              onClick={() => ask(contract, 'terminate', contract.agent.username)}
                            >
                              {t('contracts.terminate')}
                            </Button>
                          ) : null
                        }
                      />
                    ))}
                  </ul>
                )}
              </Panel>
              <Panel headingLevel={4} title={t('contracts.offerTitle')}>
                <OfferContractForm kind={kind} own={own} subAgents={subAgents} />
              </Panel>
            </>
          );
        }}
      </QueryView>
      <ContractDecisionDialog
        pending={pending}
        otherParty={pending?.otherParty ?? ''}
        sending={decide.isPending}
        refusal={refusal}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      />
    </div>
  );
};
