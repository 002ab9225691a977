import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordEmailEndpoint } from 'shared-contracts';
import { Button, Modal, Tabs } from 'shared-ui';
import { HumanCheckField, useHumanCheck } from 'shared-ui/human-check';
import { useEndpointMutation, useForm } from 'shared-ui/kit';

import { usePasswordByPhoneCall } from '../../api/sealedCalls';
import { useAuthFlags, useRegisterSetting } from '../../api/settings';
import { AuthForm } from '../../components/AuthForm';
import { DemoInboxLink } from '../../components/DemoInboxLink';
import { FormAlert } from '../../components/FormAlert';
import { FormField } from '../../components/FormField';
import { NOT_EMPTY, presentErrors } from '../../components/formRules';
import { MessageDialog } from '../../components/MessageDialog';
import { type Message, messageOf } from '../../lib/errors';
import { AUTH_NAMESPACE } from '../../remote';
import {
  NoLoginPhoneFields,
  type PhoneWayValues,
  useDialingCode,
  usePhoneWayRules,
} from '../login/NoLoginPhoneFields';
import { useCompleteLogin } from '../session/useCompleteLogin';
import { passwordRefusalOf, validatePassword } from './passwordForms';

type Way = 'email' | 'mobileNum';
type ForgotValues = PhoneWayValues & { username: string; email: string; newPassword: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface ForgotPasswordModalProps {
  onClose: () => void;
}

/** forgetPassModal: by email (username and email), or by phone with the phone-verification flag. */
export const ForgotPasswordModal = ({ onClose }: ForgotPasswordModalProps) => {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const flags = useAuthFlags();
  const byEmail = useEndpointMutation(passwordEmailEndpoint);
  const byPhone = usePasswordByPhoneCall();
  const setting = useRegisterSetting().data;
  const phoneWayRules = usePhoneWayRules();
  const completeLogin = useCompleteLogin();
  const [way, setWay] = useState<Way>('email');
  // The mail is sent only with a solved verification (the phone way has its own, per code).
  const check = useHumanCheck('reset', { auto: way === 'email' });
  const [dialog, setDialog] = useState<Message | null>(null);
  const [sent, setSent] = useState(false);
  const form = useForm<ForgotValues>({
    initial: {
      username: '',
      email: '',
      dialingCode: '',
      mobileNum: '',
      verificationCode: '',
      newPassword: '',
    },
    validate: (values) =>
      presentErrors<ForgotValues>(
        way === 'email'
          ? {
              username: values.username.trim() === '' ? NOT_EMPTY : null,
              email:
                values.email.trim() === ''
                  ? NOT_EMPTY
                  : EMAIL.test(values.email.trim())
                    ? null
                    : { key: 'reg_pattern_3', params: { range: '' } },
            }
          : {
              ...phoneWayRules(values),
              newPassword: validatePassword(setting, values.newPassword),
            },
      ),
    onSubmit: async (values) => {
      try {
        if (way === 'email') {
          await byEmail.mutateAsync({
            username: values.username.trim(),
            email: values.email.trim(),
            humanCheck: await check.take(),
          });
          setSent(true);
        } else {
          const result = await byPhone.mutateAsync({
            mobileNum: values.mobileNum.trim(),
            countryDialingCode: dialing || undefined,
            verificationCode: values.verificationCode.trim(),
            newPassword: values.newPassword,
          });
          await completeLogin(result);
        }
      } catch (error) {
        const refused = passwordRefusalOf<ForgotValues>(error);
        if (refused) return refused;
        throw error;
      }
    },
    describe: (error) => messageOf(error),
  });
  const { outcome, submitting } = form;
  const dialing = useDialingCode(form.values.dialingCode);

  return (
    <Modal
      open
      onClose={onClose}
      title={t('forgot.title')}
      closeLabel={t('dialog.close')}
      size="sm"
    >
      <AuthForm label={t('forgot.title')} form={form} outcome={outcome}>
        {flags.phoneVerification ? (
          <Tabs
            label={t('forgot.way')}
            items={[
              { id: 'email', label: t('forgot.byEmail') },
              { id: 'mobileNum', label: t('forgot.byPhone') },
            ]}
            value={way}
            onChange={(next: Way) => {
              // Each way's complaints belong to its own fields: none follow to the other tab.
              setWay(next);
              form.setErrors({});
              outcome.clear();
            }}
          />
        ) : null}
        {way === 'email' ? (
          <>
            <FormField form={form} name="username" autoComplete="username" />
            <FormField form={form} name="email" type="email" autoComplete="email" />
            <HumanCheckField check={check} />
          </>
        ) : (
          <>
            <NoLoginPhoneFields form={form} purpose="password" onRefused={setDialog} />
            <FormField form={form} name="newPassword" type="password" autoComplete="new-password" />
          </>
        )}
        <DemoInboxLink />
        <FormAlert message={outcome.message} />
        <Button type="submit" fullWidth disabled={submitting} aria-busy={submitting}>
          {t('forgot.submit')}
        </Button>
      </AuthForm>
      <MessageDialog message={dialog} onClose={() => setDialog(null)} />
      <MessageDialog
        title={t('in_been_out')}
        message={sent ? { key: 'in_increase_submit' } : null}
        onClose={() => {
          setSent(false);
          onClose();
        }}
      />
    </Modal>
  );
};
