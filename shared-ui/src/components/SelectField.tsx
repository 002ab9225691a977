import { type ReactNode, useId } from 'react';

import styles from './SelectField.module.css';

export interface SelectFieldProps<V extends string> {
  label: string;
  value: V;
  onChange: (value: V) => void;
  options: readonly { value: V; label: ReactNode }[];
}

/** A labelled select, as the report and record pages' filter rows use. */
export const SelectField = <V extends string>({
  label,
  value,
  onChange,
  options,
}: SelectFieldProps<V>) => {
  const id = useId();
  return (
    <div className={styles.select}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as V)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
};
