import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, type ReactNode } from 'react';

import { CentreLayout } from './CentreLayout';

const renderLayout = (page: string, children: ReactNode) =>
  render(
    <CentreLayout
      menu={<nav aria-label="Centre pages" />}
      page={page}
      title={`Page ${page}`}
      loadingLabel="Loading"
      failedMessage="This page could not be loaded."
      retryLabel="Try again"
    >
      {children}
    </CentreLayout>,
  );

describe('CentreLayout', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    // React reports the error the page boundary caught; the tests show it through the page.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('shows the menu beside the page under its heading', () => {
    renderLayout('wallet', <p>Your wallets</p>);
    expect(screen.getByRole('navigation', { name: 'Centre pages' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Page wallet' })).toBeInTheDocument();
    expect(screen.getByText('Your wallets')).toBeInTheDocument();
  });

  it('says the page is loading while its screen downloads', async () => {
    let resolve: (module: { default: () => ReactNode }) => void = () => undefined;
    const Screen = lazy(
      () => new Promise<{ default: () => ReactNode }>((done) => (resolve = done)),
    );
    renderLayout('deposit', <Screen />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    resolve({ default: () => <p>Deposit form</p> });
    expect(await screen.findByText('Deposit form')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps a failing page inside the layout with a retry that loads it again', async () => {
    let broken = true;
    const Flaky = () => {
      if (broken) throw new Error('chunk failed');
      return <p>Deposit form</p>;
    };
    renderLayout('deposit', <Flaky />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This page could not be loaded.');
    expect(screen.getByRole('navigation', { name: 'Centre pages' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page deposit' })).toBeInTheDocument();
    broken = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Deposit form')).toBeInTheDocument();
  });

  it('starts another page without the failure of the previous one', () => {
    const Broken = () => {
      throw new Error('render error');
    };
    const { rerender } = renderLayout('deposit', <Broken />);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(
      <CentreLayout
        menu={<nav aria-label="Centre pages" />}
        page="wallet"
        title="Page wallet"
        loadingLabel="Loading"
        failedMessage="This page could not be loaded."
        retryLabel="Try again"
      >
        <p>Your wallets</p>
      </CentreLayout>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Your wallets')).toBeInTheDocument();
  });
});
