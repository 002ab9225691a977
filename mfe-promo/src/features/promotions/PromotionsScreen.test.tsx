import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { promotionParticipationListEndpoint, promotionsEndpoint } from 'shared-contracts';
import { fail, type FakeAnswer, ok, TEST_API_BASE_URL } from 'shared-ui/testing';

import en from '../../i18n/promotions/en.json';
import { summary } from '../../test/fixtures';
import { renderPromo } from '../../test/renderPromo';

const PATH = promotionsEndpoint.path;

const welcome = summary({ id: 'p1', title: 'Welcome bonus 100%', badges: ['newbie', 'vip'] });
const spins = summary({
  id: 'p2',
  title: 'Slots free spins',
  category: 'slots',
  badges: ['limited'],
  endTime: null,
});

/** Answers by category like the platform: `all` lists everything. */
const byCategory = ({ category }: Record<string, string>): FakeAnswer =>
  ok({ list: [welcome, spins].filter((p) => category === 'all' || p.category === category) });

describe('PromotionsScreen', () => {
  it('shows a card per promotion with its image, badges, period and a link to its detail', async () => {
    renderPromo({ route: '/promotions', api: { [PATH]: byCategory } });
    expect(screen.getByRole('heading', { level: 1, name: en.title })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: welcome.title });
    expect(link).toHaveAttribute('href', '/promoDetail?id=p1');
    const card = link.closest('article');
    expect(card).not.toBeNull();
    const inCard = within(card as HTMLElement);
    expect(inCard.getByRole('img', { name: welcome.title })).toHaveAttribute(
      'src',
      `${TEST_API_BASE_URL}${welcome.imageUrl}`,
    );
    const badges = inCard.getByRole('list', { name: en.badgesLabel });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([en.badge.newbie, en.badge.vip]);
    expect(card).toHaveTextContent('1 Jan 2026 – 31 Dec 2026 (GMT+7)');
    const openEnded = screen.getByRole('link', { name: spins.title }).closest('article');
    expect(openEnded).toHaveTextContent('From 1 Jan 2026 (GMT+7), no end date');
  });

  it('fetches the first row of pictures at once, the first one first, and the rest when near', async () => {
    const many = [1, 2, 3, 4].map((n) => summary({ id: `m${n}`, title: `Offer ${n}` }));
    renderPromo({ route: '/promotions', api: { [PATH]: () => ok({ list: many }) } });
    const first = await screen.findByRole('img', { name: 'Offer 1' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('img', { name: 'Offer 3' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'Offer 3' })).not.toHaveAttribute('fetchpriority');
    expect(screen.getByRole('img', { name: 'Offer 4' })).toHaveAttribute('loading', 'lazy');
  });

  it('offers a tab for every promotion category', async () => {
    renderPromo({ route: '/promotions', api: { [PATH]: byCategory } });
    const tabs = within(screen.getByRole('tablist', { name: en.categoriesLabel })).getAllByRole(
      'tab',
    );
    expect(tabs.map((tab) => tab.textContent)).toEqual(Object.values(en.category));
    expect(screen.getByRole('tab', { name: en.category.all })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await screen.findByRole('link', { name: welcome.title });
  });

  it('loads the chosen category and keeps it in the URL', async () => {
    const view = renderPromo({ route: '/promotions', api: { [PATH]: byCategory } });
    await screen.findByRole('link', { name: welcome.title });
    await userEvent.click(screen.getByRole('tab', { name: en.category.slots }));
    expect(view.location()).toBe('/promotions?category=slots');
    expect(screen.getByRole('tab', { name: en.category.slots })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('link', { name: spins.title })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: welcome.title })).not.toBeInTheDocument();
    expect(view.calls(PATH).map((params) => params.category)).toEqual(['all', 'slots']);
  });

  it('opens on the category named in the URL', async () => {
    const view = renderPromo({ route: '/promotions?category=slots', api: { [PATH]: byCategory } });
    expect(await screen.findByRole('link', { name: spins.title })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: en.category.slots })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(view.calls(PATH)).toEqual([{ category: 'slots', language: 'EN' }]);
  });

  it('says when a category has no promotions and leads back to all of them', async () => {
    const view = renderPromo({ route: '/promotions?category=fish', api: { [PATH]: byCategory } });
    expect(await screen.findByText(en.list.empty)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: en.list.showAll }));
    expect(view.location()).toBe('/promotions');
    expect(await screen.findByRole('link', { name: welcome.title })).toBeInTheDocument();
  });

  it('shows an error when the platform cannot be reached and loads again on retry', async () => {
    let attempts = 0;
    renderPromo({
      route: '/promotions',
      api: {
        [PATH]: (params) => {
          attempts += 1;
          return attempts === 1 ? 'network-error' : byCategory(params);
        },
        [promotionParticipationListEndpoint.path]: () => ok({ list: [] }),
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(en.list.error);
    await userEvent.click(within(alert).getByRole('button', { name: en.retry }));
    expect(await screen.findByRole('link', { name: welcome.title })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('shows the error state when the platform refuses', async () => {
    renderPromo({ route: '/promotions', api: { [PATH]: () => fail(500, 'Database down') } });
    expect(await screen.findByRole('alert')).toHaveTextContent(en.list.error);
  });

  it('asks again in the new language when the shell switches language', async () => {
    const view = renderPromo({ route: '/promotions', api: { [PATH]: byCategory } });
    await screen.findByRole('link', { name: welcome.title });
    act(() => view.host.bus.language.set('TH'));
    await waitFor(() =>
      expect(view.calls(PATH)).toEqual([
        { category: 'all', language: 'EN' },
        { category: 'all', language: 'TH' },
      ]),
    );
    expect(await screen.findByRole('link', { name: welcome.title })).toBeInTheDocument();
  });
});
