import type { Language } from '../constants';

/** BCP 47 locales for Intl formatting: the platform's codes (CN, VI...) are not locale tags. */
export const INTL_LOCALES: Record<Language, string> = {
  EN: 'en-GB',
  CN: 'zh-CN',
  ID: 'id-ID',
  PT: 'pt-BR',
  TH: 'th-TH',
  VI: 'vi-VN',
};

/**
 * One value per language, built on first use from the language's Intl locale. For Intl
 * formatters: building one costs far more than using it, and a list formats many values.
 */
export const perLanguage = <T>(build: (locale: string) => T): ((language: Language) => T) => {
  const built = new Map<Language, T>();
  return (language) => {
    let value = built.get(language);
    if (value === undefined) {
      value = build(INTL_LOCALES[language]);
      built.set(language, value);
    }
    return value;
  };
};
