import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';

import { CentreMenu } from './CentreMenu';

const NAMES = { wallet: 'Wallet', deposit: 'Deposit', withdraw: 'Withdraw' } as const;
type Page = keyof typeof NAMES;
const PAGES: readonly Page[] = ['wallet', 'deposit', 'withdraw'];

const Location = () => {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{`${pathname}${search}`}</output>;
};

const renderMenu = (route: string, current: Page, phoneMenu?: ReactNode) =>
  render(
    <MemoryRouter initialEntries={[route]}>
      <CentreMenu
        label="Centre pages"
        param="mc"
        pages={PAGES}
        current={current}
        renderLink={(page) => NAMES[page]}
        phoneMenu={phoneMenu}
      />
      <Location />
    </MemoryRouter>,
  );

describe('CentreMenu', () => {
  it('lists a link per page in order, the open one current', () => {
    renderMenu('/index?mc=deposit', 'deposit');
    const menu = screen.getByRole('navigation', { name: 'Centre pages' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Wallet', 'Deposit', 'Withdraw']);
    expect(within(menu).getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('link', { name: 'Wallet' })).not.toHaveAttribute('aria-current');
  });

  it('names the page in its parameter and keeps the rest of the URL', async () => {
    renderMenu('/rng?vendor=pg&mc=wallet', 'wallet');
    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
      'href',
      '/rng?vendor=pg&mc=withdraw',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Deposit' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
      '/rng?vendor=pg&mc=deposit',
    );
  });

  it('starts keyboard focus on the open page', async () => {
    renderMenu('/index?mc=withdraw', 'withdraw');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveFocus());
  });

  it('brings the phone menu it is given inside the navigation', () => {
    renderMenu('/index?mc=wallet', 'wallet', <button type="button">Choose a page</button>);
    const menu = screen.getByRole('navigation', { name: 'Centre pages' });
    expect(within(menu).getByRole('button', { name: 'Choose a page' })).toBeInTheDocument();
  });
});
