import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type {
  CaptchaAnswer,
  FieldError,
  RegisterSetting,
  RegistrationField,
} from 'shared-contracts';
import { Button, Tabs } from 'shared-ui';

import { useCaptcha } from '../../api/captcha';
import { useCountryCodes } from '../../api/countryCodes';
import { useAuthCalls } from '../../api/useAuthCalls';
import { useAuthFlags } from '../../api/whitelabel';
import { CaptchaField, useRefreshCaptcha } from '../../components/CaptchaField';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import styles from '../../components/Form.module.css';
import { FormAlert } from '../../components/FormAlert';
import { MessageDialog } from '../../components/MessageDialog';
import { PhoneFields } from '../../components/PhoneFields';
import { useFieldErrors } from '../../components/useFieldErrors';
import { useFieldText } from '../../components/useFieldText';
import { useMessage } from '../../components/useMessage';
import { useMobileCheck } from '../../components/useMobileCheck';
import { type Message, type SendCodeOutcome, sendFailureOf } from '../../lib/errors';
import { AUTH_NAMESPACE } from '../../remote';
import { RegisterField } from './RegisterField';
import {
  type RegistrationMode,
  type RegistrationValues,
  shownFields,
  validateRegistration,
} from './registrationFields';
import { spendsCaptcha, useRegisterSubmit } from './useRegisterSubmit';

export interface RegisterFormProps {
  setting: RegisterSetting;
  variant: 'page' | 'modal';
  /** Modal only: back to the login form. */
  onLogin?: () => void;
}

