import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { HostContext } from 'shared-contracts';

import type * as ClientModule from '../api/client';
import en from '../i18n/en.json';
import { createFakeHttp, ok } from '../test/fakePlatform';
import { createFakeHost, initTestI18n, summary } from '../test/renderWithHost';

// The exposed page builds its own client from the host: hand it a fake platform behind it.
jest.mock('../api/client', () => {
  const actual = jest.requireActual<typeof ClientModule>('../api/client');
  return {
    createPromoClient: (host: HostContext) =>
      actual.createPromoClient(
        host,
        createFakeHttp({ '/wps/promotions': () => ok({ list: [summary()] }) }).http,
      ),
  };
});

import PromotionsPage from './PromotionsPage';

describe('PromotionsPage (exposed)', () => {
  it('works with nothing but the host context under the shell router', async () => {
    initTestI18n();
    render(
      <MemoryRouter initialEntries={['/promotions']}>
        <PromotionsPage host={createFakeHost()} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: en.title })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: summary().title })).toBeInTheDocument();
  });
});
