import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayoutAccount } from 'shared-contracts';
import { Button, Card, Modal, StatusBadge } from 'shared-ui';
import { FormAlert, messageOf } from 'shared-ui/kit';

import { useDeletePayoutAccount } from '../../api/security';
import { cx, layout } from '../../components/layout';
import { member } from '../../remote';
import styles from './Security.module.css';

export interface PayoutAccountItemProps {
  account: PayoutAccount;
}

/** One bound account, masked, with its delete button and the confirmation it asks first. */
export const PayoutAccountItem = ({ account }: PayoutAccountItemProps) => {
  const { t } = useTranslation(member.namespace);
  const remove = useDeletePayoutAccount();
  const [confirming, setConfirming] = useState(false);
  const name = `${account.providerName} ${account.maskedNumber}`;
  const close = () => {
    setConfirming(false);
    remove.reset();
  };
  return (
    <Card as="li" variant="inset" className={styles.item}>
      <div className={cx(layout.stackXs, styles.itemText)}>
        <strong>{account.providerName}</strong>
        <span>{account.maskedNumber}</span>
        <span className={layout.muted}>{account.payeeName}</span>
      </div>
      <StatusBadge tone="neutral">{t(`security.accounts.types.${account.type}`)}</StatusBadge>
      <Button
        size="sm"
        variant="ghost"
        aria-label={t('security.accounts.deleteNamed', { name })}
        onClick={() => setConfirming(true)}
      >
        {t('common.delete')}
      </Button>
      <Modal
        open={confirming}
        onClose={close}
        title={t('security.accounts.deleteTitle')}
        closeLabel={t('common.close')}
        size="sm"
        footer={
          <div className={layout.row}>
            <Button variant="secondary" onClick={close} disabled={remove.isPending}>
              {t('common.cancel')}
            </Button>
            <Button
              variant="danger"
              disabled={remove.isPending}
              aria-busy={remove.isPending}
              onClick={() => remove.mutate({ accountId: account.accountId }, { onSuccess: close })}
            >
              {t('common.delete')}
            </Button>
          </div>
        }
      >
        <p>{t('security.accounts.deleteQuestion', { name })}</p>
        <FormAlert message={remove.isError ? messageOf(remove.error) : null} />
      </Modal>
    </Card>
  );
};
