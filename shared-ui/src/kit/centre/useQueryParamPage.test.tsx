import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';

import { useQueryParamPage } from './useQueryParamPage';

type Page = 'wallet' | 'deposit';
const isPage = (id: string): id is Page => id === 'wallet' || id === 'deposit';

const Harness = () => {
  const { page, open, close } = useQueryParamPage('mc', isPage, 'wallet');
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="page">{page ?? 'closed'}</output>
      <output aria-label="location">{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => open('deposit')}>
        Open deposit
      </button>
      <button type="button" onClick={() => open('deposit', { replace: true })}>
        Replace with deposit
      </button>
      <button type="button" onClick={() => close()}>
        Close
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </>
  );
};

const renderAt = (...entries: string[]) =>
  render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Harness />
    </MemoryRouter>,
  );

const shown = (name: 'page' | 'location') => screen.getByRole('status', { name }).textContent;

describe('useQueryParamPage', () => {
  it('reads the page its parameter names, and none without the parameter', () => {
    const { unmount } = renderAt('/index?mc=deposit');
    expect(shown('page')).toBe('deposit');
    unmount();
    renderAt('/index?vendor=pg');
    expect(shown('page')).toBe('closed');
  });

  it('falls back to the given page for a name it does not know', () => {
    renderAt('/index?mc=nonsense');
    expect(shown('page')).toBe('wallet');
  });

  it('opens a page as a new history entry, keeping the other parameters', async () => {
    renderAt('/rng?vendor=pg');
    await userEvent.click(screen.getByRole('button', { name: 'Open deposit' }));
    expect(shown('location')).toBe('/rng?vendor=pg&mc=deposit');
    expect(shown('page')).toBe('deposit');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(shown('location')).toBe('/rng?vendor=pg');
  });

  it('replaces the current entry when asked to', async () => {
    renderAt('/index', '/index?mc=wallet');
    await userEvent.click(screen.getByRole('button', { name: 'Replace with deposit' }));
    expect(shown('location')).toBe('/index?mc=deposit');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(shown('location')).toBe('/index');
  });

  it('closes by removing only its parameter', async () => {
    renderAt('/rng?vendor=pg&mc=deposit&sort=new');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(shown('location')).toBe('/rng?vendor=pg&sort=new');
    expect(shown('page')).toBe('closed');
  });
});
