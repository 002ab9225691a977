import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  type RegisterSetting,
  type RegistrationField,
  smsRegisterEndpoint,
} from 'shared-contracts';
import { Button, formLayout, Tabs } from 'shared-ui';
import { HumanCheckField, useHumanCheck } from 'shared-ui/human-check';
import { useEndpointMutation, useForm, useMessage } from 'shared-ui/kit';

import { useCaptcha } from '../../api/captcha';
import { useAuthFlags, useCountryCodes } from '../../api/settings';
import { AuthForm } from '../../components/AuthForm';
import { CaptchaField, useRefreshCaptcha } from '../../components/CaptchaField';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DemoInboxLink } from '../../components/DemoInboxLink';
import { FormAlert } from '../../components/FormAlert';
import { MessageDialog } from '../../components/MessageDialog';
import { PhoneFields } from '../../components/PhoneFields';
import { useMobileCheck } from '../../components/useMobileCheck';
import { type Message, messageOf, type SendCodeOutcome, sendFailureOf } from '../../lib/errors';
import { AUTH_NAMESPACE } from '../../remote';
import { RegisterField } from './RegisterField';
import {
  offeredModes,
  type RegistrationMode,
  type RegistrationValues,
  shownFields,
  validateRegistration,
} from './registrationFields';
import { spendsCaptcha, useRegisterSubmit } from './useRegisterSubmit';

type RegisterValues = RegistrationValues & { dialingCode: string; agree: boolean };

const INITIAL: RegisterValues = { dialingCode: '', agree: true };

export interface RegisterFormProps {
  setting: RegisterSetting;
  variant: 'page' | 'modal';
  /** Modal only: back to the login form. */
  onLogin?: () => void;
}

/**
 * The registration form by brand configuration: the registration types the brand offers
 * (username, phone), each with the fields its rules ask for, and the human verification every
 * registration carries (ADR 0022). A brand that offers none says registration is closed.
 */
export const RegisterForm = (props: RegisterFormProps) => {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const modes = offeredModes(useAuthFlags(), props.setting);
  if (modes.length === 0) return <p className={formLayout.muted}>{t('register.closed')}</p>;
  return <OpenRegisterForm {...props} modes={modes} />;
};

