import { render, screen } from '@testing-library/react';

import { LoadingState } from './LoadingState';

describe('LoadingState', () => {
  it('announces its label as a status', () => {
    render(<LoadingState label="Loading promotions" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading promotions');
  });
});
