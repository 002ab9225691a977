import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label while the icon stays hidden from assistive technology', async () => {
    const onClick = jest.fn();
    render(
      <IconButton label="Refresh balance" icon={<svg data-testid="icon" />} onClick={onClick} />,
    );
    const button = screen.getByRole('button', { name: 'Refresh balance' });
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
