import { act, screen } from '@testing-library/react';
import { PAYMENT_ICON_COUNT } from 'shared-contracts';

import { fakeWhitelabel } from '../../testing/fakes';
import { renderWithHost } from '../../testing/renderWithHost';
import { Footer, withPageContext } from './Footer';

describe('Footer', () => {
  it("opens a page the platform serves in the site's language and theme, other addresses as they are", () => {
    expect(withPageContext('/affiliates/apply', 'VI', 'light')).toBe(
      '/affiliates/apply?lang=VI&theme=light',
    );
    expect(withPageContext('/x?a=1', 'EN', 'dark')).toBe('/x?a=1&lang=EN&theme=dark');
    expect(withPageContext('https://aff.test/apply', 'VI', 'light')).toBe('https://aff.test/apply');
  });

  it('shows the copyright line, at most fifteen payment icons, the help links and contact us', async () => {
    renderWithHost(<Footer />);
    expect(
      await screen.findByText(
        `© 2022-${new Date().getFullYear()} Test Brand. All rights reserved.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /^Pay \d+$/ })).toHaveLength(PAYMENT_ICON_COUNT);
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/help#faq');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contactUs');
  });

  it("shows the brand's about text and help links in the player's language", async () => {
    const brand = fakeWhitelabel();
    const { host } = renderWithHost(<Footer />, {
      api: {
        '/wps/system/whitelabel': () => ({
          ...brand,
          footer: {
            ...brand.footer,
            aboutTexts: { EN: 'About the test brand.', VI: 'Giới thiệu thương hiệu.' },
            helpLinks: [{ anchor: 'faq', title: 'FAQ', titles: { VI: 'Câu hỏi thường gặp' } }],
          },
        }),
      },
    });
    expect(await screen.findByText('About the test brand.')).toBeInTheDocument();
    act(() => host.bus.language.set('VI'));
    expect(await screen.findByText('Giới thiệu thương hiệu.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Câu hỏi thường gặp' })).toHaveAttribute(
      'href',
      '/help#faq',
    );
  });

  it('links to the safer-gambling page', async () => {
    renderWithHost(<Footer />);
    expect(await screen.findByRole('link', { name: 'Safer gambling' })).toHaveAttribute(
      'href',
      '/responsible-gaming',
    );
  });

  it('shows social icons only for configured types', async () => {
    renderWithHost(<Footer />);
    expect(await screen.findByRole('link', { name: /YouTube/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Facebook/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /TikTok/ })).not.toBeInTheDocument();
  });

  it('shows the partner logo that matches the theme', async () => {
    renderWithHost(<Footer />);
    expect(await screen.findByRole('img', { name: 'Partner' })).toHaveAttribute(
      'src',
      'https://api.test/assets/p-dark.svg',
    );
  });

  it('asks for the logos only once the footer comes near the screen, naming them meanwhile', async () => {
    let report: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    const observe = jest.fn();
    const original = window.IntersectionObserver;
    window.IntersectionObserver = jest.fn((callback: typeof report) => {
      report = callback;
      return { observe, disconnect: jest.fn() };
    }) as unknown as typeof IntersectionObserver;
    try {
      renderWithHost(<Footer />);
      const partner = await screen.findByRole('img', { name: 'Partner' });
      expect(partner).not.toHaveAttribute('src');
      expect(screen.getAllByRole('img', { name: /^Pay \d+$/ })).toHaveLength(PAYMENT_ICON_COUNT);
      expect(observe).toHaveBeenCalledTimes(1);
      act(() => report?.([{ isIntersecting: false }]));
      expect(partner).not.toHaveAttribute('src');
      act(() => report?.([{ isIntersecting: true }]));
      expect(partner).toHaveAttribute('src', 'https://api.test/assets/p-dark.svg');
    } finally {
      window.IntersectionObserver = original;
    }
  });
});
