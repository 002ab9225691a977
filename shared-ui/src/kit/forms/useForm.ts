import { type FormEvent, useCallback, useState } from 'react';

import type { Message } from '../messages';

/** Messages of the fields that fail their rules (absent: the field is fine). */
export type FieldErrors<V> = Partial<Record<keyof V, Message>>;

/** Options of {@link useForm}. */
export interface UseFormOptions<V> {
  initial: V;
  /** The form's rules: a message for each field that breaks one ({@link schemaRules} reads a schema). */
  validate: (values: V) => FieldErrors<V>;
  /** Runs with valid values; a field refusal it returns is shown on that field. */
  onSubmit: (values: V) => void | FieldErrors<V> | Promise<void | FieldErrors<V>>;
}

/**
 * THE form hook of every remote (STYLE rule 10b): values, per-field messages that clear when the
 * field changes, and a submit that checks every rule before calling `onSubmit`.
 */
export const useForm = <V extends Record<string, unknown>>({
  initial,
  validate,
  onSubmit,
}: UseFormOptions<V>) => {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});

  const setField = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const refused = await onSubmit(values);
    if (refused) setErrors(refused);
  };

  const reset = useCallback((next: V = initial) => {
    setValues(next);
    setErrors({});
    // `initial` is the first render's value by design: resetting returns to it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { values, errors, setField, setErrors, submit, reset };
};
