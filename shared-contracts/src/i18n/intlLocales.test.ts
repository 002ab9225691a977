import { INTL_LOCALES, perLanguage } from './intlLocales';

describe('perLanguage', () => {
  it('builds once per language, from that language’s Intl locale', () => {
    const build = jest.fn((locale: string) => ({ locale }));
    const forLanguage = perLanguage(build);
    expect(forLanguage('VI')).toEqual({ locale: 'vi-VN' });
    expect(forLanguage('VI')).toBe(forLanguage('VI'));
    expect(forLanguage('EN')).toEqual({ locale: INTL_LOCALES.EN });
    expect(build).toHaveBeenCalledTimes(2);
  });
});
