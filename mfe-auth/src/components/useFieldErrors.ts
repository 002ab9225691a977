import { useCallback, useState } from 'react';

/** The fields that found a problem, without the ones that did not (undefined or empty). */
export const presentErrors = <Errors extends Partial<Record<string, string>>>(
  found: Errors,
): Errors => Object.fromEntries(Object.entries(found).filter(([, value]) => value)) as Errors;

/**
 * A form's field errors: each one goes as soon as its field changes, so a fixed field never
 * keeps the complaint about what it held before (STYLE 10b).
 */
export const useFieldErrors = <Field extends string>() => {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const clearError = useCallback(
    (field: Field) =>
      setErrors((current) => {
        if (current[field] === undefined) return current;
        const rest = { ...current };
        delete rest[field];
        return rest;
      }),
    [],
  );
  /** A change handler that clears the field's error before passing the value on. */
  const changed = useCallback(
    <Value>(field: Field, apply: (value: Value) => void) =>
      (value: Value) => {
        clearError(field);
        apply(value);
      },
    [clearError],
  );
  return { errors, setErrors, clearError, changed };
};
