/**
 * The placeholder of a required field: its label and an ASCII `*` (SPEC's required marker). Not
 * the full-width ＊: fonts without CJK glyphs draw it as an empty box.
 */
export const requiredPlaceholder = (label: string): string => `${label} *`;
