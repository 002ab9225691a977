/** A translation file: nested objects of strings. */
export type TranslationTree = { [key: string]: string | TranslationTree };

/** Every text of a translation file by its dotted key (`login.title`). */
export const flattenTranslations = (tree: TranslationTree, prefix = ''): Map<string, string> =>
  new Map(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value] as const]
        : [...flattenTranslations(value, `${prefix}${key}.`)],
    ),
  );

/** The interpolation placeholders (`{{name}}`) of a text, sorted. */
export const placeholdersOf = (text: string): string[] =>
  (text.match(/{{\s*\w+\s*}}/g) ?? []).sort();
