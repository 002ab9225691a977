import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Country } from 'shared-contracts';
import { TextField } from 'shared-ui';

import { AUTH_NAMESPACE } from '../remote';
import { CountryCodeSelect } from './CountryCodeSelect';
import styles from './Form.module.css';
import { SmsCodeButton } from './SmsCodeButton';

export interface PhoneFieldsProps {
  countries: readonly Country[];
  dialingCode: string;
  onDialingCode: (code: string) => void;
  mobile: string;
  onMobile: (value: string) => void;
  mobileError?: string;
  /** Without it, only the number is asked for. */
  code?: {
    value: string;
    onChange: (value: string) => void;
    error?: string;
    onSend: () => Promise<number | null>;
  };
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
  const codeInput = useRef<HTMLInputElement>(null);
  return (
    <>
      <div className={styles.row}>
        <CountryCodeSelect countries={countries} value={dialingCode} onChange={onDialingCode} />
        <TextField
          className={styles.grow}
          label={t('fields.mobileNum')}
          placeholder={`${t('fields.mobileNum')}＊`}
          name="mobileNum"
          type="tel"
          autoComplete="tel-national"
          required
          value={mobile}
          onChange={(event) => onMobile(event.target.value)}
          error={mobileError}
        />
      </div>
      {code ? (
        <TextField
          ref={codeInput}
          label={t('fields.verificationCode')}
          placeholder={`${t('fields.verificationCode')}＊`}
          name="verificationCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={255}
          required
          value={code.value}
          onChange={(event) => code.onChange(event.target.value)}
          error={code.error}
          trailing={
            <SmsCodeButton onRequest={code.onSend} onSent={() => codeInput.current?.focus()} />
          }
        />
      ) : null}
    </>
  );
};
