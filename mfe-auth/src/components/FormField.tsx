import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from 'shared-ui';
import { type FieldErrors, useMessage } from 'shared-ui/kit';

import { AUTH_NAMESPACE } from '../remote';
import { requiredPlaceholder } from './requiredPlaceholder';

/** What a field needs of its form (the kit's `useForm`). */
export interface FormBinding<V> {
  values: V;
  errors: FieldErrors<V>;
  setField: <K extends keyof V>(field: K, value: V[K]) => void;
  setErrors: Dispatch<SetStateAction<FieldErrors<V>>>;
}

type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

export interface FormFieldProps<V> extends Pick<TextFieldProps, 'type' | 'autoComplete' | 'ref'> {
  form: FormBinding<V>;
  /** The value it edits: also the input's name, and its label is `fields.<name>`. */
  name: TextKey<V>;
}

/**
 * A required text field of an auth form: its label and SPEC's ＊ placeholder from
 * `fields.<name>`, its value and message from the form; typing clears the message.
 */
export const FormField = <V,>({ form, name, ref, ...input }: FormFieldProps<V>) => {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const text = useMessage();
  const label = t(`fields.${name}`);
  return (
    <TextField
      ref={ref}
      label={label}
      placeholder={requiredPlaceholder(label)}
      name={name}
      {...input}
      required
      value={form.values[name] as string}
      onChange={(event) => form.setField(name, event.target.value as V[TextKey<V>])}
      error={text(form.errors[name])}
    />
  );
};
