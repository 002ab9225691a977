import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, formLayout, Modal, Tabs, TextField } from 'shared-ui';
import { HumanCheckField, useHumanCheck } from 'shared-ui/human-check';

import { useCountryCodes } from '../../api/countryCodes';
import { useRegisterSetting } from '../../api/registerSetting';
import { useAuthCalls } from '../../api/useAuthCalls';
import { useAuthFlags } from '../../api/whitelabel';
import { DemoInboxLink } from '../../components/DemoInboxLink';
import { FormAlert } from '../../components/FormAlert';
import { MessageDialog } from '../../components/MessageDialog';
import { PhoneFields } from '../../components/PhoneFields';
import { requiredPlaceholder } from '../../components/requiredPlaceholder';
import { presentErrors, useFieldErrors } from '../../components/useFieldErrors';
import { useFieldText } from '../../components/useFieldText';
import { useMessage } from '../../components/useMessage';
import { checkSmsCode, useMobileCheck } from '../../components/useMobileCheck';
import { fieldRefusalOf, type Message, messageOf } from '../../lib/errors';
import { AUTH_NAMESPACE } from '../../remote';
import { useSendNoLoginCode } from '../login/useSendLoginCode';
import { useCompleteLogin } from '../session/useCompleteLogin';
import { validatePassword } from './validatePassword';

type Way = 'email' | 'mobileNum';
type Field = 'username' | 'email' | 'mobileNum' | 'verificationCode' | 'newPassword';
type Errors = Partial<Record<Field, string>>;

export interface ForgotPasswordModalProps {
  onClose: () => void;
}

/** forgetPassModal: by email (username and email), or by phone with the phone-verification flag. */
export const ForgotPasswordModal = ({ onClose }: ForgotPasswordModalProps) => {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const flags = useAuthFlags();
  const calls = useAuthCalls();
  const setting = useRegisterSetting().data;
  const countries = useCountryCodes().data ?? [];
  const fieldText = useFieldText();
  const text = useMessage();
  const checkMobile = useMobileCheck();
  const sendCode = useSendNoLoginCode('password');
  const completeLogin = useCompleteLogin();
  const [way, setWay] = useState<Way>('email');
  // The mail is sent only with a solved verification (the phone way has its own, per code).
  const check = useHumanCheck('reset', { auto: way === 'email' });
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [dialingCode, setDialingCode] = useState('');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const { errors, setErrors, changed } = useFieldErrors<Field>();
  const [message, setMessage] = useState<Message | null>(null);
  const [dialog, setDialog] = useState<Message | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const dialing = dialingCode || countries[0]?.countryDialingCode || '';

  const validate = (): Errors => {
    const empty = fieldText({ key: 'not_empty' });
    const found: Errors =
      way === 'email'
        ? {
            username: username.trim() === '' ? empty : undefined,
            email:
              email.trim() === ''
                ? empty
                : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())
                  ? undefined
                  : fieldText({ key: 'reg_pattern_3', params: { range: '' } }),
          }
        : {
            mobileNum: fieldText(checkMobile(mobile)),
            verificationCode: fieldText(checkSmsCode(code)),
            newPassword: fieldText(validatePassword(setting, newPassword)),
          };
    return presentErrors(found);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      if (way === 'email') {
        await calls.forgotPasswordByEmail(username.trim(), email.trim(), await check.take());
        setSent(true);
      } else {
        const result = await calls.resetPasswordByPhone({
          mobileNum: mobile.trim(),
          countryDialingCode: dialing || undefined,
          verificationCode: code.trim(),
          newPassword,
        });
        await completeLogin(result);
      }
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
      title={t('forgot.title')}
      closeLabel={t('dialog.close')}
      size="sm"
    >
      <form
        className={formLayout.form}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-label={t('forgot.title')}
      >
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
              setErrors({});
              setMessage(null);
            }}
          />
        ) : null}
        {way === 'email' ? (
          <>
            <TextField
              label={t('fields.username')}
              placeholder={requiredPlaceholder(t('fields.username'))}
              name="username"
              autoComplete="username"
              required
              value={username}
              onChange={(e) => changed('username', setUsername)(e.target.value)}
              error={errors.username}
            />
            <TextField
              label={t('fields.email')}
              placeholder={requiredPlaceholder(t('fields.email'))}
              name="email"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => changed('email', setEmail)(e.target.value)}
              error={errors.email}
            />
            <HumanCheckField check={check} />
          </>
        ) : (
          <>
            <PhoneFields
              countries={countries}
              dialingCode={dialing}
              onDialingCode={setDialingCode}
              mobile={mobile}
              onMobile={changed('mobileNum', setMobile)}
              mobileError={errors.mobileNum}
              code={{
                value: code,
                onChange: changed('verificationCode', setCode),
                error: errors.verificationCode,
                checkNumber: () => {
                  const invalid = checkMobile(mobile);
                  if (invalid) setErrors((c) => ({ ...c, mobileNum: fieldText(invalid) }));
                  return !invalid;
                },
                send: (humanCheck) => sendCode(mobile, dialing || undefined, humanCheck),
                onRefused: setDialog,
              }}
            />
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
          </>
        )}
        <DemoInboxLink />
        <FormAlert message={message} />
        <Button type="submit" fullWidth disabled={busy} aria-busy={busy}>
          {t('forgot.submit')}
        </Button>
      </form>
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
