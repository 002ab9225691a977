import { waitFor } from '@testing-library/react';

import { routeFor } from '../routing/routes';
import { fakeWhitelabel } from '../testing/fakes';
import { renderWithHost } from '../testing/renderWithHost';
import { useDocumentHead } from './useDocumentHead';

const Probe = ({ path }: { path: string }) => {
  useDocumentHead(routeFor(path));
  return null;
};

const icons = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="icon"]')].map((link) => ({
    type: link.type,
    href: link.getAttribute('href'),
  }));

beforeEach(() => {
  document.title = 'Gaming';
  document.head.querySelectorAll('link[rel="icon"]').forEach((link) => link.remove());
});

describe('useDocumentHead', () => {
  it.each([
    ['/rng', 'Slots · Test Brand'],
    ['/index', 'Home · Test Brand'],
    ['/live', 'Live casino · Test Brand'],
    ['/login', 'Log in · Test Brand'],
    ['/game', 'Game · Test Brand'],
    ['/nowhere', 'Page not found · Test Brand'],
  ])('titles %s as "%s"', async (path, title) => {
    renderWithHost(<Probe path={path} />, {
      api: { '/wps/system/whitelabel': () => fakeWhitelabel() },
    });
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('names a page of the table in every language', () => {
    for (const language of ['en', 'cn', 'id', 'pt', 'th', 'vi']) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const texts = require(`../i18n/locales/${language}.json`) as {
        pageTitle: Record<string, string>;
      };
      for (const key of ['home', 'rng', 'live', 'promotions', 'game', 'notFound']) {
        expect({ language, key, text: texts.pageTitle[key] }).toEqual({
          language,
          key,
          text: expect.stringMatching(/\S/),
        });
      }
      expect(texts.pageTitle.full).toMatch(/\{\{page\}\}.+\{\{brand\}\}/);
    }
  });

  it('puts the brand favicon in the head, SVG and PNG', async () => {
    renderWithHost(<Probe path="/rng" />, {
      api: {
        '/wps/system/whitelabel': () =>
          fakeWhitelabel({
            favicon: { svg: '/assets/brand/mark.svg', png: '/assets/brand/mark.png' },
          }),
      },
    });
    await waitFor(() =>
      expect(icons()).toEqual([
        { type: 'image/svg+xml', href: expect.stringMatching(/\/assets\/brand\/mark\.svg$/) },
        { type: 'image/png', href: expect.stringMatching(/\/assets\/brand\/mark\.png$/) },
      ]),
    );
  });

  it('leaves the icons alone when the brand names none', async () => {
    renderWithHost(<Probe path="/rng" />, {
      api: { '/wps/system/whitelabel': () => fakeWhitelabel() },
    });
    await waitFor(() => expect(document.title).toBe('Slots · Test Brand'));
    expect(icons()).toEqual([]);
  });
});
