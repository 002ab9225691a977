import { TextField, type TextFieldProps } from 'shared-ui';

export interface MoneyFieldProps extends Omit<TextFieldProps, 'type' | 'inputMode' | 'onChange'> {
  value: string;
  onChange: (text: string) => void;
  /** The brand's currency symbol, shown before the amount. */
  currencySymbol: string;
}

/**
 * An amount in major units as the player types it; the page reads it with `parseAmount` and
 * sends minor units. Decimal keyboard on phones.
 */
export const MoneyField = ({ value, onChange, currencySymbol, ...rest }: MoneyFieldProps) => (
  <TextField
    {...rest}
    type="text"
    inputMode="decimal"
    autoComplete="off"
    value={value}
    onChange={(event) => onChange(event.target.value)}
    trailing={<span aria-hidden="true">{currencySymbol}</span>}
  />
);
