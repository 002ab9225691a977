import { createInstance } from 'i18next';
import {
  flattenTranslations,
  LANGUAGES,
  placeholdersOf,
  type TranslationTree,
} from 'shared-contracts';

import { AUTH_NAMESPACE, AUTH_RESOURCES, registerAuthI18n } from './registerAuthI18n';

const english = flattenTranslations(AUTH_RESOURCES.EN as TranslationTree);
const others = LANGUAGES.filter((code) => code !== 'EN');

describe('auth translations', () => {
  it.each(others)('%s has exactly the keys of English', (code) => {
    expect([...flattenTranslations(AUTH_RESOURCES[code] as TranslationTree).keys()].sort()).toEqual(
      [...english.keys()].sort(),
    );
  });

  it.each(others)(
    '%s keeps every placeholder, leaves no text empty and translates the sentences',
    (code) => {
      const translated = flattenTranslations(AUTH_RESOURCES[code] as TranslationTree);
      let differing = 0;
      for (const [key, text] of translated) {
        expect(text.trim()).not.toBe('');
        expect([key, placeholdersOf(text)]).toEqual([key, placeholdersOf(english.get(key) ?? '')]);
        if (text !== english.get(key)) differing += 1;
      }
      // Brand names (WhatsApp, Zalo...) stay as they are; everything else is translated.
      expect(differing / translated.size).toBeGreaterThan(0.85);
    },
  );

  it('holds the 24 pattern messages and the section 5 and 8 keys', () => {
    for (let id = 0; id < 24; id += 1) expect(english.has(`reg_pattern_${id}`)).toBe(true);
    for (const key of [
      'not_empty',
      'inconsistent_twice',
      'invitation_code_error',
      'in_need_true_account',
      'in_please_information',
      'in_been_out',
      'in_increase_submit',
    ]) {
      expect(english.has(key)).toBe(true);
    }
  });

  it('registers the namespace for every platform language, idempotently', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'EN', resources: {} });
    registerAuthI18n(i18n);
    registerAuthI18n(i18n);
    for (const code of LANGUAGES) expect(i18n.hasResourceBundle(code, AUTH_NAMESPACE)).toBe(true);
    await i18n.changeLanguage('TH');
    expect(i18n.t('login.title', { ns: AUTH_NAMESPACE })).toBe('เข้าสู่ระบบ');
    expect(i18n.t('reg_pattern_6', { ns: AUTH_NAMESPACE, range: '4' })).toBe('เฉพาะตัวเลข 4 หลัก');
  });
});
