import { useTranslation } from 'react-i18next';
import type { AgentContract, ContractDecision } from 'shared-contracts/agent';
import { Button, Modal } from 'shared-ui';
import { FormAlert, type Message } from 'shared-ui/kit';

import shared from '../../components/common.module.css';
import { agent } from '../../remote';
import styles from './ContractDecisionDialog.module.css';

export interface ContractDecisionDialogProps {
  /** The contract and the decision asked about; null: closed. */
  pending: { contract: AgentContract; decision: ContractDecision } | null;
  /** The other party's name. */
  otherParty: string;
  sending: boolean;
  /** Why the last attempt was refused. */
  refusal: Message | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The confirmation before a contract is accepted, rejected or terminated. */
export const ContractDecisionDialog = ({
  pending,
  otherParty,
  sending,
  refusal,
  onCancel,
  onConfirm,
}: ContractDecisionDialogProps) => {
  const { t } = useTranslation(agent.namespace);
  const decision = pending?.decision ?? 'accept';
  return (
    <Modal
      open={pending !== null}
      size="sm"
      title={t(`contracts.confirm.${decision}.title`)}
      closeLabel={t('common.close')}
      onClose={() => {
        if (!sending) onCancel();
      }}
      footer={
        <div className={shared.dialogActions}>
          <Button variant="secondary" disabled={sending} onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button
            variant={decision === 'accept' ? 'primary' : 'danger'}
            disabled={sending}
            onClick={onConfirm}
          >
            {sending ? t('contracts.sending') : t(`contracts.confirm.${decision}.action`)}
          </Button>
        </div>
      }
    >
      <p className={styles.text}>{t(`contracts.confirm.${decision}.text`, { name: otherParty })}</p>
      <FormAlert message={refusal} />
    </Modal>
  );
};
