import { render, screen } from '@testing-library/react';

import { LoadingState } from './LoadingState';

describe('LoadingState', () => {
  it('announces its label as a status', () => {
    render(<LoadingState label="Loading promotions" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading promotions');
  });

  it('spins unless told it waits for something not started', () => {
    const { container, rerender } = render(<LoadingState label="Loading winners" still />);
    const spinner = () => container.querySelector('[aria-hidden="true"]');
    expect(spinner()).toHaveClass('spinner', 'still');
    rerender(<LoadingState label="Loading winners" />);
    expect(spinner()).toHaveClass('spinner');
    expect(spinner()).not.toHaveClass('still');
  });
});
