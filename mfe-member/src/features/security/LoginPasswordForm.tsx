import { useTranslation } from 'react-i18next';
import { GUEST_SESSION, validateConfirmation } from 'shared-contracts';
import { Button, Panel } from 'shared-ui';
import {
  type FieldErrors,
  FormAlert,
  messageOf,
  useForm,
  useFormOutcome,
  useMessage,
  useRemote,
} from 'shared-ui/kit';

import { useChangeLoginPassword, useRegisterSetting } from '../../api/security';
import { layout } from '../../components/layout';
import { PasswordField } from '../../components/PasswordField';
import { member } from '../../remote';
import { checkRule, fieldRefusalOf, rule, ruleMessage } from './fieldMessages';

interface LoginPasswordValues extends Record<string, unknown> {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

const EMPTY: LoginPasswordValues = { oldPassword: '', newPassword: '', confirmNewPassword: '' };

/**
 * Changes the login password (SPEC section 5: old one required, new one under the brand's
 * password rule, confirmation equal). The platform then ends every session, so the player is
 * logged out here and asked to log in again with the new password.
 */
export const LoginPasswordForm = () => {
  const { t } = useTranslation(member.namespace);
  const text = useMessage();
  const { host } = useRemote();
  const setting = useRegisterSetting().data;
  const change = useChangeLoginPassword();
  const outcome = useFormOutcome();

  const form = useForm<LoginPasswordValues>({
    initial: EMPTY,
    validate: (values) => {
      const errors: FieldErrors<LoginPasswordValues> = {};
      if (values.oldPassword === '') errors.oldPassword = { key: 'security.rules.not_empty' };
      const rulePassword = checkRule(
        'password',
        setting?.fields.password,
        values.newPassword,
        rule(9, 6, 20),
      );
      if (rulePassword) errors.newPassword = rulePassword;
      else if (values.newPassword === values.oldPassword)
        errors.newPassword = { key: 'security.password.sameAsOld' };
      const confirmation = ruleMessage(
        validateConfirmation(values.newPassword, values.confirmNewPassword),
      );
      if (confirmation) errors.confirmNewPassword = confirmation;
      return errors;
    },
    onSubmit: async (values) => {
      outcome.clear();
      try {
        await change.mutateAsync(values);
      } catch (error) {
        const refusal = fieldRefusalOf(error);
        if (refusal)
          return {
            [refusal.field === 'password' ? 'newPassword' : refusal.field]: refusal.message,
          } as FieldErrors<LoginPasswordValues>;
        outcome.fail(messageOf(error));
        return;
      }
      // Every session of the member has ended on the platform: this one too.
      host.setToken(null);
      host.bus.session.set(GUEST_SESSION);
      host.bus.balance.set(null);
      host.bus.publish({ type: 'OpenLogin', reason: 'sessionEnded' });
    },
  });
  const { values, errors, setField } = form;

  return (
    <Panel headingLevel={4} title={t('security.password.title')}>
      <form className={layout.stack} noValidate onSubmit={(event) => void form.submit(event)}>
        <p className={layout.muted}>{t('security.password.intro')}</p>
        <PasswordField
          label={t('security.password.old')}
          name="oldPassword"
          required
          value={values.oldPassword}
          onChange={(value) => setField('oldPassword', value)}
          error={text(errors.oldPassword)}
        />
        <PasswordField
          label={t('security.password.new')}
          name="newPassword"
          autoComplete="new-password"
          required
          value={values.newPassword}
          onChange={(value) => setField('newPassword', value)}
          error={text(errors.newPassword)}
        />
        <PasswordField
          label={t('security.password.confirm')}
          name="confirmNewPassword"
          autoComplete="new-password"
          required
          value={values.confirmNewPassword}
          onChange={(value) => setField('confirmNewPassword', value)}
          error={text(errors.confirmNewPassword)}
        />
        <FormAlert message={outcome.message} tone={outcome.tone} />
        <div className={layout.row}>
          <Button type="submit" disabled={change.isPending} aria-busy={change.isPending}>
            {t('security.password.submit')}
          </Button>
        </div>
      </form>
    </Panel>
  );
};
