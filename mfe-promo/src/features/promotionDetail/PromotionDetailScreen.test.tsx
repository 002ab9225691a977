import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { promotionDetailEndpoint } from 'shared-contracts';
import { fail, ok, TEST_API_BASE_URL } from 'shared-ui/testing';

import en from '../../i18n/promotions/en.json';
import { detail } from '../../test/fixtures';
import { renderPromo } from '../../test/renderPromo';

const PATH = promotionDetailEndpoint.path;

const HOSTILE_BODY =
  '<p>Limited offer!</p><script>window.pwned = true</script>' +
  '<img src="x" onerror="window.pwned = true"><img src="/assets/promotions/table.svg" alt="Table">';

describe('PromotionDetailScreen', () => {
  afterEach(() => {
    delete (window as { pwned?: boolean }).pwned;
  });

  it('shows the promotion with its badges, period and image, and a way back', async () => {
    const promotion = detail({ id: 'p7', title: 'Daily deposit bonus 10%', badges: ['daily'] });
    const view = renderPromo({ route: '/promoDetail?id=p7', api: { [PATH]: () => ok(promotion) } });
    expect(
      await screen.findByRole('heading', { level: 1, name: promotion.title }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: promotion.title })).toHaveAttribute(
      'src',
      `${TEST_API_BASE_URL}${promotion.imageUrl}`,
    );
    const badges = screen.getByRole('list', { name: en.badgesLabel });
    expect(within(badges).getByText(en.badge.daily)).toBeInTheDocument();
    expect(screen.getByText(/1 Jan 2026 – 31 Dec 2026/)).toBeInTheDocument();
    expect(screen.getByText('Deposit and play.')).toBeInTheDocument();
    expect(view.calls(PATH)).toEqual([{ id: 'p7', language: 'EN' }]);

    await userEvent.click(screen.getByRole('link', { name: en.detail.back }));
    expect(view.location()).toBe('/promotions');
  });

  it('renders the body sanitised: no script or event handler reaches the page', async () => {
    renderPromo({
      route: '/promoDetail?id=p1',
      api: { [PATH]: () => ok(detail({ content: HOSTILE_BODY })) },
    });
    expect(await screen.findByText('Limited offer!')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(document.body.innerHTML).not.toContain('pwned');
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
    // Relative platform images inside the body load from the platform's origin.
    expect(screen.getByRole('img', { name: 'Table' })).toHaveAttribute(
      'src',
      `${TEST_API_BASE_URL}/assets/promotions/table.svg`,
    );
  });

  it('shows not found with a link back when the platform does not know the id', async () => {
    const view = renderPromo({
      route: '/promoDetail?id=nope',
      api: { [PATH]: () => fail(404, 'Promotion not found') },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: en.detail.notFound }),
    ).toBeInTheDocument();
    expect(screen.getByText(en.detail.notFoundHint)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.detail.back })).toHaveAttribute(
      'href',
      '/promotions',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(view.calls(PATH)).toHaveLength(1);
  });

  it('shows not found without asking the platform when the id is missing or malformed', () => {
    const view = renderPromo({
      route: '/promoDetail?id=%3Cscript%3E',
      api: { [PATH]: () => ok(detail()) },
    });
    expect(screen.getByRole('heading', { level: 1, name: en.detail.notFound })).toBeInTheDocument();
    expect(view.calls(PATH)).toHaveLength(0);
  });

  it('shows an error on a network failure and loads again on retry', async () => {
    let attempts = 0;
    renderPromo({
      route: '/promoDetail?id=p1',
      api: {
        [PATH]: () => {
          attempts += 1;
          return attempts === 1 ? 'network-error' : ok(detail());
        },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(en.detail.error);
    await userEvent.click(within(alert).getByRole('button', { name: en.retry }));
    expect(
      await screen.findByRole('heading', { level: 1, name: detail().title }),
    ).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
