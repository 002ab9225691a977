import i18next from 'i18next';
import { LANGUAGES, PlatformError } from 'shared-contracts';

import { messageOf, platformErrorMessageOf } from './messages';
import {
  PLATFORM_ERROR_TEXTS,
  PLATFORM_ERRORS_NAMESPACE,
  registerPlatformErrorTexts,
} from './platformErrorTexts';

const refused = (message: string, value?: unknown) =>
  new PlatformError(message, 400, 'platform', value);

describe('messageOf', () => {
  it("words bad input by the platform's data, never its English sentence", () => {
    const error = refused('Invalid field "stake": Too big: expected number to be <=100000', {
      field: 'stake',
      issue: 'tooBig',
      limit: 100_000,
    });
    expect(messageOf(error)).toEqual({ key: 'platformErrors:tooBig' });
    expect(messageOf(refused('Insufficient balance', { reason: 'insufficientBalance' }))).toEqual({
      key: 'platformErrors:insufficientBalance',
    });
  });

  it("keeps the platform's words for refusals it names no data for", () => {
    expect(messageOf(refused('Unknown field "foo"'))).toEqual({ text: 'Unknown field "foo"' });
    expect(platformErrorMessageOf(refused('x', { field: 'a', issue: 'somethingNew' }))).toBeNull();
    expect(
      platformErrorMessageOf(
        new PlatformError('x', 409, 'platform', { field: 'a', issue: 'tooBig' }),
      ),
    ).toBeNull();
  });

  it('has the words in every site language, each its own', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'VI', fallbackLng: 'EN', resources: {} });
    registerPlatformErrorTexts(i18n);
    expect(i18n.t('platformErrors:tooBig')).toBe(PLATFORM_ERROR_TEXTS.VI!.tooBig);
    expect(i18n.t('platformErrors:tooBig')).toMatch(/vượt quá/);
    const english = PLATFORM_ERROR_TEXTS.EN!;
    for (const language of LANGUAGES) {
      expect(i18n.hasResourceBundle(language, PLATFORM_ERRORS_NAMESPACE)).toBe(true);
      const texts = PLATFORM_ERROR_TEXTS[language]!;
      expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
      if (language !== 'EN')
        for (const key of Object.keys(english) as (keyof typeof english)[])
          expect(texts[key]).not.toBe(english[key]);
    }
  });
});
