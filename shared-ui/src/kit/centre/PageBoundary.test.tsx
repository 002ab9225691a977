import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { PageBoundary } from './PageBoundary';

describe('PageBoundary', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    // React reports the error a boundary caught; the test shows it through the fallback instead.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('shows its children while they render', () => {
    render(
      <PageBoundary fallback={() => <p>Failed</p>}>
        <p>The page</p>
      </PageBoundary>,
    );
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(screen.queryByText('Failed')).not.toBeInTheDocument();
  });

  it('shows the fallback for a page that throws, and the page again on retry', async () => {
    let broken = true;
    const Flaky = () => {
      if (broken) throw new Error('chunk failed');
      return <p>The page</p>;
    };
    render(
      <PageBoundary
        fallback={(retry) => (
          <button type="button" onClick={retry}>
            Try again
          </button>
        )}
      >
        <Flaky />
      </PageBoundary>,
    );
    expect(screen.queryByText('The page')).not.toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
