import { useTranslation } from 'react-i18next';
import { validateConfirmation } from 'shared-contracts';
import { Button, Panel } from 'shared-ui';
import {
  type FieldErrors,
  FormAlert,
  messageOf,
  reasonOf,
  useForm,
  useFormOutcome,
  useMessage,
} from 'shared-ui/kit';

import { useRegisterSetting, useSetWithdrawalPassword } from '../../api/security';
import { layout } from '../../components/layout';
import { PasswordField } from '../../components/PasswordField';
import { member } from '../../remote';
import { checkRule, fieldRefusalOf, rule, ruleMessage } from './fieldMessages';

interface WithdrawalPasswordValues extends Record<string, unknown> {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

const EMPTY: WithdrawalPasswordValues = {
  oldPassword: '',
  newPassword: '',
  confirmNewPassword: '',
};

export interface WithdrawalPasswordFormProps {
  /** A withdrawal password exists: changing it needs the old one. */
  isSet: boolean;
}

/** Sets the withdrawal (payment) password, 6 digits in the demo brand, or changes it. */
export const WithdrawalPasswordForm = ({ isSet }: WithdrawalPasswordFormProps) => {
  const { t } = useTranslation(member.namespace);
  const text = useMessage();
  const setting = useRegisterSetting().data;
  const save = useSetWithdrawalPassword();
  const outcome = useFormOutcome();

  const form = useForm<WithdrawalPasswordValues>({
    initial: EMPTY,
    validate: (values) => {
      const errors: FieldErrors<WithdrawalPasswordValues> = {};
      if (isSet && !/^\d{6}$/.test(values.oldPassword))
        errors.oldPassword = { key: 'common.withdrawalPasswordInvalid' };
      const problem = checkRule(
        'paymentPassword',
        setting?.fields.paymentPassword,
        values.newPassword,
        rule(6, 6, 6),
      );
      if (problem) errors.newPassword = problem;
      const confirmation = ruleMessage(
        validateConfirmation(values.newPassword, values.confirmNewPassword),
      );
      if (confirmation) errors.confirmNewPassword = confirmation;
      return errors;
    },
    onSubmit: async (values) => {
      outcome.clear();
      try {
        await save.mutateAsync({
          ...(isSet ? { oldPassword: values.oldPassword } : {}),
          newPassword: values.newPassword,
          confirmNewPassword: values.confirmNewPassword,
        });
        form.reset();
        outcome.success({ key: isSet ? 'security.withdrawal.changed' : 'security.withdrawal.set' });
      } catch (error) {
        if (reasonOf(error) === 'withdrawalPasswordWrong')
          return { oldPassword: { key: 'security.withdrawal.oldWrong' } };
        const refusal = fieldRefusalOf(error);
        if (refusal && refusal.field in values)
          return { [refusal.field]: refusal.message } as FieldErrors<WithdrawalPasswordValues>;
        outcome.fail(messageOf(error));
      }
    },
  });
  const { values, errors, setField } = form;

  return (
    <Panel headingLevel={4} title={t('security.withdrawal.title')}>
      <form className={layout.stack} noValidate onSubmit={(event) => void form.submit(event)}>
        <p className={layout.muted}>
          {t(isSet ? 'security.withdrawal.introChange' : 'security.withdrawal.introSet')}
        </p>
        {isSet ? (
          <PasswordField
            digits
            label={t('security.withdrawal.old')}
            name="oldWithdrawalPassword"
            required
            value={values.oldPassword}
            onChange={(value) => setField('oldPassword', value)}
            error={text(errors.oldPassword)}
          />
        ) : null}
        <PasswordField
          digits
          label={t('security.withdrawal.new')}
          name="newWithdrawalPassword"
          required
          value={values.newPassword}
          onChange={(value) => setField('newPassword', value)}
          error={text(errors.newPassword)}
        />
        <PasswordField
          digits
          label={t('security.withdrawal.confirm')}
          name="confirmWithdrawalPassword"
          required
          value={values.confirmNewPassword}
          onChange={(value) => setField('confirmNewPassword', value)}
          error={text(errors.confirmNewPassword)}
        />
        <FormAlert message={outcome.message} tone={outcome.tone} />
        <div className={layout.row}>
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
            {t(isSet ? 'security.withdrawal.submitChange' : 'security.withdrawal.submitSet')}
          </Button>
        </div>
      </form>
    </Panel>
  );
};
