import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GUEST_SESSION, validateConfirmation } from 'shared-contracts';
import { Button, formLayout, Modal, TextField } from 'shared-ui';
import { useRemote } from 'shared-ui/kit';

import { useRegisterSetting } from '../../api/registerSetting';
import { useAuthCalls } from '../../api/useAuthCalls';
import { FormAlert } from '../../components/FormAlert';
import { requiredPlaceholder } from '../../components/requiredPlaceholder';
import { presentErrors, useFieldErrors } from '../../components/useFieldErrors';
import { useFieldText } from '../../components/useFieldText';
import { useMessage } from '../../components/useMessage';
import { fieldRefusalOf, type Message, messageOf } from '../../lib/errors';
import { AUTH_NAMESPACE } from '../../remote';
import { authUi } from '../../state/authUi';
import { validatePassword } from './validatePassword';

type Field = 'oldPassword' | 'newPassword' | 'confirmNewPassword';
type Errors = Partial<Record<Field, string>>;

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
  const calls = useAuthCalls();
  const setting = useRegisterSetting().data;
  const fieldText = useFieldText();
  const text = useMessage();
  // Known only from the login that led here (in memory): passwords are never stored.
  const [stored] = useState(knownPassword ?? null);
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { errors, setErrors, changed } = useFieldErrors<Field>();
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      oldPassword:
        stored === null && oldPassword === '' ? fieldText({ key: 'not_empty' }) : undefined,
      newPassword: fieldText(validatePassword(setting, newPassword)),
      confirmNewPassword: fieldText(validateConfirmation(newPassword, confirm)),
    };
    const real = presentErrors(found);
    setErrors(real);
    setMessage(null);
    if (Object.keys(real).length > 0) return;
    setBusy(true);
    try {
      await calls.changePassword({
        oldPassword: stored ?? oldPassword,
        newPassword,
        confirmNewPassword: confirm,
      });
      host.setToken(null);
      host.bus.session.set(GUEST_SESSION);
      host.bus.balance.set(null);
      // SPEC section 8: the success asks to log in again, with the new password.
      authUi.open('login', { notice: { key: 'change.success' } });
    } catch (error) {
      const refusal = fieldRefusalOf(error);
      if (refusal)
        setErrors({
          [refusal.field === 'password' ? 'newPassword' : refusal.field]: text(refusal.message),
        });
      else setMessage(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('change.title')}
      closeLabel={t('dialog.close')}
      size="sm"
    >
      <form
        className={formLayout.form}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-label={t('change.title')}
      >
        <p className={formLayout.muted}>{t('change.intro')}</p>
        {stored === null ? (
          <TextField
            label={t('fields.oldPassword')}
            placeholder={requiredPlaceholder(t('fields.oldPassword'))}
            name="oldPassword"
            type="password"
            autoComplete="current-password"
            required
            value={oldPassword}
            onChange={(e) => changed('oldPassword', setOldPassword)(e.target.value)}
            error={errors.oldPassword}
          />
        ) : null}
        <TextField
          label={t('fields.newPassword')}
          placeholder={requiredPlaceholder(t('fields.newPassword'))}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          value={newPassword}
          onChange={(e) => changed('newPassword', setNewPassword)(e.target.value)}
          error={errors.newPassword}
        />
        <TextField
          label={t('fields.confirmNewPassword')}
          placeholder={requiredPlaceholder(t('fields.confirmNewPassword'))}
          name="confirmNewPassword"
          type="password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(e) => changed('confirmNewPassword', setConfirm)(e.target.value)}
          error={errors.confirmNewPassword}
        />
        <FormAlert message={message} />
        <Button type="submit" fullWidth disabled={busy} aria-busy={busy}>
          {t('change.submit')}
        </Button>
      </form>
    </Modal>
  );
};
