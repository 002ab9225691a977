/**
 * The registration pattern catalogue (SPEC section 5): patternId to the regular expression a
 * value must match. Messages are the i18n keys `reg_pattern_{patternId}`. Ids 20 to 23 are not
 * named by the spec; they hold the patterns a brand of this kind commonly needs (see
 * docs/adr/0003-registration-patterns.md).
 */
export const REGISTRATION_PATTERNS: Readonly<Record<number, string>> = {
  /** Any characters. */
  0: '^[\\s\\S]*$',
  /** A letter first, then letters or digits. */
  1: '^[A-Za-z][A-Za-z0-9]*$',
  /** Chinese characters and digits. */
  2: '^[\\u4e00-\\u9fa50-9]+$',
  /** Email address. */
  3: '^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$',
  /** Letters or digits only. */
  4: '^[A-Za-z0-9]+$',
  /** Letters and digits, both present. */
  5: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$',
  /** Digits only. */
  6: '^[0-9]+$',
  /** Letters and digits with at least one upper-case letter. */
  7: '^(?=.*[A-Z])[A-Za-z0-9]+$',
  /** English letters and spaces. */
  8: '^[A-Za-z ]+$',
  /** No spaces. */
  9: '^\\S+$',
  /** Chinese characters with punctuation. */
  10: '^[\\u4e00-\\u9fa5\\u3000-\\u303f\\uff00-\\uffef·]+$',
  /** Date yyyy-MM-dd. */
  11: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
  /** Date MM-dd-yyyy. */
  12: '^(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])-\\d{4}$',
  /** Thai only. */
  13: '^[\\u0E00-\\u0E7F ]+$',
  /** Thai or English. */
  14: '^[\\u0E00-\\u0E7FA-Za-z ]+$',
  /** Korean only. */
  15: '^[\\uAC00-\\uD7A3\\u1100-\\u11FF\\u3130-\\u318F ]+$',
  /** Full name: first and last name separated by one space. */
  16: '^[^\\s]+( [^\\s]+)+$',
  /** Full-width Japanese. */
  17: '^[\\u3040-\\u309F\\u30A0-\\u30FF\\u4E00-\\u9FAF\\uFF01-\\uFF5E\\u3000]+$',
  /** Upper case without spaces. */
  18: '^[A-Z0-9]+$',
  /** Password with upper case, lower case, digit and special symbol. */
  19: '^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^A-Za-z0-9\\s])\\S+$',
  /** Mobile number: digits, optional leading plus. */
  20: '^\\+?[0-9]+$',
  /** Vietnamese name: letters with diacritics and spaces. */
  21: '^[A-Za-zÀ-ỹ ]+$',
  /** Letters only. */
  22: '^[A-Za-z]+$',
  /** Lower-case letters and digits. */
  23: '^[a-z0-9]+$',
};

/** Pattern ids of the catalogue. */
export const PATTERN_IDS = Object.keys(REGISTRATION_PATTERNS).map(Number);

/** The regular expression of a pattern id; '*' or an unknown id accept any text. */
export const patternRegExp = (acceptedPattern: string, patternId: number): RegExp => {
  if (acceptedPattern === '*') return /^[\s\S]*$/;
  const source = acceptedPattern || REGISTRATION_PATTERNS[patternId] || '^[\\s\\S]*$';
  return new RegExp(source, 'u');
};
