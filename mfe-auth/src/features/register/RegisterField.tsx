import { useTranslation } from 'react-i18next';
import type { RegistrationField } from 'shared-contracts';
import { TextField } from 'shared-ui';

import { requiredPlaceholder } from '../../components/requiredPlaceholder';
import { AUTH_NAMESPACE } from '../../remote';

const INPUT_TYPES: Partial<
  Record<
    RegistrationField,
    { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'email' | 'tel' }
  >
> = {
  username: { autoComplete: 'username' },
  password: { type: 'password', autoComplete: 'new-password' },
  confirmPassword: { type: 'password', autoComplete: 'new-password' },
  paymentPassword: { type: 'password', autoComplete: 'off', inputMode: 'numeric' },
  email: { type: 'email', autoComplete: 'email' },
  payeeName: { autoComplete: 'name' },
  qqNum: { inputMode: 'numeric' },
  whatsapp: { type: 'tel' },
  zalo: { type: 'tel' },
};

export interface RegisterFieldProps {
  field: RegistrationField;
  required: boolean;
  maxLength: number;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** One plain registration field: its label, SPEC's ＊ on required placeholders, its error. */
export const RegisterField = ({
  field,
  required,
  maxLength,
  value,
  onChange,
  error,
}: RegisterFieldProps) => {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const label = t(`fields.${field}`);
  const hint = field === 'affiliateCode' ? t('register.affiliateHint') : undefined;
  return (
    <TextField
      label={label}
      placeholder={required ? requiredPlaceholder(label) : label}
      name={field}
      required={required}
      maxLength={Math.max(maxLength, 1)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      hint={hint}
      {...INPUT_TYPES[field]}
    />
  );
};
