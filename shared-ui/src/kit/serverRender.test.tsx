import { dehydrate, QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { PlatformClient } from 'shared-contracts';

import { initSharedI18n } from '../harness/initSharedI18n';
import { createFakeHost } from '../testing/fakeHost';
import { defineRemote, type LanguageLoader } from './defineRemote';
import { useRemote } from './RemoteContext';
import { RemoteRenderContext, type RemoteRenderSupport } from './serverRender';

/*
 * ADR 0017: the kit's providers render a remote's first screen with what the host gives for the
 * server render: on the server the request's cache and platform client, in the browser the
 * remote's own cache holding the server's answers before the first render.
 */

const NAMESPACE = 'fakeoffers';
const KEY = ['fakeoffers', 'list'];

const kitWith = (loadLanguage: LanguageLoader = async () => ({ default: { title: 'ข้อเสนอ' } })) =>
  defineRemote({
    namespace: NAMESPACE,
    english: { title: 'Offers' },
    loadLanguage,
    staleTime: 60_000,
  });

/** A dehydrated cache holding `titles` under {@link KEY}, as the server writes it. */
const answered = (titles: string[], updatedAt = Date.now()) => {
  const cache = new QueryClient();
  cache.setQueryData(KEY, titles, { updatedAt });
  return dehydrate(cache);
};

/** The screen: what cache and client it got, and the offers its query shows. */
const seen: { queryClient?: QueryClient; client?: PlatformClient; renders: string[] } = {
  renders: [],
};
const fetchOffers = jest.fn(async () => ['fetched in the browser']);
const Screen = () => {
  seen.queryClient = useQueryClient();
  seen.client = useRemote().client;
  const offers = useQuery({ queryKey: KEY, queryFn: fetchOffers });
  const text = offers.data ? offers.data.join(', ') : 'Loading offers';
  seen.renders.push(text);
  return <p>{text}</p>;
};

const renderWith = (kit: ReturnType<typeof kitWith>, support: RemoteRenderSupport) =>
  render(
    <RemoteRenderContext.Provider value={support}>
      <kit.Providers host={createFakeHost()}>
        <Screen />
      </kit.Providers>
    </RemoteRenderContext.Provider>,
  );

// The page's one i18next instance, as the shell initialises it before rendering any remote.
beforeAll(() => initSharedI18n());

beforeEach(() => {
  fetchOffers.mockClear();
  delete seen.queryClient;
  delete seen.client;
  seen.renders = [];
});

test("on the server, the screen uses the request's cache and platform client, not its own", () => {
  const kit = kitWith();
  const requestCache = kit.createQueryClient();
  requestCache.setQueryData(KEY, ['Lucky wheel Friday']);
  const client = { call: jest.fn() } as unknown as PlatformClient;
  const queryClientFor = jest.fn(() => requestCache);

  renderWith(kit, { queryClientFor, client });

  expect(queryClientFor).toHaveBeenCalledWith(NAMESPACE);
  expect(seen.queryClient).toBe(requestCache);
  expect(seen.queryClient).not.toBe(kit.queryClient);
  expect(seen.client).toBe(client);
  expect(seen.renders[0]).toBe('Lucky wheel Friday');
  expect(screen.getByText('Lucky wheel Friday')).toBeInTheDocument();
  expect(fetchOffers).not.toHaveBeenCalled();
  expect(kit.queryClient.getQueryData(KEY)).toBeUndefined();
});

test("in the browser, the remote's own cache holds the server's answers on the first render", () => {
  const kit = kitWith();
  const dehydratedFor = jest.fn((namespace: string) =>
    namespace === NAMESPACE ? answered(['Lucky wheel Friday', 'Weekend reload']) : undefined,
  );

  renderWith(kit, { dehydratedFor });

  expect(dehydratedFor).toHaveBeenCalledWith(NAMESPACE);
  expect(seen.queryClient).toBe(kit.queryClient);
  // The first render already shows the answer: nothing to fetch, no loading state.
  expect(seen.renders[0]).toBe('Lucky wheel Friday, Weekend reload');
  expect(screen.getByText('Lucky wheel Friday, Weekend reload')).toBeInTheDocument();
  expect(screen.queryByText('Loading offers')).not.toBeInTheDocument();
  expect(fetchOffers).not.toHaveBeenCalled();
  // The client is the remote's own, built from the host.
  expect(seen.client).toBeDefined();
});

test("the server's answers seed the remote's cache once: a later render does not overwrite it", () => {
  const kit = kitWith();
  const first = renderWith(kit, { dehydratedFor: () => answered(['Lucky wheel Friday']) });
  expect(screen.getByText('Lucky wheel Friday')).toBeInTheDocument();
  first.unmount();

  // Newer answers than the cache holds: hydrating them would replace the data.
  renderWith(kit, {
    dehydratedFor: () => answered(['Something else'], Date.now() + 60_000),
  });

  expect(screen.getByText('Lucky wheel Friday')).toBeInTheDocument();
  expect(screen.queryByText('Something else')).not.toBeInTheDocument();
  expect(kit.queryClient.getQueryData(KEY)).toEqual(['Lucky wheel Friday']);
});

test("addTexts puts English and the visitor's language in a fresh i18next instance", async () => {
  const loadLanguage = jest.fn(async (language: string) => ({
    default: { title: language === 'TH' ? 'ข้อเสนอ' : '?' },
  }));
  const kit = kitWith(loadLanguage);
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'TH', fallbackLng: 'EN', resources: {} });

  await kit.addTexts(i18n, 'TH');

  expect(loadLanguage).toHaveBeenCalledWith('TH');
  expect(i18n.getResourceBundle('EN', NAMESPACE)).toEqual({ title: 'Offers' });
  expect(i18n.getResourceBundle('TH', NAMESPACE)).toEqual({ title: 'ข้อเสนอ' });
  expect(i18n.t('title', { ns: NAMESPACE })).toBe('ข้อเสนอ');
  expect(i18n.t('title', { ns: NAMESPACE, lng: 'EN' })).toBe('Offers');

  // Once per instance; English needs no download.
  await kit.addTexts(i18n, 'TH');
  await kit.addTexts(i18n, 'EN');
  expect(loadLanguage).toHaveBeenCalledTimes(1);
});
