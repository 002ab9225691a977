import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { BallToggle } from './BallToggle';

describe('BallToggle', () => {
  it('toggles the ball and says whether it is picked', async () => {
    const onToggle = jest.fn();
    render(
      <BallToggle pressed={false} full={false} className="ball" onToggle={onToggle}>
        07
      </BallToggle>,
    );
    const ball = screen.getByRole('button', { name: '07', pressed: false });
    await userEvent.click(ball);
    expect(onToggle).toHaveBeenCalledTimes(1);
  });

  it('locks a ball that is not picked while the row is full, but not a picked one', () => {
    render(
      <>
        <BallToggle pressed={false} full className="ball" onToggle={jest.fn()}>
          07
        </BallToggle>
        <BallToggle pressed full className="ball" onToggle={jest.fn()}>
          08
        </BallToggle>
      </>,
    );
    expect(screen.getByRole('button', { name: '07' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '08', pressed: true })).toBeEnabled();
  });
});