const OpenRegisterForm = ({
  setting,
  variant,
  onLogin,
  modes,
}: RegisterFormProps & { modes: RegistrationMode[] }) => {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const flags = useAuthFlags();
  const sendRegisterCode = useEndpointMutation(smsRegisterEndpoint);
  const text = useMessage();
  const checkMobile = useMobileCheck();
  const countries = useCountryCodes().data ?? setting.countries;
  const { submit, checkInvitation } = useRegisterSubmit();
  const [chosen, setMode] = useState<RegistrationMode>(modes[0] ?? 'register');
  const mode = modes.includes(chosen) ? chosen : (modes[0] ?? 'register');
  const check = useHumanCheck('register');
  const [dialog, setDialog] = useState<Message | null>(null);
  const [confirmAccount, setConfirmAccount] = useState(false);
  // The mobile registration's send, confirmed in the dialog after the form's submit ended.
  const [confirming, setConfirming] = useState(false);
  const fields = shownFields(setting, mode, flags.phoneVerification, flags.mobileRegister);
  const captcha = useCaptcha(setting.captchaEnabled);
  const refreshCaptcha = useRefreshCaptcha();
  const shown = (field: RegistrationField) => fields.find((f) => f.field === field);

  const send = async () => {
    let humanCheck: string;
    try {
      // Waits for the worker when it is still at it; the next one is prepared at once.
      humanCheck = await check.take();
    } catch {
      setConfirmAccount(false);
      outcome.fail({ key: 'errors.human_check_failed' });
      return;
    }
    const answer = await submit(mode, values, {
      countryDialingCode: dialing,
      captchaId: captcha.data?.captchaId,
      humanCheck,
    });
    setConfirmAccount(false);
    if (answer.ok) return;
    if (setting.captchaEnabled && spendsCaptcha(answer)) {
      refreshCaptcha();
      setField('captcha', '');
    }
    if (answer.kind === 'invitation') setDialog({ key: 'invitation_code_error' });
    else if (answer.kind === 'field') setErrors({ [answer.refusal.field]: answer.refusal.message });
    else outcome.fail(answer.message);
  };

  const confirm = async () => {
    setConfirming(true);
    try {
      await send();
    } finally {
      setConfirming(false);
    }
  };

  const form = useForm<RegisterValues>({
    initial: INITIAL,
    validate: (current) => validateRegistration(fields, current),
    onSubmit: async (current): Promise<void> => {
      if (!current.agree) return outcome.fail({ key: 'register.mustAgree' });
      const stop = await checkInvitation(current.affiliateCode?.trim() || undefined);
      if (stop && !stop.ok) {
        if (stop.kind === 'invitation') setDialog({ key: 'invitation_code_error' });
        else if (stop.kind === 'message') outcome.fail(stop.message);
        return;
      }
      // A mobile registration shows the account it will create before creating it.
      if (mode === 'registerMobile') setConfirmAccount(true);
      else await send();
    },
    describe: (error) => messageOf(error),
  });
  const { values, errors, setField, setErrors, outcome } = form;
  const busy = form.submitting || confirming;
  const dialing = values.dialingCode || countries[0]?.countryDialingCode || '';
  const set = (field: RegistrationField) => (value: string) => setField(field, value);

  const checkNumber = (): boolean => {
    const invalid = checkMobile(values.mobileNum ?? '');
    if (invalid) setErrors((current) => ({ ...current, mobileNum: invalid }));
    return !invalid;
  };

  const sendCode = async (humanCheck: string): Promise<SendCodeOutcome> => {
    try {
      const sent = await sendRegisterCode.mutateAsync({
        mobileNo: (values.mobileNum ?? '').trim(),
        countryDialingCode: dialing || undefined,
        username: values.username?.trim() || undefined,
        humanCheck,
      });
      return { kind: 'sent', seconds: sent.expiredMinutes * 60 };
    } catch (error) {
      return sendFailureOf(error);
    }
  };

  const mobileField = shown('mobileNum');
  const codeField = shown('verificationCode');
  return (
    <AuthForm label={t('register.formLabel')} form={form} outcome={outcome}>
      {modes.length > 1 ? (
        <Tabs
          label={t('register.type')}
          items={modes.map((id) => ({
            id,
            label: t(id === 'register' ? 'register.byUsername' : 'register.byMobile'),
          }))}
          value={mode}
          onChange={(next: RegistrationMode) => {
            setMode(next);
            setErrors({});
            outcome.clear();
          }}
        />
      ) : null}
      <p className={formLayout.muted}>{t('required_note')}</p>
      {fields.map(({ field, required, rule }) => {
        if (field === 'verificationCode' || field === 'captcha') return null;
        if (field === 'mobileNum' && mobileField) {
          return (
            <PhoneFields
              key={field}
              countries={countries}
              dialingCode={dialing}
              onDialingCode={(code) => setField('dialingCode', code)}
              mobile={values.mobileNum ?? ''}
              onMobile={set('mobileNum')}
              mobileError={text(errors.mobileNum)}
              code={
                codeField
                  ? {
                      value: values.verificationCode ?? '',
                      onChange: set('verificationCode'),
                      error: text(errors.verificationCode),
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
            error={text(errors[field])}
          />
        );
      })}
      {setting.captchaEnabled ? (
        <CaptchaField
          value={values.captcha ?? ''}
          onChange={set('captcha')}
          image={captcha.data?.image}
          error={text(errors.captcha)}
        />
      ) : null}
      <HumanCheckField check={check} />
      {codeField ? <DemoInboxLink /> : null}
      <label className={formLayout.check}>
        <input
          type="checkbox"
          checked={values.agree}
          onChange={(event) => setField('agree', event.target.checked)}
        />
        <span>
          {t('register.agree')} <Link to="/help">{t('register.protocol')}</Link>
        </span>
      </label>
      <FormAlert message={outcome.message} />
      <div className={formLayout.actions}>
        <Button type="submit" fullWidth disabled={busy} aria-busy={busy}>
          {t('register.submit')}
        </Button>
        {variant === 'page' ? (
          <Button
            variant="ghost"
            fullWidth
            type="reset"
            onClick={() => {
              // What was typed goes; the country picked for the number stays.
              form.reset({ ...INITIAL, dialingCode: values.dialingCode });
              outcome.clear();
            }}
          >
            {t('register.reset')}
          </Button>
        ) : null}
      </div>
      {variant === 'modal' && onLogin ? (
        <p className={formLayout.muted}>
          {t('register.haveAccount')}{' '}
          <button type="button" className={formLayout.link} onClick={onLogin}>
            {t('register.loginLink')}
          </button>
        </p>
      ) : null}
      <ConfirmDialog
        open={confirmAccount}
        title={t('register.confirmAccountTitle')}
        confirmLabel={t('register.confirmAccount')}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirmAccount(false)}
        busy={confirming}
      >
        {t('register.generatedAccount', { account: (values.mobileNum ?? '').trim() })}
      </ConfirmDialog>
      <MessageDialog message={dialog} onClose={() => setDialog(null)} />
    </AuthForm>
  );
};
