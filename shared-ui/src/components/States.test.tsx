import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { LoadingState } from './LoadingState';

describe('LoadingState', () => {
  it('announces its label as a status', () => {
    render(<LoadingState label="Loading promotions" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading promotions');
  });
});

describe('EmptyState', () => {
  it('shows its message and action', () => {
    render(<EmptyState title="Nothing here" action={<a href="/promotions">Back</a>} />);
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toBeInTheDocument();
  });
});

describe('ErrorState', () => {
  it('alerts the message and retries on request', async () => {
    const onRetry = jest.fn();
    render(<ErrorState message="Network error" retryLabel="Try again" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Network error');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers no retry when the caller cannot retry', () => {
    render(<ErrorState message="Not allowed" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
