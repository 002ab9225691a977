import { type Language, languageSchema } from 'shared-contracts';

import { fillText, OUTBOX_TEXTS } from './outboxTexts';

/** What a password reset mail says: whose account, the link, and how long it works. */
export interface ResetMail {
  username: string;
  link: string;
  minutes: number;
}

/**
 * The language a member's mail is written in: the one they saved on their account,
 * else the one the site asked in.
 */
export const mailLanguageOf = (saved: unknown, requested: Language): Language => {
  const parsed = languageSchema.safeParse(saved);
  return parsed.success ? parsed.data : requested;
};

/** The body of the password reset mail in `language` (its texts: outboxTexts.ts). */
export const resetMailBody = (language: Language, mail: ResetMail): string =>
  OUTBOX_TEXTS[language].resetMail.map((line) => fillText(line, { ...mail })).join('\n');
