import { useTranslation } from 'react-i18next';
import type { MemberTransaction, MemberTransactionDetail } from 'shared-contracts/member';
import { Alert, Modal } from 'shared-ui';
import { formatDateTime, QueryView, reasonOf, useLanguage, useMoney } from 'shared-ui/kit';

import { useTransaction } from '../../api/records';
import { cx, layout } from '../../components/layout';
import { member } from '../../remote';
import styles from './Records.module.css';
import { SignedMoney } from './SignedMoney';
import { useWalletName } from './useWalletName';

const Detail = ({ transaction }: { transaction: MemberTransactionDetail }) => {
  const { t } = useTranslation(member.namespace);
  const language = useLanguage();
  const { format } = useMoney();
  const walletName = useWalletName();
  return (
    <dl className={cx(layout.facts, layout.aside, styles.facts)}>
      <dt>{t('records.transactions.id')}</dt>
      <dd>{transaction.id}</dd>
      <dt>{t('records.transactions.kind')}</dt>
      <dd>{t(`records.transactions.kinds.${transaction.kind}`)}</dd>
      <dt>{t('records.time')}</dt>
      <dd>{formatDateTime(transaction.createdAt, language)}</dd>
      <dt>{t('records.transactions.wallet')}</dt>
      <dd>{walletName(transaction.wallet)}</dd>
      <dt>{t('records.transactions.amount')}</dt>
      <dd>
        <SignedMoney amount={transaction.amount} />
      </dd>
      <dt>{t('records.transactions.balanceAfter')}</dt>
      <dd>{format(transaction.balanceAfter)}</dd>
      <dt>{t('records.transactions.counterpart')}</dt>
      <dd>{t(`records.transactions.counterparts.${transaction.counterpart}`)}</dd>
      <dt>{t('records.transactions.reference')}</dt>
      <dd>{transaction.reference ?? t('records.transactions.noReference')}</dd>
      {transaction.note ? (
        <>
          <dt>{t('records.transactions.note')}</dt>
          <dd>{transaction.note}</dd>
        </>
      ) : null}
    </dl>
  );
};

export interface TransactionDetailDialogProps {
  transaction: MemberTransaction;
  onClose: () => void;
}

/** One ledger movement's detail (the member transaction detail call) in a dialog. */
export const TransactionDetailDialog = ({ transaction, onClose }: TransactionDetailDialogProps) => {
  const { t } = useTranslation(member.namespace);
  const detail = useTransaction(transaction.id);
  return (
    <Modal
      open
      onClose={onClose}
      title={`${t('records.transactions.detailTitle')} · ${t(`records.transactions.kinds.${transaction.kind}`)}`}
      closeLabel={t('common.close')}
    >
      {reasonOf(detail.error) === 'notFound' ? (
        <Alert>{t('records.transactions.notFound')}</Alert>
      ) : (
        <QueryView
          query={detail}
          loadingLabel={t('common.loading')}
          errorMessage={t('common.loadError')}
          retryLabel={t('common.retry')}
        >
          {(loaded) => <Detail transaction={loaded} />}
        </QueryView>
      )}
    </Modal>
  );
};
