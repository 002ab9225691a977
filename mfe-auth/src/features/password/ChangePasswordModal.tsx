import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, formLayout, Modal } from 'shared-ui';
import { useForm, useRemote } from 'shared-ui/kit';

import { useChangePasswordCall } from '../../api/sealedCalls';
import { useRegisterSetting } from '../../api/settings';
import { AuthForm } from '../../components/AuthForm';
import { FormAlert } from '../../components/FormAlert';
import { FormField } from '../../components/FormField';
import { NOT_EMPTY, presentErrors } from '../../components/formRules';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { messageOf } from '../../lib/errors';
import { AUTH_NAMESPACE } from '../../remote';
import { authUi } from '../../state/authUi';
import { endSessionHere, newPasswordErrors, passwordRefusalOf } from './passwordForms';

type ChangeValues = { oldPassword: string; newPassword: string; confirmNewPassword: string };

export interface ChangePasswordModalProps {
  /** The password just used to log in; the old-password field shows only without one. */
  knownPassword: string | null;
  onClose: () => void;
}

/**
 * changePassModal. The platform ends every session of the member on a change, so success
 * logs out here too and opens the login modal (SPEC section 4).
 */
export const ChangePasswordModal = ({ knownPassword, onClose }: ChangePasswordModalProps) => {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const { host } = useRemote();
  const change = useChangePasswordCall();
  const setting = useRegisterSetting().data;
  // Known only from the login that led here (in memory): passwords are never stored.
  const [stored] = useState(knownPassword ?? null);
  const form = useForm<ChangeValues>({
    initial: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    validate: (values) =>
      presentErrors<ChangeValues>({
        oldPassword: stored === null && values.oldPassword === '' ? NOT_EMPTY : null,
        ...newPasswordErrors(setting, values),
      }),
    onSubmit: async (values) => {
      try {
        await change.mutateAsync({ ...values, oldPassword: stored ?? values.oldPassword });
        endSessionHere(host);
        // SPEC section 8: the success asks to log in again, with the new password.
        authUi.open('login', { notice: { key: 'change.success' } });
      } catch (error) {
        const refused = passwordRefusalOf<ChangeValues>(error);
        if (refused) return refused;
        throw error;
      }
    },
    describe: (error) => messageOf(error),
  });
  const { outcome, submitting } = form;

  return (
    <Modal
      open
      onClose={onClose}
      title={t('change.title')}
      closeLabel={t('dialog.close')}
      size="sm"
    >
      <AuthForm label={t('change.title')} form={form} outcome={outcome}>
        <p className={formLayout.muted}>{t('change.intro')}</p>
        {stored === null ? (
          <FormField
            form={form}
            name="oldPassword"
            type="password"
            autoComplete="current-password"
          />
        ) : null}
        <NewPasswordFields form={form} />
        <FormAlert message={outcome.message} />
        <Button type="submit" fullWidth disabled={submitting} aria-busy={submitting}>
          {t('change.submit')}
        </Button>
      </AuthForm>
    </Modal>
  );
};
