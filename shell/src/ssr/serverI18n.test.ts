import { SHELL_NAMESPACE } from '../i18n/i18n';
import en from '../i18n/locales/en.json';
import { serverI18n, serverI18nView } from './serverI18n';

/** The dotted key of the first text in a language file. */
const firstTextKey = (texts: unknown, prefix = ''): string => {
  if (typeof texts === 'string') return prefix;
  for (const [name, value] of Object.entries(texts as Record<string, unknown>)) {
    const found = firstTextKey(value, prefix ? `${prefix}.${name}` : name);
    if (found) return found;
  }
  return '';
};

describe("the server's i18next view", () => {
  test("gives the language instance's texts, plain lookups looked up once", () => {
    const view = serverI18nView('EN');
    const instance = serverI18n('EN');
    const translate = jest.spyOn(
      (instance as unknown as { translator: { translate: () => unknown } }).translator,
      'translate',
    );
    const t = view.getFixedT('EN', SHELL_NAMESPACE);
    const key = firstTextKey(en);
    expect(key).not.toBe('');
    const first = t(key);
    expect(first).toBe(instance.getFixedT('EN', SHELL_NAMESPACE)(key));
    translate.mockClear();
    expect(t(key)).toBe(first);
    expect(view.getFixedT('EN', SHELL_NAMESPACE)(key)).toBe(first);
    expect(translate).not.toHaveBeenCalled();
    translate.mockRestore();
  });

  test('looks up every call with values, a count or a default', () => {
    const view = serverI18nView('EN');
    view.addResource('EN', 'memo-test', 'greeting', 'Hello {{name}}');
    const t = view.getFixedT('EN', 'memo-test');
    expect(t('greeting', { name: 'Ann' })).toBe('Hello Ann');
    expect(t('greeting', { name: 'Bo' })).toBe('Hello Bo');
    expect(t('missing', { defaultValue: 'one' })).toBe('one');
    expect(t('missing', { defaultValue: 'two' })).toBe('two');
  });

  test('forgets what it remembered when texts are added (a remote on its first render)', () => {
    const view = serverI18nView('TH');
    const t = view.getFixedT('TH', 'memo-remote');
    expect(t('title')).toBe('title');
    view.addResourceBundle('TH', 'memo-remote', { title: 'หัวข้อ' }, true, true);
    expect(t('title')).toBe('หัวข้อ');
  });
});
