import { useTranslation } from 'react-i18next';
import { requiredRule } from 'shared-contracts';
import { Panel } from 'shared-ui';
import { type FieldErrors, type Message, messageOf, reasonOf, useForm } from 'shared-ui/kit';

import { useRegisterSetting, useSetWithdrawalPassword } from '../../api/security';
import { FormSubmitRow } from '../../components/FormSubmitRow';
import { layout } from '../../components/layout';
import {
  EMPTY_PASSWORD_CHANGE,
  PasswordChangeFields,
  type PasswordChangeValues,
} from '../../components/PasswordChangeFields';
import { member } from '../../remote';
import { checkRule, fieldRefusalOf, passwordChangeErrors } from './fieldMessages';

/** A wrong old password is said at its field, in the page's words. */
const describe = (error: unknown): Message =>
  reasonOf(error) === 'withdrawalPasswordWrong'
    ? { key: 'security.withdrawal.oldWrong' }
    : messageOf(error);

export interface WithdrawalPasswordFormProps {
  /** A withdrawal password exists: changing it needs the old one. */
  isSet: boolean;
}

/** Sets the withdrawal (payment) password, 6 digits in the demo brand, or changes it. */
export const WithdrawalPasswordForm = ({ isSet }: WithdrawalPasswordFormProps) => {
  const { t } = useTranslation(member.namespace);
  const setting = useRegisterSetting().data;
  const save = useSetWithdrawalPassword();

  const form = useForm<PasswordChangeValues>({
    initial: EMPTY_PASSWORD_CHANGE,
    validate: (values) =>
      passwordChangeErrors(values, {
        oldPassword:
          isSet && !/^\d{6}$/.test(values.oldPassword)
            ? { key: 'common.withdrawalPasswordInvalid' }
            : undefined,
        newPassword: checkRule(
          'paymentPassword',
          setting?.fields.paymentPassword,
          values.newPassword,
          requiredRule(6, 6, 6),
        ),
      }),
    refusals: { withdrawalPasswordWrong: 'oldPassword' },
    describe,
    onSubmit: async (values) => {
      try {
        await save.mutateAsync({
          ...(isSet ? { oldPassword: values.oldPassword } : {}),
          newPassword: values.newPassword,
          confirmNewPassword: values.confirmNewPassword,
        });
      } catch (error) {
        const refusal = fieldRefusalOf(error);
        if (refusal && refusal.field in values)
          return { [refusal.field]: refusal.message } as FieldErrors<PasswordChangeValues>;
        throw error;
      }
      form.reset();
      form.outcome.success({
        key: isSet ? 'security.withdrawal.changed' : 'security.withdrawal.set',
      });
    },
  });

  return (
    <Panel headingLevel={4} title={t('security.withdrawal.title')}>
      <form className={layout.stack} noValidate onSubmit={(event) => void form.submit(event)}>
        <p className={layout.muted}>
          {t(isSet ? 'security.withdrawal.introChange' : 'security.withdrawal.introSet')}
        </p>
        <PasswordChangeFields
          form={form}
          digits
          old={
            isSet ? { label: t('security.withdrawal.old'), name: 'oldWithdrawalPassword' } : null
          }
          next={{ label: t('security.withdrawal.new'), name: 'newWithdrawalPassword' }}
          confirm={{ label: t('security.withdrawal.confirm'), name: 'confirmWithdrawalPassword' }}
        />
        <FormSubmitRow outcome={form.outcome} pending={save.isPending}>
          {t(isSet ? 'security.withdrawal.submitChange' : 'security.withdrawal.submitSet')}
        </FormSubmitRow>
      </form>
    </Panel>
  );
};
