import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GUEST_SESSION, validateConfirmation } from 'shared-contracts';
import { Button, formLayout, TextField } from 'shared-ui';
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

type Field = 'newPassword' | 'confirmNewPassword';
type Errors = Partial<Record<Field, string>>;

export interface ResetPasswordStepProps {
  /** The token of the emailed link (`/login?resetToken=`). */
  token: string;
  /** The password is set: the login form follows. */
  onDone: () => void;
}

/**
 * The set-new-password step an emailed reset link opens: the new password twice, by the brand's
 * rule. The platform spends the link with the change and ends every session of the account, so
 * a player signed in on this browser is signed out too. A spent or expired link offers a new one.
 */
export const ResetPasswordStep = ({ token, onDone }: ResetPasswordStepProps) => {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const { host } = useRemote();
  const calls = useAuthCalls();
  const setting = useRegisterSetting().data;
  const fieldText = useFieldText();
  const text = useMessage();
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { errors, setErrors, changed } = useFieldErrors<Field>();
  const [message, setMessage] = useState<Message | null>(null);
  const [linkSpent, setLinkSpent] = useState(false);
  const [busy, setBusy] = useState(false);
  const first = useRef<HTMLInputElement>(null);

  useEffect(() => first.current?.focus(), []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      newPassword: fieldText(validatePassword(setting, newPassword)),
      confirmNewPassword: fieldText(validateConfirmation(newPassword, confirm)),
    };
    const real = presentErrors(found);
    setErrors(real);
    setMessage(null);
    if (Object.keys(real).length > 0) return;
    setBusy(true);
    try {
      await calls.resetPasswordByLink({ token, newPassword, confirmNewPassword: confirm });
      host.setToken(null);
      host.bus.session.set(GUEST_SESSION);
      host.bus.balance.set(null);
      onDone();
    } catch (error) {
      const refusal = fieldRefusalOf(error);
      if (refusal)
        setErrors({
          [refusal.field === 'password' ? 'newPassword' : refusal.field]: text(refusal.message),
        });
      else {
        const said = messageOf(error);
        setMessage(said);
        setLinkSpent('key' in said && said.key === 'errors.reset_link_invalid');
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={formLayout.form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={t('reset.title')}
    >
      <p className={formLayout.muted}>{t('reset.intro')}</p>
      <TextField
        ref={first}
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
      <div className={formLayout.actions}>
        <Button type="submit" fullWidth disabled={busy} aria-busy={busy}>
          {t('reset.submit')}
        </Button>
        {linkSpent ? (
          <Button variant="secondary" fullWidth onClick={() => authUi.open('forgotPassword')}>
            {t('reset.askAgain')}
          </Button>
        ) : null}
      </div>
    </form>
  );
};
