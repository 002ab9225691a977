import { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { HostContext } from 'shared-contracts';

import { AppProviders } from '../app/AppProviders';
import { ensureShellI18n } from '../i18n/i18n';
import {
  createFakeClient,
  createFakeHost,
  defaultHandlers,
  type FakeClient,
  type FakeHandlers,
} from './fakes';

// jsdom does not scroll; the layout scrolls to the top on every new page.
window.scrollTo = () => undefined;

/** Options of {@link renderWithHost}. */
export interface RenderWithHostOptions {
  /** Overrides of the default fake platform answers, by endpoint path. */
  api?: FakeHandlers;
  host?: HostContext;
  /** The starting URL. */
  route?: string;
}

/** What {@link renderWithHost} returns besides the render result. */
export interface RenderWithHostResult extends RenderResult {
  host: HostContext;
  client: FakeClient;
}

/**
 * Renders through the shell's providers with a fake host context, a fake platform (no
 * network), a memory router and the English texts.
 */
export const renderWithHost = (
  ui: ReactElement,
  { api = {}, host = createFakeHost(), route = '/' }: RenderWithHostOptions = {},
): RenderWithHostResult => {
  ensureShellI18n();
  const client = createFakeClient({ ...defaultHandlers(), ...api });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  const result = render(
    <AppProviders host={host} client={client} queryClient={queryClient}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { ...result, host, client };
};
