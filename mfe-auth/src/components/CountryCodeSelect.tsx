import { useTranslation } from 'react-i18next';
import type { Country } from 'shared-contracts';
import { FormSelect } from 'shared-ui';

import { AUTH_NAMESPACE } from '../remote';
import styles from './Form.module.css';

export interface CountryCodeSelectProps {
  countries: readonly Country[];
  value: string;
  onChange: (dialingCode: string) => void;
}

/** The optional dialling-code picker of the phone fields; hidden when the brand lists none. */
export const CountryCodeSelect = ({ countries, value, onChange }: CountryCodeSelectProps) => {
  const { t } = useTranslation(AUTH_NAMESPACE);
  if (countries.length === 0) return null;
  return (
    <FormSelect
      label={t('fields.countryDialingCode')}
      className={styles.dialingCode}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {countries.map((country) => (
        <option
          key={`${country.countryCode}${country.countryDialingCode}`}
          value={country.countryDialingCode}
        >
          {`${country.countryCode} ${country.countryDialingCode}`}
        </option>
      ))}
    </FormSelect>
  );
};
