import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Country } from 'shared-contracts';
import { TextField } from 'shared-ui';
import { HumanCheckField, useHumanCheck } from 'shared-ui/human-check';

import type { Message } from '../lib/errors';
import { AUTH_NAMESPACE } from '../remote';
import { CountryCodeSelect } from './CountryCodeSelect';
import styles from './Form.module.css';
import { requiredPlaceholder } from './requiredPlaceholder';
import { SmsCodeButton } from './SmsCodeButton';
import { type SendCode, useVerifiedSend } from './useVerifiedSend';

/** The SMS code field and how its get-code button sends one. */
export interface SmsCodeProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Checks the number before anything is sent; false when refused (the caller says why). */
  checkNumber: () => boolean;
  /** Sends the code with the solved human verification. */
  send: SendCode;
  /** A refused send: the SMS send failure dialog. */
  onRefused: (message: Message) => void;
}

export interface PhoneFieldsProps {
  countries: readonly Country[];
  dialingCode: string;
  onDialingCode: (code: string) => void;
  mobile: string;
  onMobile: (value: string) => void;
  mobileError?: string;
  /** Without it, only the number is asked for. */
  code?: SmsCodeProps;
}

/** Dialling code, mobile number, and the SMS code with its get-code button. */
export const PhoneFields = ({
  countries,
  dialingCode,
  onDialingCode,
  mobile,
  onMobile,
  mobileError,
  code,
}: PhoneFieldsProps) => {
  const { t } = useTranslation(AUTH_NAMESPACE);
  return (
    <>
      <div className={styles.row}>
        <CountryCodeSelect countries={countries} value={dialingCode} onChange={onDialingCode} />
        <TextField
          className={styles.grow}
          label={t('fields.mobileNum')}
          placeholder={requiredPlaceholder(t('fields.mobileNum'))}
          name="mobileNum"
          type="tel"
          autoComplete="tel-national"
          required
          value={mobile}
          onChange={(event) => onMobile(event.target.value)}
          error={mobileError}
        />
      </div>
      {code ? <SmsCodeField {...code} /> : null}
    </>
  );
};

/**
 * The SMS code and its get-code button. Every code needs a solved human verification
 * (ADR 0022): it is worked out in the background while the number is typed, shown under the
 * field, and sent with the request; then the button counts down and focus moves to the code.
 */
const SmsCodeField = ({ value, onChange, error, checkNumber, send, onRefused }: SmsCodeProps) => {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const codeInput = useRef<HTMLInputElement>(null);
  const check = useHumanCheck('sms');
  const request = useVerifiedSend(check, checkNumber, send, onRefused);
  return (
    <>
      <TextField
        ref={codeInput}
        label={t('fields.verificationCode')}
        placeholder={requiredPlaceholder(t('fields.verificationCode'))}
        name="verificationCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={255}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        trailing={<SmsCodeButton onRequest={request} onSent={() => codeInput.current?.focus()} />}
      />
      <HumanCheckField check={check} />
    </>
  );
};
