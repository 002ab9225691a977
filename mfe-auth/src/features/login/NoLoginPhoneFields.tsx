import { useMessage } from 'shared-ui/kit';

import { useCountryCodes } from '../../api/settings';
import type { FormBinding } from '../../components/FormField';
import { presentErrors } from '../../components/formRules';
import { PhoneFields } from '../../components/PhoneFields';
import { checkSmsCode, useMobileCheck } from '../../components/useMobileCheck';
import type { Message } from '../../lib/errors';
import { useSendNoLoginCode } from './useSendLoginCode';

/** What the phone way of a signed-out form holds (SMS login, password reset by SMS). */
export type PhoneWayValues = { dialingCode: string; mobileNum: string; verificationCode: string };

/** The dialling code picked, or the brand's first one until the player picks. */
export const useDialingCode = (picked: string): string => {
  const countries = useCountryCodes().data ?? [];
  return picked || countries[0]?.countryDialingCode || '';
};

/** The phone way's rules: a well-formed number and an SMS code. */
export const usePhoneWayRules = () => {
  const checkMobile = useMobileCheck();
  return (values: PhoneWayValues) =>
    presentErrors<PhoneWayValues>({
      mobileNum: checkMobile(values.mobileNum),
      verificationCode: checkSmsCode(values.verificationCode),
    });
};

export interface NoLoginPhoneFieldsProps {
  form: FormBinding<PhoneWayValues>;
  /** What the SMS code is for. */
  purpose: 'login' | 'password';
  /** A refused send: the SMS send failure dialog. */
  onRefused: (message: Message) => void;
}

/**
 * The phone way of a signed-out form: dialling code, number and SMS code, bound to the form.
 * The number is checked before a code goes out, and shown on its field when it is wrong.
 */
export const NoLoginPhoneFields = ({ form, purpose, onRefused }: NoLoginPhoneFieldsProps) => {
  const text = useMessage();
  const countries = useCountryCodes().data ?? [];
  const { values, errors, setField, setErrors } = form;
  const dialing = useDialingCode(values.dialingCode);
  const checkMobile = useMobileCheck();
  const sendCode = useSendNoLoginCode(purpose);
  return (
    <PhoneFields
      countries={countries}
      dialingCode={dialing}
      onDialingCode={(code) => setField('dialingCode', code)}
      mobile={values.mobileNum}
      onMobile={(value) => setField('mobileNum', value)}
      mobileError={text(errors.mobileNum)}
      code={{
        value: values.verificationCode,
        onChange: (value) => setField('verificationCode', value),
        error: text(errors.verificationCode),
        checkNumber: () => {
          const invalid = checkMobile(values.mobileNum);
          if (invalid) setErrors((current) => ({ ...current, mobileNum: invalid }));
          return !invalid;
        },
        send: (humanCheck) => sendCode(values.mobileNum, dialing || undefined, humanCheck),
        onRefused,
      }}
    />
  );
};
