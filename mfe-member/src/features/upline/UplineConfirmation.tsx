import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card } from 'shared-ui';

import { cx, layout } from '../../components/layout';
import { member } from '../../remote';

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
  const confirm = useRef<HTMLButtonElement>(null);
  // The form the player was in is gone: the focus goes to the decision it asks for.
  useEffect(() => confirm.current?.focus(), []);
  return (
    <Card
      as="section"
      variant="outline"
      tone="warning"
      title={t('upline.confirmTitle')}
      headingLevel={4}
    >
      <p className={layout.text}>{t('upline.confirmText', { amount, agent })}</p>
      <p className={layout.muted}>{t('upline.confirmNote')}</p>
      <div className={cx(layout.row, layout.end, layout.fill)}>
        <Button variant="secondary" disabled={pending} onClick={onBack}>
          {t('common.back')}
        </Button>
        <Button ref={confirm} disabled={pending} onClick={onConfirm}>
          {pending ? t('upline.sending') : t('upline.confirm')}
        </Button>
      </div>
    </Card>
  );
};
