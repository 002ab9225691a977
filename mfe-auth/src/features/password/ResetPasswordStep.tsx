import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, formLayout } from 'shared-ui';
import { useForm, useRemote } from 'shared-ui/kit';

import { usePasswordResetCall } from '../../api/sealedCalls';
import { useRegisterSetting } from '../../api/settings';
import { AuthForm } from '../../components/AuthForm';
import { FormAlert } from '../../components/FormAlert';
import { presentErrors } from '../../components/formRules';
import { NewPasswordFields, type NewPasswordValues } from '../../components/NewPasswordFields';
import { messageOf } from '../../lib/errors';
import { AUTH_NAMESPACE } from '../../remote';
import { authUi } from '../../state/authUi';
import { endSessionHere, newPasswordErrors, passwordRefusalOf } from './passwordForms';

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
  const reset = usePasswordResetCall();
  const setting = useRegisterSetting().data;
  const [linkSpent, setLinkSpent] = useState(false);
  const first = useRef<HTMLInputElement>(null);
  const form = useForm<NewPasswordValues>({
    initial: { newPassword: '', confirmNewPassword: '' },
    validate: (values) => presentErrors<NewPasswordValues>(newPasswordErrors(setting, values)),
    onSubmit: async (values) => {
      try {
        await reset.mutateAsync({ token, ...values });
        endSessionHere(host);
        onDone();
      } catch (error) {
        const refused = passwordRefusalOf<NewPasswordValues>(error);
        if (refused) return refused;
        const said = messageOf(error);
        form.outcome.fail(said);
        setLinkSpent('key' in said && said.key === 'errors.reset_link_invalid');
      }
    },
    describe: (error) => messageOf(error),
  });
  const { outcome, submitting } = form;

  useEffect(() => first.current?.focus(), []);

  return (
    <AuthForm label={t('reset.title')} form={form} outcome={outcome}>
      <p className={formLayout.muted}>{t('reset.intro')}</p>
      <NewPasswordFields ref={first} form={form} />
      <FormAlert message={outcome.message} />
      <div className={formLayout.actions}>
        <Button type="submit" fullWidth disabled={submitting} aria-busy={submitting}>
          {t('reset.submit')}
        </Button>
        {linkSpent ? (
          <Button variant="secondary" fullWidth onClick={() => authUi.open('forgotPassword')}>
            {t('reset.askAgain')}
          </Button>
        ) : null}
      </div>
    </AuthForm>
  );
};
