import type { Message } from '../messages';
import { PLATFORM_ERRORS_NAMESPACE } from '../platformErrorTexts';
import type { FieldErrors } from './useForm';

/** One problem a schema found: where (the field first) and what (zod's issue code). */
export interface SchemaIssue {
  readonly path: readonly PropertyKey[];
  readonly code: string;
}

/** What {@link schemaRules} needs of a schema: the contract's zod schemas have it. */
export interface FormSchema {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: readonly SchemaIssue[] } };
}

/** A field's message, or one per kind of issue. */
export type FieldMessage = Message | ((issue: SchemaIssue) => Message);

const KIT_WORDS: Record<string, string> = { too_big: 'tooBig', too_small: 'tooSmall' };

/** The kit's words for an issue the form has no message for (every remote ships them). */
const kitMessageOf = (issue: SchemaIssue): Message => ({
  key: `${PLATFORM_ERRORS_NAMESPACE}:${KIT_WORDS[issue.code] ?? 'invalid'}`,
});

/**
 * A form's rules read from the contract's schema (the one the platform checks the call with), so
 * the form and the platform cannot disagree. Each field with an issue gets the form's message for
 * it (a key of the remote's namespace, shown through i18n), or the kit's words for the issue.
 */
export const schemaRules =
  <V extends Record<string, unknown>>(
    schema: FormSchema,
    messages: { readonly [K in keyof V]?: FieldMessage },
  ) =>
  (values: V): FieldErrors<V> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: FieldErrors<V> = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0] as keyof V | undefined;
      if (field === undefined || field in errors) continue;
      const message: FieldMessage | undefined = messages[field];
      errors[field] =
        typeof message === 'function' ? message(issue) : (message ?? kitMessageOf(issue));
    }
    return errors;
  };
