import type { TranslationTree } from 'shared-contracts';

import { languageBundles, type LanguageFiles, type WebpackContext } from './languageBundles';

/** A folder as webpack gives it: `./<section>/<language>.json` keys, at once or as promises. */
const folder = (files: Record<string, TranslationTree>, lazy = false): WebpackContext => {
  const context = (key: string) => {
    const texts = files[key];
    if (!texts) throw new Error(`Cannot find module '${key}'`);
    return lazy ? Promise.resolve(texts) : texts;
  };
  context.keys = () => Object.keys(files);
  return context;
};

const languages = (
  english: Record<string, TranslationTree>,
  thai: Record<string, TranslationTree> = {},
): LanguageFiles => ({
  EN: folder(english),
  CN: folder({}, true),
  ID: folder({}, true),
  PT: folder({}, true),
  TH: folder(thai, true),
  VI: folder({}, true),
});

describe('languageBundles', () => {
  it('puts each folder’s words under the folder’s name', () => {
    const { english } = languageBundles(
      languages({ './common/en.json': { ok: 'OK' }, './wallet/en.json': { title: 'Wallet' } }),
    );
    expect(english).toEqual({ common: { ok: 'OK' }, wallet: { title: 'Wallet' } });
  });

  it('loads another language from its own files, whatever the code’s case', async () => {
    const { loadLanguage } = languageBundles(
      languages(
        { './wallet/en.json': { title: 'Wallet' } },
        { './wallet/th.json': { title: 'กระเป๋า' } },
      ),
    );
    await expect(loadLanguage('th')).resolves.toEqual({ default: { wallet: { title: 'กระเป๋า' } } });
  });

  it('keeps the top-level folder’s words at the top of the namespace', () => {
    const { english } = languageBundles(
      languages({
        './promotions/en.json': { title: 'Promotions' },
        './points/en.json': { mall: 'Mall' },
      }),
      { topLevel: 'promotions' },
    );
    expect(english).toEqual({ title: 'Promotions', points: { mall: 'Mall' } });
  });

  it('refuses a top-level key that would hide a folder’s words', () => {
    expect(() =>
      languageBundles(
        languages({
          './promotions/en.json': { points: 'x' },
          './points/en.json': { mall: 'Mall' },
        }),
        { topLevel: 'promotions' },
      ),
    ).toThrow('points is also a folder');
  });

  it('refuses a file outside a section folder', () => {
    expect(() => languageBundles(languages({ './en.json': { title: 'x' } }))).toThrow(
      'not in a section folder',
    );
  });
});
