import fs from 'node:fs';
import path from 'node:path';

import { MEMBER_CENTRE_PAGES } from 'shared-contracts';

import { CENTRE_SCREENS } from './centreScreens';

/** The English words of a language part, as the remote's bundles gather them. */
const englishOf = (part: string): { pageTitles?: Record<string, string> } =>
  jest.requireActual(`../../i18n/${part}/en.json`);

const FEATURES = path.join(__dirname, '..');

describe("the member centre's pages", () => {
  it('each have a screen and an English title in their part, and nothing else does', () => {
    expect(Object.keys(CENTRE_SCREENS).sort()).toEqual([...MEMBER_CENTRE_PAGES].sort());
    const parts = new Set(Object.values(CENTRE_SCREENS).map(({ part }) => part));
    const titled = [...parts].flatMap((part) => Object.keys(englishOf(part).pageTitles ?? {}));
    // The other languages have exactly the English keys (translations.test.ts).
    expect(titled.sort()).toEqual([...MEMBER_CENTRE_PAGES].sort());
    for (const page of MEMBER_CENTRE_PAGES)
      expect(englishOf(CENTRE_SCREENS[page].part).pageTitles?.[page]).toEqual(expect.any(String));
  });

  it("are found by their file's name, each page's in its own part", () => {
    expect(CENTRE_SCREENS.depositv2.part).toBe('deposit');
    expect(CENTRE_SCREENS.creditReport.part).toBe('records');
    const files = fs
      .readdirSync(FEATURES, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.page.ts'));
    expect(files).toHaveLength(MEMBER_CENTRE_PAGES.length);
  });
});
