import { createInstance } from 'i18next';
import {
  flattenTranslations,
  LANGUAGES,
  namespaceBackend,
  type TranslationTree,
} from 'shared-contracts';
import { describeTranslations } from 'shared-ui/testing';

import { auth, AUTH_NAMESPACE } from '../remote';
import cn from './cn.json';
import en from './en.json';
import id from './id.json';
import pt from './pt.json';
import th from './th.json';
import vi from './vi.json';

describeTranslations('auth', __dirname);

const TRANSLATED: Record<string, TranslationTree> = { CN: cn, ID: id, PT: pt, TH: th, VI: vi };
const english = flattenTranslations(en as TranslationTree);
const others = LANGUAGES.filter((code) => code !== 'EN');

describe('auth translations', () => {
  it.each(others)('%s translates the sentences', (code) => {
    const translated = flattenTranslations(TRANSLATED[code] as TranslationTree);
    let differing = 0;
    for (const [key, text] of translated) if (text !== english.get(key)) differing += 1;
    // Brand names (WhatsApp, Zalo...) stay as they are; everything else is translated.
    expect(differing / translated.size).toBeGreaterThan(0.85);
  });

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
    await auth.registerI18n(i18n);
    await auth.registerI18n(i18n);
    expect(i18n.hasResourceBundle('EN', AUTH_NAMESPACE)).toBe(true);
    expect(i18n.hasResourceBundle('TH', AUTH_NAMESPACE)).toBe(false);
    await i18n.changeLanguage('TH');
    expect(i18n.t('login.title', { ns: AUTH_NAMESPACE })).toBe('เข้าสู่ระบบ');
    expect(i18n.t('reg_pattern_6', { ns: AUTH_NAMESPACE, range: '4' })).toBe('เฉพาะตัวเลข 4 หลัก');
  });
});
