import { useTranslation } from 'react-i18next';
import { Button, Modal } from 'shared-ui';
import { useChannelValue } from 'shared-ui';
import { useRemote } from 'shared-ui/kit';

import styles from '../../components/Form.module.css';
import { AUTH_NAMESPACE } from '../../remote';

export interface RegisterSuccessModalProps {
  open: boolean;
  onClose: () => void;
  /** `welcome`: the first-login greeting instead of the registration success. */
  variant?: 'registered' | 'welcome';
}

/** registerSuccessModal, and the first-login welcome that shares its shape. */
export const RegisterSuccessModal = ({
  open,
  onClose,
  variant = 'registered',
}: RegisterSuccessModalProps) => {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const { host } = useRemote();
  const session = useChannelValue(host.bus.session);
  const name = session.status === 'member' ? session.member.nickname : '';
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t(variant === 'registered' ? 'success.title' : 'success.welcomeTitle')}
      closeLabel={t('dialog.close')}
      size="sm"
      footer={
        <>
          {variant === 'registered' ? (
            <Button
              variant="secondary"
              onClick={() => {
                onClose();
                host.bus.publish({ type: 'OpenMemberCentre', page: 'depositv2' });
              }}
            >
              {t('success.deposit')}
            </Button>
          ) : null}
          <Button onClick={onClose}>{t('success.start')}</Button>
        </>
      }
    >
      <p role="status" className={styles.dialogText}>
        {t(variant === 'registered' ? 'success.message' : 'success.welcome', { name })}
      </p>
    </Modal>
  );
};
