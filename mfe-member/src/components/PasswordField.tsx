import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from 'shared-ui';

import { member } from '../remote';
import styles from './PasswordField.module.css';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'onChange'> {
  value: string;
  onChange: (text: string) => void;
  /** A 6-digit PIN (the withdrawal password): numeric keyboard, digits only. */
  digits?: boolean;
}

/** A password with a show/hide toggle; `digits` makes it the withdrawal password's PIN. */
export const PasswordField = ({ value, onChange, digits = false, ...rest }: PasswordFieldProps) => {
  const { t } = useTranslation(member.namespace);
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      autoComplete={digits ? 'off' : 'current-password'}
      {...rest}
      type={visible ? 'text' : 'password'}
      inputMode={digits ? 'numeric' : undefined}
      maxLength={digits ? 6 : rest.maxLength}
      value={value}
      onChange={(event) =>
        onChange(digits ? event.target.value.replace(/\D/g, '') : event.target.value)
      }
      trailing={
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? t('common.hidePassword') : t('common.showPassword')}
        </button>
      }
    />
  );
};
