import { useTranslation } from 'react-i18next';
import { checkPhoneFormat, type MemberProfile, requiredRule } from 'shared-contracts';
import { Button, FormSelect, Panel, TextField } from 'shared-ui';
import {
  type FieldErrors,
  type Message,
  messageOf,
  reasonOf,
  refusalOf,
  useCountdown,
  useForm,
  useMessage,
} from 'shared-ui/kit';

import {
  useBindEmail,
  useBindPhone,
  useRegisterSetting,
  useSendSecurityCode,
} from '../../api/security';
import { FormSubmitRow } from '../../components/FormSubmitRow';
import { cx, layout } from '../../components/layout';
import { member } from '../../remote';
import { checkRule, fieldRefusalOf, ruleMessage } from './fieldMessages';
import styles from './Security.module.css';

interface ContactValues extends Record<string, unknown> {
  target: string;
  dialingCode: string;
  code: string;
}

export interface ContactBindingProps {
  profile: MemberProfile;
  /** `sms` binds the phone number, `email` the email address. */
  channel: 'sms' | 'email';
}

/**
 * Binds or changes the phone number or the email address: ask for a code (then a countdown
 * before another), type it, submit. The new contact replaces the old one only with its code.
 */
export const ContactBinding = ({ profile, channel }: ContactBindingProps) => {
  const { t } = useTranslation(member.namespace);
  const text = useMessage();
  const setting = useRegisterSetting().data;
  const send = useSendSecurityCode();
  const bindPhone = useBindPhone();
  const bindEmail = useBindEmail();
  const bind = channel === 'sms' ? bindPhone : bindEmail;
  const countdown = useCountdown();
  const sms = channel === 'sms';
  const area = sms ? 'security.phone' : 'security.email';
  const countries = setting?.countries ?? [];
  const current = sms
    ? profile.mobileNum && `${profile.countryDialingCode ?? ''} ${profile.mobileNum}`.trim()
    : profile.email;
  const verified = sms ? profile.phoneVerified : profile.emailVerified;

  const dialing = (v: ContactValues) => v.dialingCode || countries[0]?.countryDialingCode || '';

  const targetError = (value: string): Message | undefined =>
    sms
      ? (ruleMessage(checkPhoneFormat(value)) ??
        checkRule('mobileNum', setting?.fields.mobileNum, value, requiredRule(20, 6, 15)))
      : checkRule('email', setting?.fields.email, value, requiredRule(3, 5, 64));

  const form = useForm<ContactValues>({
    initial: { target: '', dialingCode: '', code: '' },
    validate: (values) => {
      const errors: FieldErrors<ContactValues> = {};
      const target = targetError(values.target);
      if (target) errors.target = target;
      const code = checkRule(
        'verificationCode',
        setting?.fields.verificationCode,
        values.code,
        requiredRule(6, 4, 6),
      );
      if (code) errors.code = code;
      return errors;
    },
    onSubmit: async (values) => {
      try {
        if (sms)
          await bindPhone.mutateAsync({
            mobileNum: values.target.trim(),
            countryDialingCode: dialing(values) || undefined,
            verificationCode: values.code.trim(),
          });
        else
          await bindEmail.mutateAsync({
            email: values.target.trim(),
            verificationCode: values.code.trim(),
          });
      } catch (error) {
        if (reasonOf(error) === 'smsCodeWrong') return { code: { key: 'security.codeWrong' } };
        const refusal = fieldRefusalOf(error);
        if (refusal) return { target: refusal.message };
        throw error;
      }
      form.reset();
      form.outcome.success({ key: `${area}.bound` });
    },
  });
  const { values, errors, setField, setErrors, outcome } = form;

  const requestCode = async () => {
    const problem = targetError(values.target);
    if (problem) return setErrors({ ...errors, target: problem });
    outcome.clear();
    try {
      const sent = await send.mutateAsync(
        sms
          ? {
              channel: 'sms',
              mobileNum: values.target.trim(),
              countryDialingCode: dialing(values) || undefined,
            }
          : { channel: 'email', email: values.target.trim() },
      );
      // SPEC section 4: the button waits expiredMinutes × 60 seconds.
      countdown.start(sent.expiredMinutes * 60);
      outcome.info({ key: `${area}.codeSent`, params: { minutes: sent.expiredMinutes } });
    } catch (error) {
      const { retryAfter } = refusalOf(error);
      if (reasonOf(error) === 'smsCooldown' && typeof retryAfter === 'number') {
        countdown.start(retryAfter);
        outcome.fail({ key: 'security.codeCooldown', params: { seconds: retryAfter } });
        return;
      }
      const refusal = fieldRefusalOf(error);
      if (refusal) setErrors({ ...errors, target: refusal.message });
      else outcome.fail(messageOf(error));
    }
  };

  return (
    <Panel headingLevel={4} title={t(`${area}.title`)}>
      <dl className={cx(layout.facts, styles.readOnly)}>
        <dt>{t(`${area}.current`)}</dt>
        <dd>
          {current
            ? `${current} · ${t(verified ? 'security.verified' : 'security.notVerified')}`
            : t(`${area}.none`)}
        </dd>
      </dl>
      <form className={layout.stack} noValidate onSubmit={(event) => void form.submit(event)}>
        <div className={cx(layout.row, styles.bottom)}>
          {sms && countries.length > 0 ? (
            <FormSelect
              id={`${channel}-dialing`}
              label={t('security.phone.dialingCode')}
              className={styles.select}
              value={dialing(values)}
              onChange={(event) => setField('dialingCode', event.target.value)}
            >
              {countries.map((country) => (
                <option key={country.countryCode} value={country.countryDialingCode}>
                  {`${country.countryCode} ${country.countryDialingCode}`}
                </option>
              ))}
            </FormSelect>
          ) : null}
          <TextField
            className={styles.grow}
            label={t(current ? `${area}.newTarget` : `${area}.target`)}
            type={sms ? 'tel' : 'email'}
            inputMode={sms ? 'tel' : 'email'}
            autoComplete={sms ? 'tel-national' : 'email'}
            required
            value={values.target}
            onChange={(event) => setField('target', event.target.value)}
            error={text(errors.target)}
          />
        </div>
        <TextField
          label={t('security.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={255}
          required
          value={values.code}
          onChange={(event) => setField('code', event.target.value)}
          error={text(errors.code)}
          trailing={
            <Button
              size="sm"
              variant="secondary"
              disabled={countdown.running || send.isPending}
              aria-busy={send.isPending || undefined}
              onClick={() => void requestCode()}
            >
              {countdown.running
                ? t('security.resendIn', { seconds: countdown.remaining })
                : t('security.getCode')}
            </Button>
          }
        />
        <FormSubmitRow outcome={outcome} pending={bind.isPending}>
          {t(current ? `${area}.change` : `${area}.bind`)}
        </FormSubmitRow>
      </form>
    </Panel>
  );
};
