import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';

import { member } from '../../remote';
import styles from './UplineConfirmation.module.css';

export interface UplineConfirmationProps {
  /** The amount, formatted. */
  amount: string;
  agent: string;
  pending: boolean;
  onBack: () => void;
  onConfirm: () => void;
}

/** The last look before money leaves for the upline: who gets how much, and that it is final. */
export const UplineConfirmation = ({
  amount,
  agent,
  pending,
  onBack,
  onConfirm,
}: UplineConfirmationProps) => {
  const { t } = useTranslation(member.namespace);
  const titleId = useId();
  const confirm = useRef<HTMLButtonElement>(null);
  // The form the player was in is gone: the focus goes to the decision it asks for.
  useEffect(() => confirm.current?.focus(), []);
  return (
    <section className={styles.confirm} aria-labelledby={titleId}>
      <h4 id={titleId} className={styles.title}>
        {t('upline.confirmTitle')}
      </h4>
      <p>{t('upline.confirmText', { amount, agent })}</p>
      <p className={styles.note}>{t('upline.confirmNote')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" disabled={pending} onClick={onBack}>
          {t('common.back')}
        </Button>
        <Button ref={confirm} disabled={pending} onClick={onConfirm}>
          {pending ? t('upline.sending') : t('upline.confirm')}
        </Button>
      </div>
    </section>
  );
};