/** The registration form by brand configuration: username or mobile registration (SPEC section 2). */
export const RegisterForm = ({ setting, variant, onLogin }: RegisterFormProps) => {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const flags = useAuthFlags();
  const calls = useAuthCalls();
  const fieldText = useFieldText();
  const text = useMessage();
  const checkMobile = useMobileCheck();
  const countries = useCountryCodes().data ?? setting.countries;
  const { submit, checkInvitation } = useRegisterSubmit();
  const mobileTabs = setting.mobileRegistration && flags.mobileRegister;
  const [mode, setMode] = useState<RegistrationMode>('register');
  const [values, setValues] = useState<RegistrationValues>({});
  const [dialingCode, setDialingCode] = useState('');
  const [agree, setAgree] = useState(true);
  const { errors, setErrors, clearError } = useFieldErrors<RegistrationField>();
  const [message, setMessage] = useState<Message | null>(null);
  const [dialog, setDialog] = useState<Message | null>(null);
  const [confirmAccount, setConfirmAccount] = useState(false);
  const [busy, setBusy] = useState(false);
  const fields = shownFields(setting, mode, flags.phoneVerification);
  const captcha = useCaptcha(setting.captchaEnabled);
  const refreshCaptcha = useRefreshCaptcha();
  const dialing = dialingCode || countries[0]?.countryDialingCode || '';
  const set = (field: RegistrationField) => (value: string) => {
    clearError(field);
    setValues((current) => ({ ...current, [field]: value }));
  };
  const shown = (field: RegistrationField) => fields.find((f) => f.field === field);

  const send = async () => {
    setBusy(true);
    const outcome = await submit(mode, values, {
      countryDialingCode: dialing,
      captchaId: captcha.data?.captchaId,
    });
    setBusy(false);
    setConfirmAccount(false);
    if (outcome.ok) return;
    if (setting.captchaEnabled && spendsCaptcha(outcome)) {
      refreshCaptcha();
      set('captcha')('');
    }
    if (outcome.kind === 'invitation') setDialog({ key: 'invitation_code_error' });
    else if (outcome.kind === 'field')
      setErrors({ [outcome.refusal.field]: text(outcome.refusal.message) });
    else setMessage(outcome.message);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const found = validateRegistration(fields, values) as Record<string, FieldError>;
    setErrors(
      Object.fromEntries(Object.entries(found).map(([field, error]) => [field, fieldText(error)])),
    );
    if (Object.keys(found).length > 0) return;
    if (!agree) {
      setMessage({ key: 'register.mustAgree' });
      return;
    }
    const stop = await checkInvitation(values.affiliateCode?.trim() || undefined);
    if (stop && !stop.ok) {
      if (stop.kind === 'invitation') setDialog({ key: 'invitation_code_error' });
      else if (stop.kind === 'message') setMessage(stop.message);
      return;
    }
    // A mobile registration shows the account it will create before creating it.
    if (mode === 'registerMobile') setConfirmAccount(true);
    else await send();
  };

  const checkNumber = (): boolean => {
    const invalid = checkMobile(values.mobileNum ?? '');
    if (invalid) setErrors((current) => ({ ...current, mobileNum: fieldText(invalid) }));
    return !invalid;
  };

  const sendCode = async (answer: CaptchaAnswer): Promise<SendCodeOutcome> => {
    try {
      const sent = await calls.sendRegisterCode(
        (values.mobileNum ?? '').trim(),
        dialing || undefined,
        values.username?.trim() || undefined,
        answer,
      );
      return { kind: 'sent', seconds: sent.expiredMinutes * 60 };
    } catch (error) {
      return sendFailureOf(error);
    }
  };

  const mobileField = shown('mobileNum');
  const codeField = shown('verificationCode');
  return (
    <form
      className={styles.form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={t('register.formLabel')}
    >
      {mobileTabs ? (
        <Tabs
          label={t('register.type')}
          items={[
            { id: 'register', label: t('register.byUsername') },
            { id: 'registerMobile', label: t('register.byMobile') },
          ]}
          value={mode}
          onChange={(next: RegistrationMode) => {
            setMode(next);
            setErrors({});
            setMessage(null);
          }}
        />
      ) : null}
      {fields.map(({ field, required, rule }) => {
        if (field === 'verificationCode' || field === 'captcha') return null;
        if (field === 'mobileNum' && mobileField) {
          return (
            <PhoneFields
              key={field}
              countries={countries}
              dialingCode={dialing}
              onDialingCode={setDialingCode}
              mobile={values.mobileNum ?? ''}
              onMobile={set('mobileNum')}
              mobileError={errors.mobileNum}
              code={
                codeField
                  ? {
                      value: values.verificationCode ?? '',
                      onChange: set('verificationCode'),
                      error: errors.verificationCode,
                      checkNumber,
                      send: sendCode,
                      onRefused: setDialog,
                    }
                  : undefined
              }
            />
          );
        }
        return (
          <RegisterField
            key={field}
            field={field}
            required={required}
            maxLength={rule.maxLength}
            value={values[field] ?? ''}
            onChange={set(field)}
            error={errors[field]}
          />
        );
      })}
      {setting.captchaEnabled ? (
        <CaptchaField
          value={values.captcha ?? ''}
          onChange={set('captcha')}
          image={captcha.data?.image}
          error={errors.captcha}
        />
      ) : null}
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={agree}
          onChange={(event) => setAgree(event.target.checked)}
        />
        <span>
          {t('register.agree')} <Link to="/help">{t('register.protocol')}</Link>
        </span>
      </label>
      <FormAlert message={message} />
      <div className={styles.actions}>
        <Button type="submit" fullWidth disabled={busy} aria-busy={busy}>
          {t('register.submit')}
        </Button>
        {variant === 'page' ? (
          <Button
            variant="ghost"
            fullWidth
            type="reset"
            onClick={() => {
              setValues({});
              setErrors({});
              setMessage(null);
              setAgree(true);
            }}
          >
            {t('register.reset')}
          </Button>
        ) : null}
      </div>
      {variant === 'modal' && onLogin ? (
        <p className={styles.muted}>
          {t('register.haveAccount')}{' '}
          <button type="button" className={styles.link} onClick={onLogin}>
            {t('register.loginLink')}
          </button>
        </p>
      ) : null}
      <ConfirmDialog
        open={confirmAccount}
        title={t('register.confirmAccountTitle')}
        confirmLabel={t('register.confirmAccount')}
        onConfirm={() => void send()}
        onCancel={() => setConfirmAccount(false)}
        busy={busy}
      >
        {t('register.generatedAccount', { account: (values.mobileNum ?? '').trim() })}
      </ConfirmDialog>
      <MessageDialog message={dialog} onClose={() => setDialog(null)} />
    </form>
  );
};
