import { useTranslation } from 'react-i18next';
import { GUEST_SESSION, requiredRule } from 'shared-contracts';
import { Panel } from 'shared-ui';
import { type FieldErrors, useForm, useRemote } from 'shared-ui/kit';

import { useChangeLoginPassword, useRegisterSetting } from '../../api/security';
import { FormSubmitRow } from '../../components/FormSubmitRow';
import { layout } from '../../components/layout';
import {
  EMPTY_PASSWORD_CHANGE,
  PasswordChangeFields,
  type PasswordChangeValues,
} from '../../components/PasswordChangeFields';
import { member } from '../../remote';
import { checkRule, fieldRefusalOf, passwordChangeErrors } from './fieldMessages';

/**
 * Changes the login password (SPEC section 5: old one required, new one under the brand's
 * password rule, confirmation equal). The platform then ends every session, so the player is
 * logged out here and asked to log in again with the new password.
 */
export const LoginPasswordForm = () => {
  const { t } = useTranslation(member.namespace);
  const { host } = useRemote();
  const setting = useRegisterSetting().data;
  const change = useChangeLoginPassword();

  const form = useForm<PasswordChangeValues>({
    initial: EMPTY_PASSWORD_CHANGE,
    validate: (values) =>
      passwordChangeErrors(values, {
        oldPassword: values.oldPassword === '' ? { key: 'security.rules.not_empty' } : undefined,
        newPassword:
          checkRule(
            'password',
            setting?.fields.password,
            values.newPassword,
            requiredRule(9, 6, 20),
          ) ??
          (values.newPassword === values.oldPassword
            ? { key: 'security.password.sameAsOld' }
            : undefined),
      }),
    onSubmit: async (values) => {
      try {
        await change.mutateAsync(values);
      } catch (error) {
        const refusal = fieldRefusalOf(error);
        if (refusal)
          return {
            [refusal.field === 'password' ? 'newPassword' : refusal.field]: refusal.message,
          } as FieldErrors<PasswordChangeValues>;
        throw error;
      }
      // Every session of the member has ended on the platform: this one too.
      host.setToken(null);
      host.bus.session.set(GUEST_SESSION);
      host.bus.balance.set(null);
      host.bus.publish({ type: 'OpenLogin', reason: 'sessionEnded' });
    },
  });

  return (
    <Panel headingLevel={4} title={t('security.password.title')}>
      <form className={layout.stack} noValidate onSubmit={(event) => void form.submit(event)}>
        <p className={layout.muted}>{t('security.password.intro')}</p>
        <PasswordChangeFields
          form={form}
          old={{ label: t('security.password.old'), name: 'oldPassword' }}
          next={{ label: t('security.password.new'), name: 'newPassword' }}
          confirm={{ label: t('security.password.confirm'), name: 'confirmNewPassword' }}
        />
        <FormSubmitRow outcome={form.outcome} pending={change.isPending}>
          {t('security.password.submit')}
        </FormSubmitRow>
      </form>
    </Panel>
  );
};
