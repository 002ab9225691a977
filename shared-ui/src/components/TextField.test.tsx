import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { TextField } from './TextField';

describe('TextField', () => {
  it('is named by its label and marks a required field', async () => {
    render(<TextField label="Username" required />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toBeRequired();
    // SPEC's full-width marker, seen but not read out (the field says it is required).
    expect(screen.getByText('＊')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.type(input, 'player1');
    expect(input).toHaveValue('player1');
  });

  it('links its hint and error to the input and marks it invalid', () => {
    render(<TextField label="Email" hint="We never share it" error="Enter a valid email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('We never share it Enter a valid email');
  });

  it('is valid and undescribed without an error', () => {
    render(<TextField label="Nickname" />);
    const input = screen.getByRole('textbox', { name: 'Nickname' });
    expect(input).not.toBeInvalid();
    expect(input).not.toHaveAttribute('aria-describedby');
  });
});
