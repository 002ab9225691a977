import { MEMBER_CENTRE_PAGES } from 'shared-contracts';

import english from '../../i18n/centre/en.json';
import { CENTRE_SCREENS } from './centreScreens';

describe("the member centre's pages", () => {
  it('each have a screen and an English menu label, and nothing else does', () => {
    expect(Object.keys(CENTRE_SCREENS).sort()).toEqual([...MEMBER_CENTRE_PAGES].sort());
    // The other languages have exactly the English keys (translations.test.ts).
    expect(Object.keys(english.pages).sort()).toEqual([...MEMBER_CENTRE_PAGES].sort());
  });
});
