import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { initSharedI18n } from 'shared-ui/harness';
import { createFakeHost, installFakePlatform, ok } from 'shared-ui/testing';

import en from '../i18n/promotions/en.json';
import { summary } from '../test/fixtures';
import PromotionsPage from './PromotionsPage';

describe('PromotionsPage (exposed)', () => {
  it('works with nothing but the host context under the shell router', async () => {
    initSharedI18n();
    // The exposed page builds its own client from the host: a fake platform behind it.
    const platform = installFakePlatform({ '/wps/promotions': () => ok({ list: [summary()] }) });
    render(
      <MemoryRouter initialEntries={['/promotions']}>
        <PromotionsPage host={createFakeHost()} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: en.title })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: summary().title })).toBeInTheDocument();
    platform.restore();
  });
});
