import { screen } from '@testing-library/react';
import type { VendorCard } from 'shared-contracts';

import { renderLobby } from '../../test/renderLobby';
import { VendorCards } from './VendorCards';

const card = (overrides: Partial<VendorCard>): VendorCard =>
  ({
    vassalage: 'PG',
    name: 'PG Soft',
    smallIcon: '/assets/vendors/PG.svg',
    isHot: 0,
    ...overrides,
  }) as VendorCard;

describe('VendorCards', () => {
  it('names each tile by the words it shows, the hot marker included (label-content-name-mismatch)', async () => {
    renderLobby({
      route: '/rng',
      children: (
        <VendorCards
          label="Slots vendors"
          cards={[card({ isHot: 1 }), card({ vassalage: 'JDB', name: 'JDB', isHot: 0 })]}
          onSelect={() => undefined}
        />
      ),
    });
    // "PG Soft, Hot" in browsers; jsdom puts a space round inline elements.
    const hot = await screen.findByRole('button', { name: /^PG Soft ?, Hot$/ });
    expect(hot).not.toHaveAttribute('aria-label');
    expect(hot).toHaveTextContent('PG Soft, Hot');
    expect(screen.getByRole('button', { name: 'JDB' })).not.toHaveAttribute('aria-label');
  });
});
