import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from 'shared-ui';

export interface WithdrawalPasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
}

/** The withdrawal password that confirms a redemption or a conversion (SPEC section 7). */
export const WithdrawalPasswordField = ({
  value,
  onChange,
  error,
}: WithdrawalPasswordFieldProps) => {
  const { t } = useTranslation('promo');
  return (
    <TextField
      label={t('points.withdrawalPassword')}
      type="password"
      autoComplete="off"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      hint={t('points.withdrawalPasswordHint')}
      error={error}
    />
  );
};
