import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ErrorState } from './ErrorState';

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
