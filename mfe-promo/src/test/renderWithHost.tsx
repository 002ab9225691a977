import { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type Location, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  EventBus,
  type HostContext,
  type PromotionDetail,
  type PromotionSummary,
  type SiteConfig,
} from 'shared-contracts';
import { initSharedI18n } from 'shared-ui/harness';

import { createPromoClient } from '../api/client';
import { PromoProviders } from '../app/PromoProviders';
import { PromotionDetailScreen } from '../features/promotionDetail';
import { PromotionsScreen } from '../features/promotions';
import { createFakeHttp, type FakeRoute } from './fakePlatform';

export const TEST_API_BASE_URL = 'http://api.test';

/** The shared i18next instance, as the shell initialises it. */
export const initTestI18n = initSharedI18n;

/** A host context like the shell's, with a fresh bus. */
export const createFakeHost = (token: string | null = null): HostContext => {
  const config: SiteConfig = {
    apiBaseUrl: TEST_API_BASE_URL,
    wsPath: '/wps/ws',
    registryUrl: '',
    payloadSecret: 'test',
  };
  return { bus: new EventBus(), config, getToken: () => token, setToken: () => undefined };
};

export const summary = (overrides: Partial<PromotionSummary> = {}): PromotionSummary => ({
  id: 'p1',
  title: 'Welcome bonus 100%',
  summary: 'Double your first deposit.',
  category: 'new_player',
  badges: ['newbie'],
  imageUrl: '/assets/promotions/promo-001.svg',
  // Noon UTC: the same calendar day in every time zone the tests may run in.
  startTime: Date.UTC(2026, 0, 1, 12),
  endTime: Date.UTC(2026, 11, 31, 12),
  ...overrides,
});

export const detail = (overrides: Partial<PromotionDetail> = {}): PromotionDetail => ({
  ...summary(),
  content: '<p>Deposit and play.</p>',
  ...overrides,
});

const LocationProbe = ({ onChange }: { onChange: (location: Location) => void }) => {
  onChange(useLocation());
  return null;
};

export interface RenderPromoOptions {
  /** Where the router starts, e.g. `/promotions?category=slots`. */
  route: string;
  /** Fake platform routes by path. */
  api: Record<string, FakeRoute>;
  host?: HostContext;
  /** Replaces the two real routes (for components under test on their own). */
  children?: ReactNode;
}

export interface RenderPromoResult extends RenderResult {
  host: HostContext;
  /** Parameters of every call the screens made to a path. */
  calls: (path: string) => Array<Record<string, string>>;
  /** The router's current location (path and query). */
  location: () => string;
}

/**
 * Renders the promotions routes the way the shell mounts them: under a router, with a host
 * context, this remote's providers and a fake platform behind the real client.
 */
export const renderPromo = ({
  route,
  api,
  host = createFakeHost(),
  children,
}: RenderPromoOptions): RenderPromoResult => {
  initTestI18n();
  const { http, calls } = createFakeHttp(api);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let current: Location | null = null;
  const result = render(
    <MemoryRouter initialEntries={[route]}>
      <PromoProviders host={host} client={createPromoClient(host, http)} queryClient={queryClient}>
        {children ?? (
          <Routes>
            <Route path="/promotions" element={<PromotionsScreen />} />
            <Route path="/promoDetail" element={<PromotionDetailScreen />} />
          </Routes>
        )}
        <LocationProbe
          onChange={(location) => {
            current = location;
          }}
        />
      </PromoProviders>
    </MemoryRouter>,
  );
  return {
    ...result,
    host,
    calls,
    location: () => (current ? `${current.pathname}${current.search}` : ''),
  };
};
