import { fireEvent, screen } from '@testing-library/react';
import type { Banner } from 'shared-contracts';

import { renderWithHost } from '../../testing/renderWithHost';
import { BannerCarousel } from './BannerCarousel';

const banner = (overrides: Partial<Banner>): Banner => ({
  bannerId: 'b1',
  groupName: 'rng',
  url: '/assets/banners/b1.jpg',
  title: 'Slots week',
  linkageType: 0,
  ...overrides,
});

describe('BannerCarousel', () => {
  it("asks for the group's banners and links them by linkage type", async () => {
    const { client } = renderWithHost(<BannerCarousel group="rng" />, {
      api: {
        '/wps/system/banners': () => [
          banner({ bannerId: 'a', title: 'Inside', linkageType: 1, link: '/promotions' }),
          banner({ bannerId: 'b', title: 'Outside', linkageType: 2, link: 'https://partner.test' }),
          banner({ bannerId: 'c', title: 'Just a picture', linkageType: 0, link: '/rng' }),
        ],
      },
    });
    expect(await screen.findByRole('link', { name: 'Inside' })).toHaveAttribute(
      'href',
      '/promotions',
    );
    // The other slides come with the carousel code, once the pointer reaches the carousel; only
    // the visible slide is exposed to assistive technology.
    fireEvent.pointerEnter(screen.getByRole('region'));
    const external = await screen.findByRole('link', { name: 'Outside', hidden: true });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      screen.getByRole('img', { name: 'Just a picture', hidden: true }).closest('a'),
    ).toBeNull();
    expect(client.calls.find((call) => call.path === '/wps/system/banners')?.input).toMatchObject({
      groupName: 'rng',
    });
  });

  it('prefixes platform image paths with the API base URL', async () => {
    renderWithHost(<BannerCarousel group="home" />, {
      api: { '/wps/system/banners': () => [banner({ groupName: 'home' })] },
    });
    expect(await screen.findByRole('img', { name: 'Slots week' })).toHaveAttribute(
      'src',
      'https://api.test/assets/banners/b1.jpg',
    );
  });

  it('shows an error with retry when the banners fail', async () => {
    renderWithHost(<BannerCarousel group="home" />, {
      api: {
        '/wps/system/banners': () => {
          throw new Error('down');
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Banners could not be loaded.');
  });
});
