import { type ComponentType, lazy } from 'react';
import { MEMBER_CENTRE_PAGES, type MemberCentrePage } from 'shared-contracts';

/** A page of the centre: its screen, and the language part that holds its title. */
export interface CentreScreen {
  Screen: ComponentType;
  /** The folder of `src/i18n` whose `pageTitles.<page>` is the page's menu label and title. */
  part: string;
}

/**
 * The pages' files: `features/<part>/<page>.page.ts` default-exports the screen of the contract's
 * page `<page>`, titled by `pageTitles.<page>` in `src/i18n/<part>`. Lazy: each screen downloads
 * when its page is first opened. Webpack reads this call at build time (jest: the preset's
 * transform reads the folder from disk).
 */
const pageFiles = import.meta.webpackContext('..', {
  recursive: true,
  regExp: /^\.\/[a-z]+\/[A-Za-z0-9]+\.page\.ts$/,
  mode: 'lazy',
});

/** The page and the language part of a page file's key, `./<part>/<page>.page.ts`. */
const PAGE_FILE = /^\.\/(?<part>[a-z]+)\/(?<page>[A-Za-z0-9]+)\.page\.ts$/;

const isCentrePage = (page: string): page is MemberCentrePage =>
  (MEMBER_CENTRE_PAGES as readonly string[]).includes(page);

const screenOf = (key: string): [MemberCentrePage, CentreScreen] => {
  const { part = '', page = '' } = PAGE_FILE.exec(key)?.groups ?? {};
  if (!isCentrePage(page)) throw new Error(`${key}: no such page in MEMBER_CENTRE_PAGES`);
  const Screen = lazy(() => pageFiles(key) as Promise<{ default: ComponentType }>);
  return [page, { part, Screen }];
};

/**
 * Every page of the member centre, its screen and its words; the menu's order is the contract's
 * (`MEMBER_CENTRE_PAGES`). A new page is its folder (its screen, its `<page>.page.ts` and its
 * words) and its id in the contract; the test of this file fails while a page has no file or a
 * file no page. The pages never import this file, so opening one from another (`useCentrePage`)
 * makes no import circle.
 */
export const CENTRE_SCREENS = Object.fromEntries(pageFiles.keys().map(screenOf)) as Readonly<
  Record<MemberCentrePage, CentreScreen>
>;

/** The i18n key of a page's menu label and title. */
export const pageTitleKey = (page: MemberCentrePage): string =>
  `${CENTRE_SCREENS[page].part}.pageTitles.${page}`;
