import { createInstance } from 'i18next';
import {
  flattenTranslations,
  type Language,
  LANGUAGES,
  namespaceBackend,
  placeholdersOf,
  type TranslationTree,
} from 'shared-contracts';

import cn from './cn.json';
import en from './en.json';
import id from './id.json';
import pt from './pt.json';
import { AUTH_NAMESPACE, registerAuthI18n } from './registerAuthI18n';
import th from './th.json';
import vi from './vi.json';

const AUTH_RESOURCES: Record<Language, TranslationTree> = {
  EN: en,
  CN: cn,
  ID: id,
  PT: pt,
  TH: th,
  VI: vi,
};

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

  it('registers English at once and the page language on demand, idempotently', async () => {
    const i18n = createInstance();
    await i18n
      .use(namespaceBackend)
      .init({ lng: 'EN', fallbackLng: 'EN', resources: {}, partialBundledLanguages: true });
    await registerAuthI18n(i18n);
    await registerAuthI18n(i18n);
    expect(i18n.hasResourceBundle('EN', AUTH_NAMESPACE)).toBe(true);
    expect(i18n.hasResourceBundle('TH', AUTH_NAMESPACE)).toBe(false);
    await i18n.changeLanguage('TH');
    expect(i18n.t('login.title', { ns: AUTH_NAMESPACE })).toBe('เข้าสู่ระบบ');
    expect(i18n.t('reg_pattern_6', { ns: AUTH_NAMESPACE, range: '4' })).toBe('เฉพาะตัวเลข 4 หลัก');
  });
});
