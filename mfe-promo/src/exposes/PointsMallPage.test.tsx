import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { pointsConfigEndpoint, pointsItemsEndpoint } from 'shared-contracts';
import { initSharedI18n } from 'shared-ui/harness';
import { createFakeHost, installFakePlatform, ok } from 'shared-ui/testing';

import { config, pageOf, voucher } from '../features/pointsMall/pointsFixtures';
import en from '../i18n/points/en.json';
import PointsMallPage from './PointsMallPage';

describe('PointsMallPage (exposed)', () => {
  it('works with nothing but the host context under the shell router', async () => {
    initSharedI18n();
    const platform = installFakePlatform({
      [pointsConfigEndpoint.path]: () => ok(config()),
      [pointsItemsEndpoint.path]: () => ok({ page: pageOf([voucher()]), categories: [] }),
    });
    render(
      <MemoryRouter initialEntries={['/pointMall']}>
        <PointsMallPage host={createFakeHost()} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: en.title })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: voucher().name })).toBeInTheDocument();
    platform.restore();
  });
});
