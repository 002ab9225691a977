import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';

import { type Message, messageOf, reasonOf } from '../messages';
import { useFormOutcome } from './useFormOutcome';

/** Messages of the fields that fail their rules (absent: the field is fine). */
export type FieldErrors<V> = Partial<Record<keyof V, Message>>;

/** Options of {@link useForm}. */
export interface UseFormOptions<V> {
  initial: V;
  /** The form's rules: a message for each field that breaks one ({@link schemaRules} reads a schema). */
  validate: (values: V) => FieldErrors<V>;
  /**
   * Runs with valid values, after the last outcome is cleared. A field refusal it returns is
   * shown on that field; what it throws is a failed submit (see `refusals`).
   */
  onSubmit: (values: V) => void | FieldErrors<V> | Promise<void | FieldErrors<V>>;
  /**
   * The platform's refusals that belong to one field, by reason code: such a refusal shows at
   * its field. Any other failure shows in the form's alert (`outcome`). Either way nothing typed
   * is lost.
   */
  refusals?: Readonly<Record<string, keyof V>>;
  /** The words of a failure (the kit's {@link messageOf} unless the remote has its own). */
  describe?: (error: unknown) => Message;
}

/**
 * THE form hook of every remote (STYLE rule 10b): values, per-field messages that clear when the
 * field changes, a submit that checks every rule before calling `onSubmit`, whether that submit is
 * under way (`submitting`, for the submit button's disabled and aria-busy), and the form's last
 * outcome (`outcome`, for its FormAlert), which a failed submit fills.
 */
export const useForm = <V extends Record<string, unknown>>({
  initial,
  validate,
  onSubmit,
  refusals = {},
  describe = messageOf,
}: UseFormOptions<V>) => {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const outcome = useFormOutcome();
  // True from a submit that passed the rules until `onSubmit` settles. The ref answers at once, so
  // a second submit in the same moment (a double tap) is turned away before any render shows it.
  const [submitting, setSubmitting] = useState(false);
  const underWay = useRef(false);
  // The form a refused submit came from: once its messages show, the first field they name
  // takes the focus (and scrolls into view), so a player on a phone sees what to fix.
  const refusedForm = useRef<HTMLFormElement | null>(null);

  useEffect(() => {
    const form = refusedForm.current;
    if (!form) return;
    refusedForm.current = null;
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

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
    // One submit at a time: another while one is under way does nothing (no double send).
    if (underWay.current) return;
    const form = event?.currentTarget instanceof HTMLFormElement ? event.currentTarget : null;
    const found = validate(values);
    if (Object.keys(found).length > 0) {
      refusedForm.current = form;
      setErrors(found);
      return;
    }
    setErrors(found);
    outcome.clear();
    underWay.current = true;
    setSubmitting(true);
    try {
      const refused = await onSubmit(values);
      if (refused) {
        refusedForm.current = form;
        setErrors(refused);
      }
    } catch (error) {
      const reason = reasonOf(error);
      const field =
        reason !== undefined && Object.hasOwn(refusals, reason) ? refusals[reason] : undefined;
      if (field === undefined) outcome.fail(describe(error));
      else {
        refusedForm.current = form;
        setErrors({ [field]: describe(error) } as FieldErrors<V>);
      }
    } finally {
      underWay.current = false;
      setSubmitting(false);
    }
  };

  const reset = useCallback((next: V = initial) => {
    setValues(next);
    setErrors({});
    // `initial` is the first render's value by design: resetting returns to it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { values, errors, setField, setErrors, submit, submitting, reset, outcome };
};
